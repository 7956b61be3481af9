// A game record as the records layer holds it (docs/records.md): everything a record's text says, read and
// checked. The same for every game: the game's own part is its moves (GameModule.notation).
import type { Card } from '../engine/cards';
import type { Seat } from '../engine/game';
import type { Level } from '../match/levels';

/** Where a deal's cards come from: its seed text, its whole deck, or (a deal still being played) its fingerprint. */
export type DealSource = { seed: string } | { deck: Card[] } | { fingerprint: string };

export interface RecordSeat {
  name: string;
  /** The computer's level; null for the person. */
  level: Level | null;
}

export interface GameRecord<A extends { type: string } = { type: string }> {
  /** The game's id (src/games). */
  game: string;
  seats: RecordSeat[];
  /** Every rule option of the game, with its value. */
  rules: Record<string, unknown>;
  firstDealer: Seat;
  /** Deal n's cards at index n - 1. */
  deals: DealSource[];
  /** Every action of the match, deals included, as the engine takes them. */
  log: A[];
  /** "Ben wins", "draw", or "*" while the match is played. */
  result: string;
  /** The day the match was played or written, 'YYYY-MM-DD'. */
  date?: string;
  /** The program and version that wrote the record. */
  app?: string;
  practice?: boolean;
  /** The date of a deal of the day's match. */
  daily?: string;
  /** Headers this app does not use, kept as they were (a record may carry its own, as PGN's may). */
  extra?: [string, string][];
}

/** A record that cannot be read: the line (1-based; 0 for the record as a whole) and the reason. */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(line > 0 ? `line ${line}: ${reason}` : reason);
  }
}
