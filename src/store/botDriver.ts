// Computer turns, outside React: when a computer seat is to act, wait a visible pause (by speed), ask that
// seat's bot with that seat's view, and apply the answer only if the match has not moved on meanwhile.
import type { Seat } from '../engine/game';
import { schwimmen, type SchwimmenAction } from '../engine/schwimmen';
import { decideInApp, type Decide } from './brains';
import type { GameStore, GameStoreApi } from './index';
import { decisionSeed, HUMAN } from './match';
import { BOT_DELAY_MS } from './settings';
import { humanIsOut } from './slices/match';

export type { Decide } from './brains';

export interface DriverDeps {
  decide: Decide;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const defaultDeps: DriverDeps = {
  decide: decideInApp,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Pause before a computer acts; shorter once the human is out and only watches, none when skipping. */
function delayFor(s: GameStore): number {
  if (s.skipping) return 0;
  const base = BOT_DELAY_MS[s.settings.speed];
  return humanIsOut(s.state) ? Math.min(base, BOT_DELAY_MS.fast) : base;
}

/** Starts driving the computer seats of `store`; returns a function that stops it. */
export function startBotDriver(store: GameStoreApi, overrides: Partial<DriverDeps> = {}): () => void {
  const deps = { ...defaultDeps, ...overrides };
  let timer: unknown = null;
  /** The position (match id + log length) a timer or a pending answer belongs to. */
  let pendingFor: string | null = null;
  let stopped = false;

  // Skipping is part of the key: asking to skip replaces a pending pause with none.
  const positionKey = (s: GameStore) => `${s.match.id}:${s.match.log.length}:${s.skipping}`;

  const schedule = () => {
    if (stopped) return;
    const s = store.getState();
    const key = positionKey(s);
    if (pendingFor === key) return; // already waiting on this very position
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    pendingFor = null;

    const who = schwimmen.actor(s.state);
    const computerTurn = typeof who === 'number' && who !== HUMAN;
    const computerDeal = who === 'chance' && humanIsOut(s.state);
    if (!computerTurn && !computerDeal) {
      if (s.thinking !== null) s.setThinking(null);
      return;
    }

    pendingFor = key;
    const matchId = s.match.id;
    const logLength = s.match.log.length;
    if (computerTurn && s.thinking !== who) s.setThinking(who as Seat);
    timer = deps.setTimer(() => {
      timer = null;
      const now = store.getState();
      if (positionKey(now) !== key) return;
      if (computerDeal) {
        pendingFor = null;
        now.computerDeal(matchId, logLength);
        return;
      }
      const seat = who as Seat;
      const level = now.match.levels[seat] ?? 'normal';
      new Promise<SchwimmenAction>((resolve) =>
        resolve(
          deps.decide(
            level,
            schwimmen.view(now.state, seat),
            schwimmen.legalActions(now.state),
            decisionSeed(now.match.seed, logLength),
          ),
        ),
      ).then(
        (action) => {
          if (stopped) return;
          pendingFor = null;
          // computerMove drops the answer if the match moved on (a new match, a reload, a skip).
          store.getState().computerMove(matchId, logLength, action);
          schedule();
        },
        (error: unknown) => {
          pendingFor = null;
          console.error('A computer player failed to decide', error);
        },
      );
    }, delayFor(s));
  };

  const unsubscribe = store.subscribe(schedule);
  schedule();
  return () => {
    stopped = true;
    unsubscribe();
    if (timer !== null) deps.clearTimer(timer);
  };
}
