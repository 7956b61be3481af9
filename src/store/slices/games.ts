// One slice for every game (src/games): each game's match and the engine state its log leads to, its settings
// and its tally of matches won and lost. Every action names its game; the game's module says everything
// particular to it. The human is seat 0. No rule logic here: every decision is the engine's.
import type { StateCreator } from 'zustand';
import { gameOf, games } from '../../games';
import type { CommonSettings } from '../../games/settings';
import { settledPractice } from '../../games/settings';
import type { AnyGame, MatchRecordBase, Table } from '../../games/types';
import { HUMAN } from '../../match/human';
import { randomDealKey, type Dealing } from '../../match/dealing';
import type { GameStore, StoreDeps } from '../index';
import {
  dailyOnTable,
  dailySlot,
  matchSlot,
  NO_TALLY,
  withDailySlot,
  withMatchSlot,
  type Tally,
} from '../tables';
import { compareDays, isDay, localDay } from '../../daily/date';
import { dailyScreen } from '../route';
import { lineOf, takeBackPointOf } from '../takeBack';
import { askHintAt, positionKey } from './hint';
import { aimedAtNow, computerMayMove, playHumanAction, type MoveRefusal } from './moves';

export interface GamesSlice {
  /** Each game's match (id, seed, options, action log) and its engine state (derived, never saved). */
  games: Readonly<Record<string, Table<MatchRecordBase>>>;
  /** Each game's settings. */
  settings: Readonly<Record<string, CommonSettings>>;
  /** Each game's matches won and lost (saved for the games that keep a tally, see GameModule.saveKeys). */
  tallies: Readonly<Record<string, Tally>>;
  /**
   * Each game's table not on screen: its match while its deal of the day is played, or its last deal of the day
   * while the match is (see store/tables.ts: matchSlot, dailySlot). Both are saved, each under its own key.
   */
  away: Readonly<Record<string, Table<MatchRecordBase> | undefined>>;
  /** A deal of the day the address asked for and the store refused (a future date, or no date). */
  dailyNotice: { game: string; problem: 'future' | 'invalid' } | null;
  /**
   * Puts `game`'s deal of the day of `day` ('YYYY-MM-DD') on the table, the match waiting meanwhile: the same
   * deal again when it is the one kept (it resumes), else a new one, which counts when it is today's and was
   * never played before (else it is practice). A future date or no date is refused with `dailyNotice`, and
   * today's deal is shown instead. The screen says which deal is on show (see route.ts: dailyScreen).
   */
  openDaily(game: string, day: string): void;
  /** Brings `game`'s match back to the table, the deal of the day kept aside (nothing when it is there). */
  leaveDaily(game: string): void;
  /** Deals `game`'s deal of the day on the table again, as practice (its save broke the table). */
  redealDaily(game: string): void;
  dismissDailyNotice(): void;
  /**
   * The human plays in `game`: null when played; a refused action leaves everything as it was and says why.
   * `aimedAt`: the position the player aimed at (positionKey of the match on the table): an action meant for a
   * position that is gone is refused (see moves.ts).
   */
  act(game: string, action: { type: string }, aimedAt?: string): MoveRefusal | null;
  /** The next deal after a round's result, when the human asks; `aimedAt` as for `act`. */
  nextDeal(game: string, aimedAt?: string): void;
  /**
   * A new match of `game` with its settings, its first deal made: on the given seed (a shared link's number,
   * whose deals are public), or a random one with a random key for its deals (src/match/dealing.ts). `dealing`
   * keeps a match's own way of dealing when it is dealt again on its seed.
   */
  newMatch(game: string, seed?: number, dealing?: Dealing): void;
  /**
   * Saves `game`'s settings; a change to the match itself starts a new one (the dialog has asked first).
   * Practice switched on makes the match on the table a practice match for good; switched off, it applies from
   * the next match.
   */
  saveSettings(game: string, next: CommonSettings): void;
  /**
   * Gives the computer players of match `matchId` their names for good (`pool`, one per computer seat in seat
   * order), unless the match has them already: the table calls it when it first shows a match.
   */
  nameOpponents(game: string, matchId: string, pool: readonly string[]): void;
  /** The bot driver's move for a computer seat; ignored if the match (its line, see lineOf) has moved on. */
  computerMove(game: string, matchId: string, logLength: number, action: { type: string }): boolean;
  /** The next deal when the computers make it (Schwimmen, once the human is out). */
  computerDeal(game: string, matchId: string, logLength: number): boolean;
  /** Once the human is out: the computer players finish the match without pauses. */
  skipToEnd(game: string): void;
  /**
   * Asks the expert what the human should do now (only on the human's turn). The answer lands in `hint`
   * tagged with this position, unless the match has moved on by then. Resolves once it is settled.
   */
  askHint(game: string): Promise<void>;
  /**
   * Practice only: takes back the human's last move of the round and the computers' answers since, by
   * replaying the log to just before it (see takeBack.ts). False when there is nothing to take back.
   */
  takeBack(game: string): boolean;
}

/** A new match of `game` with `settings`, its first deal made: the table is ready to play at once. */
function dealt(
  game: AnyGame,
  settings: CommonSettings,
  seed: number,
  id: string,
  dealing: Dealing,
): Table<MatchRecordBase> {
  const match = { ...game.newRecord(settings, seed, id), dealing };
  return dealtRecord(game, match);
}

/** `match` (its log empty) with its first deal made. */
export function dealtRecord(game: AnyGame, match: MatchRecordBase): Table<MatchRecordBase> {
  const start = game.initialState(match);
  const deal = game.nextDeal(match, start);
  return { match: { ...match, log: [deal] }, state: game.engine.apply(start, deal) };
}

export function createGamesSlice(deps: StoreDeps): StateCreator<GameStore, [], [], GamesSlice> {
  return (set, get) => {
    const tableOf = (id: string) => get().games[id];
    const put = (id: string, table: Table<MatchRecordBase>) => ({ games: { ...get().games, [id]: table } });
    /** Nothing of the table that was on screen carries over to another: a pause, a hint, a review, a skip. */
    const cleared = (id: string): Partial<GameStore> => {
      const { skipping, reviewing } = get();
      return {
        thinking: null,
        skipping: skipping === id ? null : skipping,
        hint: null,
        hintPending: null,
        tookBack: null,
        reviewing: reviewing?.game === id ? null : reviewing,
      };
    };
    const dailyStart = deps.dailyStart ?? firstPlayInMemory();

    /** Plays `action` in `id`'s match (and what a setting then plays for the human), counting a match won. */
    const advance = (id: string, action: { type: string }) => {
      const game = gameOf(id);
      const { match, state: before } = tableOf(id);
      const settings = get().settings[id];
      const log = [...match.log, action];
      let state = game.engine.apply(before, action);
      const auto = game.playedForHuman(state, settings);
      if (auto) {
        state = game.engine.apply(state, auto);
        log.push(auto);
      }
      let tallies = get().tallies;
      const counted = !match.practice && !match.daily;
      if (game.saveKeys.tally && game.matchOver(state) && !game.matchOver(before) && counted) {
        const tally = tallies[id] ?? NO_TALLY;
        const won = game.winner(state) === HUMAN;
        tallies = {
          ...tallies,
          [id]: won ? { ...tally, won: tally.won + 1 } : { ...tally, lost: tally.lost + 1 },
        };
      }
      set({
        ...put(id, { match: { ...match, log }, state }),
        tallies,
        thinking: null,
        hint: null,
        hintPending: null,
        tookBack: null,
      });
    };

    const randomKey = deps.randomKey ?? randomDealKey;
    const fresh = (id: string, seed?: number, dealing?: Dealing) => {
      const settings = get().settings[id];
      const how: Dealing = dealing ?? (seed === undefined ? { key: randomKey() } : { link: true });
      return dealt(gameOf(id), settings, seed ?? deps.randomSeed(), deps.newId(), how);
    };

    /**
     * The deal action for the next deal of `id`. A match saved before deals were checkable is given a key
     * for its deals from this one on (its earlier deals keep theirs, without a fingerprint).
     */
    const nextDealOf = (id: string) => {
      // A deal of the day is one round or deal (the caller checks there is none after it).
      const game = gameOf(id);
      const { match, state } = tableOf(id);
      if (match.dealing) return game.nextDeal(match, state);
      const keyed = { ...match, dealing: { key: randomKey(), from: game.roundNumber(state) + 1 } };
      set(put(id, { match: keyed, state }));
      return game.nextDeal(keyed, state);
    };

    // Before the saved games are read back, each table holds a fresh match with the default settings.
    const initial = Object.fromEntries(
      games().map((g) => [
        g.id,
        dealt(g, g.settings.defaults, deps.randomSeed(), deps.newId(), { key: randomKey() }),
      ]),
    );

    return {
      games: initial,
      away: {},
      dailyNotice: null,
      settings: Object.fromEntries(games().map((g) => [g.id, g.settings.defaults])),
      tallies: {},

      act(id, action, aimedAt) {
        const { match, state } = tableOf(id);
        const actor = gameOf(id).engine.actor(state);
        return playHumanAction(actor, action, (a) => advance(id, a), { aimedAt, match });
      },

      nextDeal(id, aimedAt) {
        const game = gameOf(id);
        const { match, state } = tableOf(id);
        if (game.engine.actor(state) !== 'chance' || !aimedAtNow({ aimedAt, match })) return;
        if (match.daily && game.roundNumber(state) > 0) return;
        advance(id, nextDealOf(id));
      },

      newMatch(id, seed, dealing) {
        const table = fresh(id, seed, dealing);
        // While the deal of the day is played, the new match waits for it, as the old one did.
        if (dailyOnTable(get(), id)) set(withMatchSlot(get(), id, table));
        else set({ ...put(id, table), ...cleared(id) });
      },

      openDaily(id, asked) {
        const game = gameOf(id);
        const today = localDay(new Date(deps.now()));
        const problem = !isDay(asked) ? 'invalid' : compareDays(asked, today) > 0 ? 'future' : null;
        const day = problem ? today : asked;
        if (problem) set({ dailyNotice: { game: id, problem }, screen: dailyScreen(id, day) });
        const s = get();
        const onTable = s.games[id];
        const kept = dailySlot(s, id);
        if (onTable.match.daily?.date === day) return;
        const daily =
          kept?.match.daily?.date === day
            ? kept
            : dealtRecord(game, game.daily.record(day, deps.newId(), day === today && dailyStart(id, day)));
        const away = onTable.match.daily ? s.away[id] : onTable;
        set({ games: { ...s.games, [id]: daily }, away: { ...s.away, [id]: away }, ...cleared(id) });
      },

      leaveDaily(id) {
        const s = get();
        if (!dailyOnTable(s, id)) return;
        const match = s.away[id] ?? fresh(id);
        set({ games: { ...s.games, [id]: match }, away: { ...s.away, [id]: s.games[id] }, ...cleared(id) });
      },

      redealDaily(id) {
        const game = gameOf(id);
        const daily = dailySlot(get(), id)?.match.daily;
        if (!daily) return;
        const table = dealtRecord(game, game.daily.record(daily.date, deps.newId(), false));
        set({ ...withDailySlot(get(), id, table), ...(dailyOnTable(get(), id) ? cleared(id) : {}) });
      },

      dismissDailyNotice: () => set({ dailyNotice: null }),

      saveSettings(id, wanted) {
        const game = gameOf(id);
        const before = get().settings[id];
        const next = settledPractice(wanted);
        set({ settings: { ...get().settings, [id]: next } });
        // Settings are the match's: a deal of the day on the table keeps its own fixed conditions.
        const { match, state } = matchSlot(get(), id);
        if (game.settings.changesMatch(before, next)) get().newMatch(id);
        else if (next.practice && !match.practice)
          set(withMatchSlot(get(), id, { match: { ...match, practice: true }, state }));
        else if (!dailyOnTable(get(), id)) {
          // A setting that plays for the human (the automatic claim), switched on when it would, plays now.
          const auto = game.playedForHuman(state, next);
          if (auto) advance(id, auto);
        }
      },

      nameOpponents(id, matchId, pool) {
        const { match, state } = tableOf(id);
        if (match.id !== matchId) return;
        const named = gameOf(id).named(match, pool);
        if (named !== match) set(put(id, { match: named, state }));
      },

      computerMove(id, matchId, logLength, action) {
        const { match, state } = tableOf(id);
        if (!computerMayMove(match, { matchId, logLength }, gameOf(id).engine.actor(state))) return false;
        advance(id, action);
        return true;
      },

      computerDeal(id, matchId, logLength) {
        const game = gameOf(id);
        const { match, state } = tableOf(id);
        if (lineOf(match) !== matchId || match.log.length !== logLength) return false;
        if (game.engine.actor(state) !== 'chance' || !game.computersDeal(state)) return false;
        if (match.daily && game.roundNumber(state) > 0) return false;
        advance(id, nextDealOf(id));
        return true;
      },

      skipToEnd(id) {
        // The bot driver plays on without pauses until the match is over.
        if (gameOf(id).computersDeal(tableOf(id).state)) set({ skipping: id });
      },

      async askHint(id) {
        const game = gameOf(id);
        const { match, state } = tableOf(id);
        if (game.engine.actor(state) !== HUMAN) return;
        const seed = game.decisionSeed(match, match.log.length);
        await askHintAt(
          { get, set },
          id,
          positionKey(match),
          () => positionKey(tableOf(id).match),
          () => deps.hint(id, game.engine.view(state, HUMAN), game.engine.legalActions(state), seed),
        );
      },

      takeBack(id) {
        const { reviewing, skipping } = get();
        const { match } = tableOf(id);
        const point = takeBackPointOf(gameOf(id), match, get().settings[id]);
        if (!point) return false;
        const takeBacks = (match.takeBacks ?? 0) + 1;
        const next = { ...match, log: match.log.slice(0, point.length), takeBacks };
        set({
          ...put(id, { match: next, state: point.state }),
          thinking: null,
          skipping: skipping === id ? null : skipping,
          hint: null,
          hintPending: null,
          reviewing: reviewing?.game === id ? null : reviewing,
          tookBack: { game: id, line: lineOf(next), undone: match.log.length - point.length },
        });
        return true;
      },
    };
  };
}

/** Where no daily history is given (tests): the first play of a date in this store counts. */
function firstPlayInMemory(): (game: string, day: string) => boolean {
  const played = new Set<string>();
  return (game, day) => {
    const key = `${game}:${day}`;
    if (played.has(key)) return false;
    played.add(key);
    return true;
  };
}
