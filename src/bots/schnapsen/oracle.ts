// The oracle: a Schnapsen player that sees every card, the opponent's hand and the talon's order included.
// For measurement only (how far the levels are from perfect knowledge), never offered in the app. It
// searches the one true world: exactly once few cards are face down, a few tricks deep with the expert's
// evaluation before that, and it plays for the Bummerl like `expert` (equity.ts).
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../engine/schnapsen';
import type { OracleBot } from '../types';
import { bummerlOutcomes } from './equity';
import { obviousAction } from './heuristics';
import { knowledgeOf } from './knowledge';
import { Network } from './network';
import { evaluateMoves, pickBest, rootMoves } from './search';
import { SCALE, Solver } from './solver';
import { worldOfState } from './stateWorld';
import { NETWORK } from './weights';

/** Play to the end of the deal once at most this many cards are face down (or the talon is closed). */
const ORACLE_EXACT = 5;
/** Tricks searched before the evaluation while more cards are face down. */
const ORACLE_HORIZON = 2;

const solver = new Solver(3, new Network(NETWORK));

export const schnapsenOracle: OracleBot<SchnapsenState, SchnapsenAction> = {
  id: 'oracle',
  decideOpen(state, legal) {
    const seat = schnapsen.actor(state);
    if (seat !== 0 && seat !== 1) throw new Error('the oracle decides only for a seat to act');
    const view = schnapsen.view(state, seat);
    const obvious = obviousAction(view, legal);
    if (obvious) return obvious;
    const k = knowledgeOf(view);
    const moves = rootMoves(view, k, legal);
    if (moves.length <= 1) return moves.length === 1 ? moves[0].action : legal[0];
    solver.setOutcomes(bummerlOutcomes(view, solver.stake, SCALE));
    const world = worldOfState(state);
    const exact = !k.open || state.talon.length <= ORACLE_EXACT;
    const other = world.hands[1 - seat];
    const { values } = evaluateMoves(
      view,
      k,
      moves,
      [{ oppHand: other, talon: world.talon, weight: 1 }],
      solver,
      exact ? 99 : ORACLE_HORIZON,
    );
    // The first of the best moves in the legal order: no rule of thumb to prefer.
    return pickBest(moves, values, moves[0].action);
  },
};
