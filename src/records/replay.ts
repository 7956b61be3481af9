// A record's match, move by move: the state before and after each action, as the engine plays it. What the
// replay viewer steps through, and what printing a record walks along.
import type { Seat } from '../engine/game';
import type { AnyGame } from '../games';
import type { GameRecord } from './types';

type Action = { type: string };

export interface ReplayStep {
  /** The action, as the engine took it. */
  action: Action;
  /** Who took it: a seat, or 'chance' for a deal. */
  actor: Seat | 'chance';
  /** The deal (1-based) the action belongs to. */
  deal: number;
  before: unknown;
  after: unknown;
}

/** The state before the first deal of a match with the record's seats, rules and first dealer. */
export function initialOf(
  game: AnyGame,
  record: Pick<GameRecord, 'seats' | 'rules' | 'firstDealer'>,
): unknown {
  const init = game.engine.init as (options: unknown) => unknown;
  return init(game.sim.options(record.seats.length, record.firstDealer, record.rules));
}

/** Each action of `record`'s log with the states around it. Throws as the engine does on an illegal action. */
export function replaySteps(
  game: AnyGame,
  record: Pick<GameRecord, 'seats' | 'rules' | 'firstDealer' | 'log'>,
) {
  const engine = game.engine as unknown as {
    actor(s: unknown): Seat | 'chance' | 'none';
    apply(s: unknown, a: Action): unknown;
  };
  const initial = initialOf(game, record);
  const steps: ReplayStep[] = [];
  let state = initial;
  let deal = 0;
  for (const action of record.log) {
    const actor = engine.actor(state);
    if (actor === 'none') throw new RangeError('the match is over before the record ends');
    if (action.type === 'deal') deal++;
    const after = engine.apply(state, action);
    steps.push({ action, actor, deal, before: state, after });
    state = after;
  }
  return { initial, steps, final: state };
}
