// `easy`: a beginner's game. Takes the card that adds the most points, or half the time another card that
// helps; now and then passes early when a swap would add little; swaps all three only for a clearly better
// middle; knocks late, at a fixed 30. It never passes up a Schnauz or Feuer within reach and never makes
// its own hand worse.
import { createRng } from '../../engine/rng';
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import type { Bot } from '../types';
import { actionFor, fallback, readView, roundFromView } from './knowledge';
import { KNOCK, PASS, SCHNAUZ2, SWAP_ALL } from './round';
import { swapTriples, tripleIndex } from './tables';

export interface EasyParams {
  /** Knocks from this value. */
  knockAt: number;
  /** Keeps the first packet from about this value (a random shift of up to ±2 each time). */
  keepAt: number;
  /** Swaps all three when the middle is worth this much more than the hand. */
  swapAllGain: number;
  /** One time in this many it takes a random helpful card instead of the best one. */
  sloppiness: number;
  /** Passes half the time when the best swap adds no more than this (a beginner's early pass). */
  smallGain: number;
}

const EASY: EasyParams = { knockAt: 30, keepAt: 19, swapAllGain: 4, sloppiness: 2, smallGain: 3 };

function decide(p: EasyParams, view: SchwimmenView, legal: SchwimmenAction[], seed: number): SchwimmenAction {
  const rng = createRng(seed);
  const k = readView(view);
  const r = roundFromView(view, k);
  const value2 = r.tables.value2;
  const [h0, h1, h2] = k.hand;
  if (view.phase === 'choose') {
    const keep = value2[tripleIndex(h0, h1, h2)] >= 2 * p.keepAt - 4 + rng.int(9);
    return legal.find((a) => a.type === (keep ? 'keep' : 'takeSecond')) ?? fallback(legal);
  }
  const [m0, m1, m2] = k.middle;
  const v = value2[tripleIndex(h0, h1, h2)];
  const swaps = swapTriples(k.hand, k.middle).map((x) => value2[x]);
  const all = value2[tripleIndex(m0, m1, m2)];
  const best = Math.max(...swaps);
  const pick = (code: number) => actionFor(code, view, legal) ?? fallback(legal);
  if (all >= SCHNAUZ2 && all >= best) return pick(SWAP_ALL);
  if (best >= SCHNAUZ2) return pick(swaps.indexOf(best));
  if (legal.some((a) => a.type === 'knock') && v >= 2 * p.knockAt) return pick(KNOCK);
  if (all >= v + 2 * p.swapAllGain && all > best) return pick(SWAP_ALL);
  const better: number[] = [];
  for (let c = 0; c < 9; c++) if (swaps[c] > v) better.push(c);
  if (better.length === 0) return pick(PASS);
  if (best - v <= 2 * p.smallGain && rng.int(2) === 0) return pick(PASS);
  // Mostly the best card; sometimes another one that helps too.
  if (rng.int(p.sloppiness) === 0) return pick(better[rng.int(better.length)]);
  return pick(swaps.indexOf(best));
}

export function easyBot(p: EasyParams = EASY, id = 'easy'): Bot<SchwimmenView, SchwimmenAction> {
  return { id, decide: (view, legal, seed) => decide(p, view, legal, seed) };
}
