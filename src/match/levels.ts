// The computer levels a match record names for its seats. They sit with the record, below the bots, so that a
// record (and everything that reads one: the coach, the statistics, the simulations) never needs the bots.
export const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];
