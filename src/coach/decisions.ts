// The decisions a seat made in one round (Schwimmen) or deal (Schnapsen) of a match, read from its record:
// the view and the legal actions at each of its turns, what it played, and the seed its hint would use.
// A turn with a single legal action is no decision and is left out.
import { schnapsen, type SchnapsenAction, type SchnapsenView } from '../engine/schnapsen';
import { schwimmen, type SchwimmenAction, type SchwimmenView } from '../engine/schwimmen';
import { decisionSeed, HUMAN, initialState, type MatchRecord } from '../store/match';
import {
  schnapsenDecisionSeed,
  schnapsenInitialState,
  type SchnapsenMatchRecord,
} from '../store/schnapsenMatch';
import type { Decision } from './types';

export function schwimmenDecisions(
  record: MatchRecord,
  round: number,
  seat = HUMAN,
): Decision<SchwimmenView, SchwimmenAction>[] {
  const out: Decision<SchwimmenView, SchwimmenAction>[] = [];
  let s = initialState(record);
  record.log.forEach((action, logIndex) => {
    if (s.round === round && action.type !== 'deal' && schwimmen.actor(s) === seat) {
      const legal = schwimmen.legalActions(s);
      if (legal.length > 1) {
        const view = schwimmen.view(s, seat);
        out.push({ view, legal, played: action, seed: decisionSeed(record.seed, logIndex), logIndex });
      }
    }
    s = schwimmen.apply(s, action);
  });
  return out;
}

export function schnapsenDecisions(
  record: SchnapsenMatchRecord,
  deal: number,
  seat = HUMAN,
): Decision<SchnapsenView, SchnapsenAction>[] {
  const out: Decision<SchnapsenView, SchnapsenAction>[] = [];
  let s = schnapsenInitialState(record);
  record.log.forEach((action, logIndex) => {
    if (s.dealNumber === deal && action.type !== 'deal' && schnapsen.actor(s) === seat) {
      const legal = schnapsen.legalActions(s);
      if (legal.length > 1) {
        const view = schnapsen.view(s, seat);
        const seed = schnapsenDecisionSeed(record.seed, logIndex);
        out.push({ view, legal, played: action, seed, logIndex });
      }
    }
    s = schnapsen.apply(s, action);
  });
  return out;
}
