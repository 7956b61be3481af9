// Helpers for the bot tests: worlds from engine states, and engine states played by bots.
import type { Card } from '../../../src/engine/cards';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';

export { worldOfState } from '../../../src/bots/schnapsen/stateWorld';

/**
 * The value of `s` for the seat to act, by brute force through the engine, under the solver's conventions:
 * both claim with 66, always exchange the trump jack, always announce a marriage they lead from.
 */
export function engineValue(s: SchnapsenState, stake: number): number {
  return engineBest(s, stake).value;
}

/** The best first action of the seat to act under the same conventions, and its value. */
export function engineBest(s: SchnapsenState, stake: number): { value: number; action: SchnapsenAction } {
  if (s.phase !== 'play') throw new Error('deal over');
  const seat = schnapsen.actor(s) as number;
  const legal = schnapsen.legalActions(s);
  const result = (n: SchnapsenState): number => {
    if (n.phase === 'play') {
      const next = schnapsen.actor(n) as number;
      const v = engineValue(n, stake);
      return next === seat ? v : -v;
    }
    const r = n.dealResult as NonNullable<SchnapsenState['dealResult']>;
    const v = 4 * (stake + r.gamePoints);
    return r.winner === seat ? v : -v;
  };
  if (s.lead === null) {
    const claim: SchnapsenAction = { type: 'claim' };
    if (s.points[seat] >= 66) return { value: result(schnapsen.apply(s, claim)), action: claim };
    const exchange = legal.find((a) => a.type === 'exchangeTrump');
    if (exchange) return { value: engineValue(schnapsen.apply(s, exchange), stake), action: exchange };
  }
  let best = -Infinity;
  let bestAction = legal[0];
  for (const a of legal) {
    if (a.type === 'claim' || a.type === 'marry') continue;
    if (a.type === 'play' && s.lead === null && s.marriage === null) {
      const c = a.card;
      const mate = (c[0] === 'K' ? 'Q' : c[0] === 'Q' ? 'K' : '') + c[1];
      if (mate.length === 2 && s.hands[seat].includes(mate as Card)) {
        const marry: SchnapsenAction = { type: 'marry', suit: c[1] as 'c' };
        let m = schnapsen.apply(s, marry);
        m = m.points[seat] >= 66 ? schnapsen.apply(m, { type: 'claim' }) : schnapsen.apply(m, a);
        const v = result(m);
        if (v > best) {
          best = v;
          bestAction = marry;
        }
        continue;
      }
    }
    const v = result(schnapsen.apply(s, a as SchnapsenAction));
    if (v > best) {
      best = v;
      bestAction = a;
    }
  }
  return { value: best, action: bestAction };
}
