// Plays the recipes in ./sounds.ts through the Web Audio API. Silent until the player first touches or types
// (browsers refuse sound before that, and a page should not start making noise on its own), silent while the
// switch is off, and silent rather than broken where there is no Web Audio at all (old browsers, jsdom).
import { soundSetting } from './setting';
import { RECIPES, type SoundName, type Voice } from './sounds';

/** The part of an AudioContext the engine uses (a test passes a fake of this shape). */
export type AudioContextLike = Pick<
  BaseAudioContext,
  | 'currentTime'
  | 'destination'
  | 'sampleRate'
  | 'state'
  | 'createOscillator'
  | 'createGain'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createBiquadFilter'
> & { resume(): Promise<void> };

type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface SoundOptions {
  /** Whether sound is on; by default the remembered switch (./setting.ts). */
  enabled?: () => boolean;
  /** Makes the audio context; null or a throw means no sound on this device. */
  createContext?: () => AudioContextLike | null;
  /** Where the first interaction is heard; by default the window. */
  target?: Listening | null;
}

export interface Sound {
  /** Plays a sound `delay` seconds from now; does nothing while muted, and never throws. */
  play(name: SoundName, delay?: number): void;
  /** True once the player has interacted with the page. */
  readonly unlocked: boolean;
  /** What the first pointerdown or keydown does; exposed for tests and for a "test sound" button. */
  unlock(): void;
  /** Stops listening for the first interaction. */
  dispose(): void;
}

const INTERACTIONS = ['pointerdown', 'keydown'] as const;
const MASTER_GAIN = 0.35;
const SILENT = 0.0001;

function browserContext(): AudioContextLike | null {
  if (typeof window === 'undefined') return null;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

/** One second of white noise from a fixed sequence (the same hiss every time, nothing random to test). */
function noiseBuffer(ctx: AudioContextLike): AudioBuffer {
  const buffer = ctx.createBuffer(1, Math.round(ctx.sampleRate), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let x = 0x2545f491;
  for (let i = 0; i < data.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = (x >>> 0) / 0x80000000 - 1;
  }
  return buffer;
}

export function createSound(options: SoundOptions = {}): Sound {
  const enabled = options.enabled ?? (() => soundSetting().getState().on);
  const createContext = options.createContext ?? browserContext;
  const target =
    options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;

  let unlocked = false;
  /** undefined: not made yet; null: this device has no Web Audio. */
  let ctx: AudioContextLike | null | undefined;
  let master: GainNode | null = null;
  let noise: AudioBuffer | null = null;

  const context = (): AudioContextLike | null => {
    if (ctx === undefined) {
      try {
        ctx = createContext();
        if (ctx) {
          master = ctx.createGain();
          master.gain.value = MASTER_GAIN;
          master.connect(ctx.destination);
        }
      } catch {
        ctx = null;
      }
    }
    return ctx;
  };

  const wake = (c: AudioContextLike) => {
    // Suspended before the first interaction, or by the system (a call, the phone locked): ask again.
    if (c.state !== 'running') c.resume().catch(() => {});
  };

  const voice = (c: AudioContextLike, v: Voice, start: number) => {
    const t = start + v.at;
    const end = t + v.length;
    const gain = c.createGain();
    gain.gain.setValueAtTime(SILENT, t);
    gain.gain.linearRampToValueAtTime(v.gain, t + Math.min(0.008, v.length / 4));
    gain.gain.exponentialRampToValueAtTime(SILENT, end);
    gain.connect(master as GainNode);
    if (v.kind === 'tone') {
      const osc = c.createOscillator();
      osc.type = v.wave;
      osc.frequency.setValueAtTime(v.from, t);
      if (v.to !== undefined) osc.frequency.exponentialRampToValueAtTime(v.to, end);
      osc.connect(gain);
      osc.start(t);
      osc.stop(end + 0.02);
    } else {
      noise ??= noiseBuffer(c);
      const source = c.createBufferSource();
      source.buffer = noise;
      const filter = c.createBiquadFilter();
      filter.type = v.filter;
      filter.frequency.setValueAtTime(v.frequency, t);
      if (v.q !== undefined) filter.Q.setValueAtTime(v.q, t);
      source.connect(filter);
      filter.connect(gain);
      source.start(t);
      source.stop(end + 0.02);
    }
  };

  const onInteraction = () => sound.unlock();

  const sound: Sound = {
    get unlocked() {
      return unlocked;
    },
    play(name, delay = 0) {
      if (!unlocked) return;
      try {
        if (!enabled()) return;
        const c = context();
        if (!c) return;
        wake(c);
        const start = c.currentTime + 0.01 + Math.max(0, delay);
        for (const v of RECIPES[name]) voice(c, v, start);
      } catch {
        // A sound is never worth an error on the table.
      }
    },
    unlock() {
      unlocked = true;
      try {
        // Inside the gesture: the one moment every browser lets a context start (iOS needs exactly this).
        if (!enabled()) return;
        const c = context();
        if (!c) return sound.dispose();
        wake(c);
        if (c.state === 'running') sound.dispose();
      } catch {
        // No sound, then.
      }
    },
    dispose() {
      for (const type of INTERACTIONS) target?.removeEventListener(type, onInteraction, true);
    },
  };

  for (const type of INTERACTIONS)
    target?.addEventListener(type, onInteraction, { capture: true, passive: true });
  return sound;
}
