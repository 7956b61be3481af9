// What every game's settings share: the computer level, the cards' faces, the pace, and practice (with the
// computers' cards shown). Each game's own settings add their rule options (src/games/<game>/settings.ts).
import type { Level } from '../match/levels';

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export const FACES = ['french', 'german'] as const;
export type Faces = (typeof FACES)[number];

/** The settings every game has, whatever its rules. */
export interface CommonSettings {
  level: Level;
  faces: Faces;
  speed: Speed;
  /** Practice: the matches do not count, and a move can be taken back. */
  practice: boolean;
  /** Practice only: every computer's hand is shown face up (off whenever practice is off). */
  showCards: boolean;
}

/** How long a computer player seems to think before it acts, by speed (milliseconds). */
export const BOT_DELAY_MS: Record<Speed, number> = { slow: 1400, normal: 800, fast: 350, instant: 0 };

/** Settings as they are saved: the computers' cards are shown in practice only. */
export function settledPractice<T extends { practice: boolean; showCards: boolean }>(settings: T): T {
  return settings.practice || !settings.showCards ? settings : { ...settings, showCards: false };
}
