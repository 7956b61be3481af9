// The `easy` level: a beginner who plays for the points in front of it. It announces its marriages,
// exchanges the trump jack and claims with 66, takes every trick it can (with a trump too), leads its
// best card, and never closes.
import type { Rng } from '../../engine/rng';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import { beats, lowest, POINTS, SUIT_CODES, suitMask } from './cards';
import { marriageSuits, playableMask, playAction } from './heuristics';
import type { Knowledge } from './knowledge';

export function easyAction(
  view: SchnapsenView,
  k: Knowledge,
  legal: SchnapsenAction[],
  rng: Rng,
): SchnapsenAction {
  const playable = playableMask(legal);
  if (view.lead !== null) {
    let cheapestWin = -1;
    let cheapestLoss = -1;
    for (let m = playable; m !== 0; m &= m - 1) {
      const c = lowest(m);
      if (beats(k.lead, c, k.trump)) {
        if (cheapestWin < 0 || POINTS[c] < POINTS[cheapestWin]) cheapestWin = c;
      } else if (cheapestLoss < 0 || POINTS[c] < POINTS[cheapestLoss]) cheapestLoss = c;
    }
    return playAction(legal, cheapestWin >= 0 ? cheapestWin : cheapestLoss);
  }
  const suits = marriageSuits(k.hand);
  if (view.marriage === null && suits !== 0) {
    const s = 31 - Math.clz32(suits);
    const marry = legal.find((a) => a.type === 'marry' && a.suit === SUIT_CODES[s]);
    if (marry) return marry;
  }
  // Leads a card worth the most points, a plain one rather than a trump, ties broken at random.
  const plain = playable & ~suitMask(k.trump);
  const from = plain !== 0 ? plain : playable;
  let best: number[] = [];
  for (let m = from; m !== 0; m &= m - 1) {
    const c = lowest(m);
    if (best.length === 0 || POINTS[c] > POINTS[best[0]]) best = [c];
    else if (POINTS[c] === POINTS[best[0]]) best.push(c);
  }
  return playAction(legal, best[rng.int(best.length)]);
}
