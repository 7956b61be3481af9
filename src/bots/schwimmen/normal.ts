// `normal`: the heuristic player (policy.ts) on the seat's view.
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import type { Bot } from '../types';
import { actionFor, fallback, readView, roundFromView } from './knowledge';
import { NORMAL, normalAction, normalKeeps, type NormalParams } from './policy';

export function normalDecision(
  view: SchwimmenView,
  legal: SchwimmenAction[],
  params: NormalParams = NORMAL,
): SchwimmenAction {
  const k = readView(view);
  const r = roundFromView(view, k);
  if (view.phase === 'choose') {
    const keep = normalKeeps(r, k.hand, params);
    return legal.find((a) => a.type === (keep ? 'keep' : 'takeSecond')) ?? fallback(legal);
  }
  return actionFor(normalAction(r, params), view, legal) ?? fallback(legal);
}

export function normalBot(params: NormalParams = NORMAL, id = 'normal'): Bot<SchwimmenView, SchwimmenAction> {
  return { id, decide: (view, legal) => normalDecision(view, legal, params) };
}
