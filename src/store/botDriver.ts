// Computer turns, outside React: when a computer seat is to act in the game on screen, wait a visible pause
// (by speed and the number of computer players, see botPauseMs), ask that seat's bot with that seat's view,
// and apply the answer only if the match has not moved on meanwhile. The game not on screen waits (nobody
// plays while the player looks at the other table). A table on screen has its players' code fetched at once
// (prepareComputers); when it cannot come (offline before the app is installed), the computers wait, the
// player is told (store/missing.ts), and they are asked again once the browser is back online.
import type { Level } from '../match/levels';
import type { Seat } from '../engine/game';
import { gameOf, isGameId } from '../games';
import { BOT_DELAY_MS, type Speed } from '../games/settings';
import { HUMAN } from '../match/human';
import { decideInApp, prepareComputers, type Decide } from './brains';
import { isLoadError, whenOnline } from './chunks';
import { speedOf, type GameStore, type GameStoreApi } from './index';
import { clearMissing, reportMissing } from './missing';
import { dailyOf, gameOfScreen, type Game } from './route';
import { lineOf } from './takeBack';

export type { Decide } from './brains';

export interface DriverDeps {
  /** The computer players of every game. */
  decide: Decide;
  /** Fetches the code of a table's computer players while the network is there. */
  prepare: (game: Game, levels: readonly (Level | null)[]) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const defaultDeps: DriverDeps = {
  decide: decideInApp,
  prepare: prepareComputers,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The longest a lap of the computer players' pauses may take, by speed: at a full table of eight the player's
 * turn comes back within 3 s at normal speed, the moves themselves and their drawing included.
 */
export const LAP_MS: Readonly<Record<Speed, number>> = { slow: 4200, normal: 2100, fast: 1680, instant: 0 };

/**
 * The shortest pause before a computer's move, by speed: the cards of the move before have landed by then
 * (a card's flight, ui/shared/table/useCardFlight.ts, and the stagger of a swap of all three).
 */
export const MIN_PAUSE_MS: Readonly<Record<Speed, number>> = {
  slow: 600,
  normal: 300,
  fast: 240,
  instant: 0,
};

/**
 * The pause before each computer's move at a table with `computers` computer players still in: the speed's own
 * pause (BOT_DELAY_MS), shortened at a full table so that a lap fits LAP_MS, never below MIN_PAUSE_MS.
 */
export function botPauseMs(speed: Speed, computers: number): number {
  const own = BOT_DELAY_MS[speed];
  const shared = LAP_MS[speed] / Math.max(1, computers);
  return Math.round(Math.max(MIN_PAUSE_MS[speed], Math.min(own, shared)));
}

/** What the driver is to do next in the game on screen, if anything. */
interface Due {
  game: Game;
  /** The position it belongs to (game, match id, log length, skipping). */
  key: string;
  /** The computer seat to act; null for a deal while the human is out (Schwimmen). */
  seat: Seat | null;
  delay: number;
  /**
   * Asks the bot; resolves to the step that hands its answer to the store (which drops it if the match has
   * moved on meanwhile).
   */
  run(): Promise<() => void>;
}

/**
 * What is due in the game on screen: a computer seat's move, or the computers' deal once the human is out;
 * null on the human's turn, at a result the human reads, on the home screen or a tutorial (which plays its own
 * deal, never the saved match).
 */
function dueNow(s: GameStore, deps: DriverDeps): Due | null {
  const id = gameOfScreen(s.screen);
  if (!isGameId(id)) return null;
  const game = gameOf(id);
  const { match, state } = s.games[id];
  // The table must be the one the screen shows: the match, or the deal of the day.
  if ((dailyOf(s.screen) !== null) !== (match.daily !== undefined)) return null;
  const levels = game.levels(match);
  deps.prepare(id, levels);
  const who = game.engine.actor(state);
  const computerTurn = typeof who === 'number' && who !== HUMAN;
  const computerDeal = who === 'chance' && game.computersDeal(state);
  if (!computerTurn && !computerDeal) return null;
  // The line, not the id: a take back drops whatever was asked before it.
  const line = lineOf(match);
  const logLength = match.log.length;
  const skipping = s.skipping === id;
  // Skipping is part of the key: asking to skip replaces a pending pause with none.
  const key = `${id}:${line}:${logLength}:${skipping}`;
  const computers = game.computersIn(state);
  const base = botPauseMs(speedOf(s, id), computers);
  // Once the human is out, the computers play on at least at the fast pace.
  const delay = skipping
    ? 0
    : game.computersDeal(state)
      ? Math.min(base, botPauseMs('fast', computers))
      : base;
  if (computerDeal) {
    return {
      game: id,
      key,
      seat: null,
      delay,
      run: async () => () => void s.computerDeal(id, line, logLength),
    };
  }
  const seat = who as Seat;
  return {
    game: id,
    key,
    seat,
    delay,
    run: async () => {
      const action = await deps.decide(
        id,
        levels[seat] ?? 'normal',
        game.engine.view(state, seat),
        game.engine.legalActions(state),
        game.decisionSeed(match, logLength),
      );
      // computerMove drops the answer if the match moved on (a new match, a reload, a take back).
      return () => void s.computerMove(id, line, logLength, action);
    },
  };
}

/** Starts driving the computer seats of `store`; returns a function that stops it. */
export function startBotDriver(store: GameStoreApi, overrides: Partial<DriverDeps> = {}): () => void {
  const deps = { ...defaultDeps, ...overrides };
  let timer: unknown = null;
  /** The position a timer or a pending answer belongs to. */
  let pendingFor: string | null = null;
  let stopped = false;

  const keyOf = (s: GameStore) => dueNow(s, deps)?.key ?? null;

  const schedule = () => {
    if (stopped) return;
    const s = store.getState();
    const due = dueNow(s, deps);
    if (due !== null && pendingFor === due.key) return; // already waiting on this very position
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    pendingFor = null;

    if (due === null) {
      if (s.thinking !== null) s.setThinking(null);
      return;
    }

    pendingFor = due.key;
    if (due.seat !== null && s.thinking !== due.seat) s.setThinking(due.seat);
    timer = deps.setTimer(() => {
      timer = null;
      if (keyOf(store.getState()) !== due.key) return;
      due.run().then(
        (hand) => {
          if (stopped) return;
          pendingFor = null;
          clearMissing('computers', due.game);
          hand();
          schedule();
        },
        (error: unknown) => {
          pendingFor = null;
          if (!isLoadError(error)) {
            console.error('A computer player failed to decide', error);
            return;
          }
          // Their code cannot come now: the table says so, and they play on from Try again or once online.
          reportMissing({ kind: 'computers', game: due.game, retry: schedule });
        },
      );
    }, due.delay);
  };

  const unsubscribe = store.subscribe(schedule);
  const stopOnline = whenOnline(schedule);
  schedule();
  return () => {
    stopped = true;
    stopOnline();
    unsubscribe();
    if (timer !== null) deps.clearTimer(timer);
  };
}
