// A stand-in for the Web Audio API that records what the sound engine schedules.
import type { AudioContextLike } from '../../../src/ui/sound';

export interface Scheduled {
  kind: 'oscillator' | 'buffer';
  start: number;
  stop: number;
}

function param(value = 0) {
  return {
    value,
    setValueAtTime: () => undefined,
    linearRampToValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  };
}

export class FakeAudioContext {
  currentTime = 10;
  sampleRate = 8000;
  state: AudioContextState = 'suspended';
  destination = {};
  resumes = 0;
  scheduled: Scheduled[] = [];
  failResume = false;

  resume(): Promise<void> {
    this.resumes++;
    if (this.failResume) return Promise.reject(new Error('NotAllowedError'));
    this.state = 'running';
    return Promise.resolve();
  }

  private node<T extends object>(extra: T) {
    return { connect: () => undefined, disconnect: () => undefined, ...extra };
  }

  private source(kind: Scheduled['kind']) {
    const entry: Scheduled = { kind, start: NaN, stop: NaN };
    this.scheduled.push(entry);
    return {
      start: (t: number) => void (entry.start = t),
      stop: (t: number) => void (entry.stop = t),
    };
  }

  createGain() {
    return this.node({ gain: param(1) });
  }
  createOscillator() {
    return this.node({ type: 'sine', frequency: param(440), ...this.source('oscillator') });
  }
  createBufferSource() {
    return this.node({ buffer: null, ...this.source('buffer') });
  }
  createBiquadFilter() {
    return this.node({ type: 'lowpass', frequency: param(350), Q: param(1) });
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }

  asContext(): AudioContextLike {
    return this as unknown as AudioContextLike;
  }
}
