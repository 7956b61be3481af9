// The decisions a seat made in one round (Schwimmen) or deal (Schnapsen) of a match, read from its record:
// the view and the legal actions at each of its turns, what it played, and the seed its hint would use.
// A turn with a single legal action is no decision and is left out.
import type { Card } from '../engine/cards';
import { schnapsen, type SchnapsenAction, type SchnapsenView } from '../engine/schnapsen';
import { schwimmen, type SchwimmenAction, type SchwimmenView } from '../engine/schwimmen';
import {
  schwimmenDecisionSeed,
  HUMAN,
  schwimmenInitialState,
  type SchwimmenMatchRecord,
} from '../match/schwimmen';
import { schnapsenDecisionSeed, schnapsenInitialState, type SchnapsenMatchRecord } from '../match/schnapsen';
import type { Decision } from './types';

/**
 * A Schwimmen decision; a dealer's choice (S12) also carries the second packet, which the choice turned face
 * up (kept: it went to the middle; taken: it is the dealer's hand). It is shown, never judged: the review
 * works from the view alone.
 */
export interface SchwimmenDecision extends Decision<SchwimmenView, SchwimmenAction> {
  packet?: Card[];
}

export function schwimmenDecisions(
  record: SchwimmenMatchRecord,
  round: number,
  seat = HUMAN,
): SchwimmenDecision[] {
  const out: SchwimmenDecision[] = [];
  let s = schwimmenInitialState(record);
  record.log.forEach((action, logIndex) => {
    const decision = s.round === round && action.type !== 'deal' && schwimmen.actor(s) === seat;
    const legal = decision ? schwimmen.legalActions(s) : [];
    const view = legal.length > 1 ? schwimmen.view(s, seat) : null;
    s = schwimmen.apply(s, action);
    if (view === null) return;
    const seed = schwimmenDecisionSeed(record.seed, logIndex);
    const packet =
      action.type === 'keep' ? s.middle : action.type === 'takeSecond' ? s.hands[seat] : undefined;
    out.push({ view, legal, played: action, seed, logIndex, ...(packet ? { packet: packet.slice() } : {}) });
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
