// Computer turns, outside React: when a computer seat is to act in the game on screen, wait a visible pause
// (by speed), ask that seat's bot with that seat's view, and apply the answer only if the match has not moved
// on meanwhile. The game not on screen waits (nobody plays while the player looks at the other table).
import type { Seat } from '../engine/game';
import { schnapsen, type SchnapsenAction } from '../engine/schnapsen';
import { schwimmen, type SchwimmenAction } from '../engine/schwimmen';
import { decideInApp, decideSchnapsenInApp, type Decide, type DecideSchnapsen } from './brains';
import { speedOf, type GameStore, type GameStoreApi } from './index';
import { decisionSeed, HUMAN } from './match';
import { schnapsenDecisionSeed } from './schnapsenMatch';
import { BOT_DELAY_MS } from './settings';
import { humanIsOut } from './slices/match';
import { lineOf } from './takeBack';

export type { Decide, DecideSchnapsen } from './brains';

export interface DriverDeps {
  /** Schwimmen's computer players. */
  decide: Decide;
  /** Schnapsen's computer player. */
  decideSchnapsen: DecideSchnapsen;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const defaultDeps: DriverDeps = {
  decide: decideInApp,
  decideSchnapsen: decideSchnapsenInApp,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the driver is to do next in the game on screen, if anything. */
interface Due {
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

function schwimmenDue(s: GameStore, deps: DriverDeps): Due | null {
  const who = schwimmen.actor(s.state);
  const computerTurn = typeof who === 'number' && who !== HUMAN;
  const computerDeal = who === 'chance' && humanIsOut(s.state);
  if (!computerTurn && !computerDeal) return null;
  const { seed, log, levels } = s.match;
  // The line, not the id: a take back drops whatever was asked before it.
  const id = lineOf(s.match);
  const logLength = log.length;
  // Skipping is part of the key: asking to skip replaces a pending pause with none.
  const key = `schwimmen:${id}:${logLength}:${s.skipping}`;
  const base = BOT_DELAY_MS[speedOf(s, 'schwimmen')];
  const delay = s.skipping ? 0 : humanIsOut(s.state) ? Math.min(base, BOT_DELAY_MS.fast) : base;
  if (computerDeal) {
    return { key, seat: null, delay, run: async () => () => void s.computerDeal(id, logLength) };
  }
  const seat = who as Seat;
  return {
    key,
    seat,
    delay,
    run: async () => {
      const action: SchwimmenAction = await deps.decide(
        levels[seat] ?? 'normal',
        schwimmen.view(s.state, seat),
        schwimmen.legalActions(s.state),
        decisionSeed(seed, logLength),
      );
      // computerMove drops the answer if the match moved on (a new match, a reload, a skip).
      return () => void s.computerMove(id, logLength, action);
    },
  };
}

function schnapsenDue(s: GameStore, deps: DriverDeps): Due | null {
  const who = schnapsen.actor(s.schnapsenState);
  if (typeof who !== 'number' || who === HUMAN) return null;
  const { seed, log, level } = s.schnapsenMatch;
  const id = lineOf(s.schnapsenMatch);
  const logLength = log.length;
  return {
    key: `schnapsen:${id}:${logLength}`,
    seat: who,
    delay: BOT_DELAY_MS[speedOf(s, 'schnapsen')],
    run: async () => {
      const action: SchnapsenAction = await deps.decideSchnapsen(
        level,
        schnapsen.view(s.schnapsenState, who),
        schnapsen.legalActions(s.schnapsenState),
        schnapsenDecisionSeed(seed, logLength),
      );
      return () => void s.schnapsenComputerMove(id, logLength, action);
    },
  };
}

function dueNow(s: GameStore, deps: DriverDeps): Due | null {
  switch (s.screen) {
    case 'schwimmen':
      return schwimmenDue(s, deps);
    case 'schnapsen':
      return schnapsenDue(s, deps);
    default:
      // The home screen, or a tutorial (which plays its own deal, never the saved match).
      return null;
  }
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
          hand();
          schedule();
        },
        (error: unknown) => {
          pendingFor = null;
          console.error('A computer player failed to decide', error);
        },
      );
    }, due.delay);
  };

  const unsubscribe = store.subscribe(schedule);
  schedule();
  return () => {
    stopped = true;
    unsubscribe();
    if (timer !== null) deps.clearTimer(timer);
  };
}
