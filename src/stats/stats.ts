// The human's record against the computer, per game and computer level. Pure: the reducers return a new
// record and never change the one they are given.
import { LEVELS, type Level } from '../bots/types';
import { gameIds } from '../games';

/** A registered game's id (src/games). */
export type StatGame = string;

/** The games the statistics keep a record of: every registered game. */
export function statGames(): readonly StatGame[] {
  return gameIds();
}

export interface LevelStats {
  /** Matches the human finished: Schwimmen until they were out or had won, Schnapsen a whole Bummerl. */
  matchesPlayed: number;
  matchesWon: number;
  /**
   * Schwimmen: lives the human lost (the loss that puts a swimming player out is a lost round, not a life:
   * with 3 lives at most 3); Schnapsen: deals the human lost.
   */
  roundsLost: number;
  /** The longest run of matches won in a row. */
  bestStreak: number;
  /** Matches won in a row up to now; 0 after a match not won. */
  currentStreak: number;
}

export type GameStats = Readonly<Record<Level, LevelStats>>;
export type Stats = Readonly<Record<StatGame, GameStats>>;

/** A round (Schwimmen) or deal (Schnapsen) the human played to its end. */
export interface RoundOutcome {
  game: StatGame;
  level: Level;
  /** Schwimmen: the human lost a life; Schnapsen: the human lost the deal. */
  lost: boolean;
}

/** A match the human played to its end (for Schnapsen: one Bummerl). */
export interface MatchOutcome {
  game: StatGame;
  level: Level;
  won: boolean;
}

const ZERO: LevelStats = Object.freeze({
  matchesPlayed: 0,
  matchesWon: 0,
  roundsLost: 0,
  bestStreak: 0,
  currentStreak: 0,
});

const STAT_KEYS = Object.keys(ZERO) as (keyof LevelStats)[];

/** A game's record with nothing played at any level. */
export function emptyGameStats(): GameStats {
  return Object.fromEntries(LEVELS.map((level) => [level, ZERO])) as GameStats;
}

export function emptyStats(): Stats {
  return Object.fromEntries(statGames().map((game) => [game, emptyGameStats()]));
}

/** `game`'s record in `stats` (nothing played when the record has none: a game added since). */
export function gameStats(stats: Stats, game: StatGame): GameStats {
  return stats[game] ?? emptyGameStats();
}

function update(stats: Stats, game: StatGame, level: Level, entry: LevelStats): Stats {
  return { ...stats, [game]: { ...gameStats(stats, game), [level]: entry } };
}

export function recordRound(stats: Stats, outcome: RoundOutcome): Stats {
  if (!outcome.lost) return stats;
  const entry = gameStats(stats, outcome.game)[outcome.level];
  return update(stats, outcome.game, outcome.level, { ...entry, roundsLost: entry.roundsLost + 1 });
}

export function recordMatch(stats: Stats, outcome: MatchOutcome): Stats {
  const entry = gameStats(stats, outcome.game)[outcome.level];
  const currentStreak = outcome.won ? entry.currentStreak + 1 : 0;
  return update(stats, outcome.game, outcome.level, {
    ...entry,
    matchesPlayed: entry.matchesPlayed + 1,
    matchesWon: entry.matchesWon + (outcome.won ? 1 : 0),
    bestStreak: Math.max(entry.bestStreak, currentStreak),
    currentStreak,
  });
}

/** Schnapsen: a Bummerl is one match, so Bummerls won and lost come from the matches. */
export function bummerls(entry: LevelStats): { won: number; lost: number } {
  return { won: entry.matchesWon, lost: entry.matchesPlayed - entry.matchesWon };
}

/** True once anything at all was recorded for `game` (a lost round counts, even before a match ends). */
export function hasPlayed(stats: Stats, game: StatGame): boolean {
  return LEVELS.some((level) => STAT_KEYS.some((key) => gameStats(stats, game)[level][key] > 0));
}

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function parseEntry(raw: unknown): LevelStats | null {
  if (raw === undefined) return ZERO;
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const entry = { ...ZERO };
  for (const key of STAT_KEYS) {
    const value = r[key] ?? 0;
    if (!isCount(value)) return null;
    entry[key] = value;
  }
  const consistent =
    entry.matchesWon <= entry.matchesPlayed &&
    entry.currentStreak <= entry.bestStreak &&
    entry.bestStreak <= entry.matchesWon;
  return consistent ? entry : null;
}

/**
 * A record read back from storage; null when it is damaged (a count that is not a whole number, more wins than
 * matches, ...). A game or level missing from it starts at zero.
 */
export function parseStats(raw: unknown): Stats | null {
  if (raw === null || typeof raw !== 'object') return null;
  const stats = emptyStats() as Record<StatGame, Record<Level, LevelStats>>;
  for (const game of statGames()) {
    const games = (raw as Record<string, unknown>)[game];
    if (games === undefined) continue;
    if (games === null || typeof games !== 'object') return null;
    for (const level of LEVELS) {
      const entry = parseEntry((games as Record<string, unknown>)[level]);
      if (!entry) return null;
      stats[game][level] = entry;
    }
  }
  return stats;
}
