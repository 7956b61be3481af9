// The game's sounds as recipes for the Web Audio API: short tones and filtered noise, no files to download.
// Times and lengths are in seconds from the moment a sound starts; every sound is over within half a second.

export const SOUNDS = [
  'deal',
  'card',
  'swap',
  'knock',
  'trick',
  'schnauz',
  'feuer',
  'announce',
  'lifeLost',
  'matchWon',
  'matchLost',
] as const;
export type SoundName = (typeof SOUNDS)[number];

/** A pitched note: an oscillator, optionally gliding to `to` Hz. */
export interface Tone {
  kind: 'tone';
  wave: OscillatorType;
  from: number;
  to?: number;
  at: number;
  length: number;
  gain: number;
}

/** A burst of filtered noise: a card sliding, a knuckle on wood. */
export interface Noise {
  kind: 'noise';
  filter: BiquadFilterType;
  frequency: number;
  q?: number;
  at: number;
  length: number;
  gain: number;
}

export type Voice = Tone | Noise;

const swish = (at: number, frequency = 3200, gain = 0.5, length = 0.05): Noise => ({
  kind: 'noise',
  filter: 'bandpass',
  frequency,
  q: 1.2,
  at,
  length,
  gain,
});

const note = (
  from: number,
  at: number,
  length: number,
  gain = 0.35,
  wave: OscillatorType = 'triangle',
): Tone => ({
  kind: 'tone',
  wave,
  from,
  at,
  length,
  gain,
});

const thump = (at: number): Voice[] => [
  { kind: 'tone', wave: 'sine', from: 180, to: 70, at, length: 0.09, gain: 0.9 },
  { kind: 'noise', filter: 'lowpass', frequency: 900, at, length: 0.03, gain: 0.5 },
];

// C5, E5, G5, C6 and friends, in Hz.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const G4 = 392;
const EB4 = 311.13;
const C4 = 261.63;

export const RECIPES: Readonly<Record<SoundName, readonly Voice[]>> = {
  deal: [swish(0), swish(0.07, 3600), swish(0.14, 3000)],
  card: [swish(0, 2600, 0.4, 0.045)],
  swap: [swish(0, 2400), swish(0.09, 3400)],
  knock: [...thump(0), ...thump(0.14)],
  trick: [swish(0, 2000, 0.45, 0.08), note(620, 0.06, 0.08, 0.25)],
  schnauz: [note(C5, 0, 0.09), note(E5, 0.08, 0.09), note(G5, 0.16, 0.2)],
  feuer: [
    { kind: 'tone', wave: 'sawtooth', from: 220, to: 880, at: 0, length: 0.28, gain: 0.18 },
    { kind: 'noise', filter: 'highpass', frequency: 4000, at: 0.02, length: 0.3, gain: 0.35 },
    note(C6, 0.26, 0.18, 0.25),
  ],
  announce: [note(G5, 0, 0.08, 0.28), note(C6, 0.08, 0.16, 0.28)],
  lifeLost: [note(G4, 0, 0.16, 0.35, 'sine'), note(EB4, 0.15, 0.26, 0.35, 'sine')],
  matchWon: [note(C5, 0, 0.1), note(E5, 0.1, 0.1), note(G5, 0.2, 0.1), note(C6, 0.3, 0.2)],
  matchLost: [
    note(G4, 0, 0.14, 0.3, 'sine'),
    note(EB4, 0.14, 0.14, 0.3, 'sine'),
    note(C4, 0.28, 0.2, 0.3, 'sine'),
  ],
};
