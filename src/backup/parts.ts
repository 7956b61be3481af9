// The parts a backup holds: every registered game's match, deal of the day, settings and tally, the
// statistics, the skill rating and the deal of the day's history, each with the check its own store reads it
// back with. The language and the sound switch are kept by the screens' layer, which hands their parts in
// (src/ui/shared/backup/backupLogic.ts).
import { games, type AnyGame } from '../games';
import { isObject } from '../persist/check';
import { readRecorded, STATS_KEY, STATS_VERSION } from '../stats/store';
import { SKILL_KEY, SKILL_VERSION } from '../stats/skillStore';
import { DAILY_KEY, DAILY_VERSION } from '../stats/dailyStore';
import { parseSkill } from '../stats/skill';
import { gameStats, statGames } from '../stats/stats';
import { LEVELS } from '../bots/types';
import { readDailyHistory } from '../daily/history';
import { GAME_PART_VERSION, readTally } from '../games/saves';

/** What a part holds, in a few facts for the preview ("Schwimmen: a match in progress, round 3"). */
export type PartSummary =
  | { kind: 'match'; game: string; round: number; over: boolean }
  | { kind: 'daily'; game: string; day: string; over: boolean }
  | { kind: 'settings'; game: string }
  | { kind: 'tally'; game: string; won: number; lost: number }
  | { kind: 'stats'; matches: number }
  | { kind: 'skill'; rounds: number; ratings: readonly { game: string; rating: number }[] }
  | { kind: 'dailyHistory'; days: number }
  | { kind: 'language'; language: string | null }
  | { kind: 'sound'; on: boolean };

/** One saved part: its key, how it is stored, and how a saved value is checked and summed up. */
export interface BackupPart<T = unknown> {
  key: string;
  /**
   * `slot`: `{ version, rev, state }` (src/persist/saves.ts), written with a revision every open tab takes as
   * newer; `persist`: zustand's `{ state, version }` (src/persist/safeStorage.ts), written as it is.
   */
  envelope: 'slot' | 'persist';
  /** The newest version of the saved `state` this app reads. */
  version: number;
  /** The value in a saved `state`, checked field by field as the part's store reads it; null when refused. */
  read(state: unknown, version: number): T | null;
  summary(value: T): PartSummary;
}

/** A part with its value's type forgotten, as the lists hold them. */
export type AnyPart = BackupPart<never>;

const part = <T>(spec: BackupPart<T>): AnyPart => spec as unknown as AnyPart;

/** A game's parts, read back as the game store reads them (src/store/gameSaves.ts: makeParts). */
function gameParts(game: AnyGame): AnyPart[] {
  const { id, saveKeys } = game;
  const table = (daily: boolean) => (raw: unknown) => {
    const read = game.readRecord(raw);
    return read && Boolean(read.match.daily) === daily ? read : null;
  };
  const parts = [
    part({
      key: saveKeys.match,
      envelope: 'slot',
      version: GAME_PART_VERSION,
      read: table(false),
      summary: ({ state }) => ({
        kind: 'match',
        game: id,
        round: game.roundNumber(state),
        over: game.matchOver(state),
      }),
    }),
    part({
      key: saveKeys.daily,
      envelope: 'slot',
      version: GAME_PART_VERSION,
      read: table(true),
      summary: ({ match, state }) => ({
        kind: 'daily',
        game: id,
        day: match.daily?.date ?? '',
        over: game.roundOver(state),
      }),
    }),
    part({
      key: saveKeys.settings,
      envelope: 'slot',
      version: GAME_PART_VERSION,
      read: (raw) => (isObject(raw) ? game.settings.read(raw) : null),
      summary: () => ({ kind: 'settings', game: id }),
    }),
  ];
  if (saveKeys.tally)
    parts.push(
      part({
        key: saveKeys.tally,
        envelope: 'slot',
        version: GAME_PART_VERSION,
        read: readTally,
        summary: ({ won, lost }) => ({ kind: 'tally', game: id, won, lost }),
      }),
    );
  return parts;
}

/** The statistics, the skill rating and the deal of the day's history. */
function recordParts(): AnyPart[] {
  return [
    part({
      key: STATS_KEY,
      envelope: 'slot',
      version: STATS_VERSION,
      read: readRecorded,
      summary: ({ stats }) => ({
        kind: 'stats',
        matches: statGames().reduce(
          (sum, game) =>
            sum + LEVELS.reduce((n, level) => n + gameStats(stats, game)[level].matchesPlayed, 0),
          0,
        ),
      }),
    }),
    part({
      key: SKILL_KEY,
      envelope: 'slot',
      version: SKILL_VERSION,
      read: parseSkill,
      summary: (record) => {
        const rated = statGames().flatMap((game) => {
          const skill = record.games[game];
          return skill && skill.rounds > 0 ? [{ game, rating: skill.rating, rounds: skill.rounds }] : [];
        });
        return {
          kind: 'skill',
          rounds: rated.reduce((n, r) => n + r.rounds, 0),
          ratings: rated.map(({ game, rating }) => ({ game, rating: Math.round(rating) })),
        };
      },
    }),
    part({
      key: DAILY_KEY,
      envelope: 'slot',
      version: DAILY_VERSION,
      read: readDailyHistory,
      summary: (history) => ({
        kind: 'dailyHistory',
        days: Object.values(history).reduce((n, days) => n + Object.keys(days).length, 0),
      }),
    }),
  ];
}

/**
 * Every part this app saves, in the order the preview lists them: each game's (the registry's order), then
 * the records, then `extra` (the screens' own: the language, the sound switch).
 */
export function savedParts(extra: readonly AnyPart[] = []): AnyPart[] {
  return [...games().flatMap(gameParts), ...recordParts(), ...extra];
}
