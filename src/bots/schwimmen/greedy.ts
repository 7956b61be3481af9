// `greedyK` in `npm run sim` (measurement only, never in the app): a plain greedy player written apart from
// the normal policy, the kind of computer player other Schwimmen games ship. It takes a Schnauz or Feuer
// within reach, knocks from K points once it may, else makes the swap (or swaps all three) for the most
// points now, and passes when nothing adds any (it never knocks with a swap, S14b); as dealer it keeps a
// first packet worth 20 or more. The expert reads another player as `normal` or as a greedy player knocking
// from 24 or 25 (inference.ts), not as this one exactly: it tells how the expert fares against a player it
// does not hold exactly.
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import type { Bot } from '../types';
import { actionFor, fallback, readView, roundFromView } from './knowledge';
import { KNOCK, PASS, SCHNAUZ2, SWAP_ALL } from './round';
import { swapTriples, tripleIndex } from './tables';

/** The dealer keeps a first packet worth this much (S12). */
const KEEP_FROM = 20;

export function greedyBot(knockAt: number): Bot<SchwimmenView, SchwimmenAction> {
  return {
    id: `greedy${knockAt}`,
    decide(view, legal) {
      const k = readView(view);
      const value2 = roundFromView(view, k).tables.value2;
      const v = value2[tripleIndex(k.hand[0], k.hand[1], k.hand[2])];
      if (view.phase === 'choose') {
        const keep = v >= 2 * KEEP_FROM;
        return legal.find((a) => a.type === (keep ? 'keep' : 'takeSecond')) ?? fallback(legal);
      }
      const swaps = swapTriples(k.hand, k.middle).map((x) => value2[x]);
      const all = value2[tripleIndex(k.middle[0], k.middle[1], k.middle[2])];
      const best = Math.max(...swaps);
      const pick = (code: number) => actionFor(code, view, legal) ?? fallback(legal);
      if (Math.max(best, all) >= SCHNAUZ2) return pick(all > best ? SWAP_ALL : swaps.indexOf(best));
      if (legal.some((a) => a.type === 'knock') && v >= 2 * knockAt) return pick(KNOCK);
      if (all > best && all > v) return pick(SWAP_ALL);
      if (best > v) return pick(swaps.indexOf(best));
      return pick(PASS);
    },
  };
}
