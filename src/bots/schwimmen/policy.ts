// The `normal` player's policy on a Round: a sound heuristic that reads only what the player to act may know
// (its own hand, the middle, the cards others are known to hold, lives and turn counters). The searching
// bots use it for every seat when they play sampled worlds forward, so it must stay fast.
import { KNOCK, KNOCK_AFTER, PASS, SCHNAUZ2, type Round } from './round';
import { bitCount, knownFloor, reachOf, tripleIndex } from './tables';

export interface NormalParams {
  /** Weight of a hand's potential (expected gain from one more swap) against its value now. */
  potential: number;
  /** The same while swimming: a sure hand matters more than a chance of 31. */
  potentialSwimming: number;
  /** Knock from this value with 2, 3, 4, … players in the game (index: players in the game). */
  knockAt: readonly number[];
  /** Added to the knock value per full lap played after the first. */
  knockPerLap: number;
  /** Added to the knock value while swimming. */
  knockSwimming: number;
  /** The dealer keeps the first packet when its potential beats an unseen packet's by this much. */
  keepMargin: number;
  /** Points deducted for handing the next player a card that lifts the cards it is known to hold. */
  givePenalty: number;
}

export const NORMAL: NormalParams = {
  potential: 1,
  potentialSwimming: 0.25,
  knockAt: [0, 0, 26, 26, 25.5, 25, 25, 25, 25],
  knockPerLap: 0.5,
  knockSwimming: 0.5,
  keepMargin: 0,
  givePenalty: 0.5,
};

/**
 * A plain greedy player as a policy: it swaps for the most points now (no potential, no thought of what it
 * hands the next player) and knocks from `at` at any table, whatever the lap or its lives. The expert reads
 * another player as this, for some `at`, when its play fits that better than the normal policy.
 */
export function greedyPolicy(at: number): NormalParams {
  return {
    ...NORMAL,
    potential: 0,
    potentialSwimming: 0,
    givePenalty: 0,
    knockPerLap: 0,
    knockSwimming: 0,
    knockAt: NORMAL.knockAt.map(() => at),
  };
}

/** The value of a known part of a hand (exact with three known cards). */
function floorOf(r: Round, mask: number): number {
  if (bitCount(mask) === 3) {
    const a = 31 - Math.clz32(mask & -mask);
    const m2 = mask & (mask - 1);
    const b = 31 - Math.clz32(m2 & -m2);
    const c = 31 - Math.clz32(m2 & (m2 - 1));
    return r.tables.value2[tripleIndex(a, b, c)] / 2;
  }
  return knownFloor(mask);
}

/**
 * True when every other player is known to hold at least `value`: knocking would lose (or at best tie
 * everybody), since the last turns can only help them.
 */
export function knockLoses(r: Round, seat: number, value: number): boolean {
  for (let s = 0; s < r.n; s++) {
    if (s === seat || r.out[s] !== 0) continue;
    if (floorOf(r, r.known[s]) < value) return false;
  }
  return true;
}

/** What the next player could make of card `give` with the cards it is known to hold (twice the value). */
function gainForNext(r: Round, next: number, give: number): number {
  const known = r.known[next];
  const count = bitCount(known);
  if (count < 2) return 0;
  // Two known cards and `give` in one suit (the third card unknown).
  if (count === 2) return 2 * knownFloor(known | (1 << give));
  // Three known cards: the best hand keeping two of them and taking `give`.
  let best = 0;
  for (let m = known; m !== 0; m &= m - 1) {
    const rest = known & ~(m & -m);
    const a = 31 - Math.clz32(rest & -rest);
    const b = 31 - Math.clz32(rest & (rest - 1));
    const v = r.tables.value2[tripleIndex(a, b, give)];
    if (v > best) best = v;
  }
  return best;
}

const LONG_ROUND = 7;

/** The knock value for this player now. */
export function knockValue(r: Round, seat: number, p: NormalParams): number {
  const players = Math.min(r.alive, p.knockAt.length - 1);
  const lap = Math.floor(r.turnsTaken / r.alive);
  let t = p.knockAt[players] + p.knockPerLap * Math.min(Math.max(0, lap - 1), LONG_ROUND);
  // A round nobody ends could go on for ever: from the eighth lap on, any hand knocks sooner or later.
  if (lap > LONG_ROUND) t -= 2 * (lap - LONG_ROUND);
  if (r.lives[seat] === 0) t += p.knockSwimming;
  return t;
}

/**
 * The normal player's turn action (code) for the player to act. Also leaves in KEYS what it compared the
 * options by (swaps 0–8, swap all 9, pass 10), for normalAgrees. With knockWithSwap (S14b) it ends a swap
 * with a knock when the hand it makes is one it would knock with on its next turn anyway.
 */
export function normalAction(r: Round, p: NormalParams = NORMAL): number {
  const seat = r.turn;
  const t = r.tables;
  const value2 = t.value2;
  const k = 3 * seat;
  const h0 = r.hands[k],
    h1 = r.hands[k + 1],
    h2 = r.hands[k + 2];
  const m0 = r.middle[0],
    m1 = r.middle[1],
    m2 = r.middle[2];
  const here = tripleIndex(h0, h1, h2);
  const v = value2[here];
  const keys = KEYS;

  // Every option's hand: nine swaps, then all three.
  const idx = OPTIONS;
  idx[0] = tripleIndex(m0, h1, h2);
  idx[1] = tripleIndex(m1, h1, h2);
  idx[2] = tripleIndex(m2, h1, h2);
  idx[3] = tripleIndex(h0, m0, h2);
  idx[4] = tripleIndex(h0, m1, h2);
  idx[5] = tripleIndex(h0, m2, h2);
  idx[6] = tripleIndex(h0, h1, m0);
  idx[7] = tripleIndex(h0, h1, m1);
  idx[8] = tripleIndex(h0, h1, m2);
  idx[9] = tripleIndex(m0, m1, m2);

  // Schnauz or Feuer within reach ends the round at once: take it (Feuer first).
  let bestV = -1,
    bestCode = -1;
  for (let c = 0; c < 10; c++) {
    const w = value2[idx[c]];
    keys[c] = w;
    if (w > bestV) {
      bestV = w;
      bestCode = c;
    }
  }
  if (bestV >= SCHNAUZ2) {
    keys[PASS] = v;
    return bestCode;
  }

  if (r.knocker >= 0) {
    // After a knock only this last turn counts: the most points now (ties: the better potential).
    let pick = PASS,
      pickKey = v * 64 + 63;
    for (let c = 0; c < 10; c++) {
      const key = value2[idx[c]] * 64 + reachOf(t, idx[c]);
      keys[c] = key;
      if (key > pickKey) {
        pickKey = key;
        pick = c;
      }
    }
    keys[PASS] = v * 64 + 63;
    return pick;
  }

  const knockAt = r.canKnock() ? 2 * knockValue(r, seat, p) : Infinity;
  if (v >= knockAt && !knockLoses(r, seat, v / 2)) {
    // S14b: a knock may end a swap; the swap that adds the most points, if one adds any.
    if (r.rules.knockWithSwap) {
      let up = -1;
      for (let c = 0; c < 10; c++) if (keys[c] > v && (up < 0 || keys[c] > keys[up])) up = c;
      if (up >= 0) return KNOCK_AFTER + up;
    }
    return KNOCK;
  }

  const w = r.lives[seat] === 0 ? p.potentialSwimming : p.potential;
  const next = r.next(seat);
  const stay = v / 2 + w * (reachOf(t, here) - v / 2) + 1e-9;
  let best = stay,
    pick = PASS;
  keys[PASS] = stay;
  for (let c = 0; c < 10; c++) {
    const x = idx[c];
    const val = value2[x] / 2;
    let score = val + w * (reachOf(t, x) - val);
    if (p.givePenalty > 0 && next !== seat) {
      // What lands in the middle is the next player's first: one card, or the whole hand.
      let gain = 0;
      if (c < 9) gain = gainForNext(r, next, r.hands[k + ((c / 3) | 0)]);
      else for (let i = 0; i < 3; i++) gain = Math.max(gain, gainForNext(r, next, r.hands[k + i]));
      if (gain >= SCHNAUZ2) score -= 20;
      else if (gain > 0) score -= p.givePenalty * Math.max(0, gain / 2 - floorOf(r, r.known[next]));
    }
    keys[c] = score;
    if (score > best) {
      best = score;
      pick = c;
    }
  }
  // S14b: the hand this swap makes is one the player would knock with on its next turn: knock at once.
  if (pick < 10 && r.rules.knockWithSwap && knockAt < Infinity) {
    const made = value2[idx[pick]];
    if (made >= knockAt && !knockLoses(r, seat, made / 2)) return KNOCK_AFTER + pick;
  }
  return pick;
}

const KEYS = new Float64Array(11);

/**
 * Whether the normal policy could have played `code` for the player to act: its own choice, or an option it
 * rates exactly as high (the order of cards in a hand decides between equals, and that order is hidden).
 */
export function normalAgrees(r: Round, code: number, p: NormalParams = NORMAL): boolean {
  const choice = normalAction(r, p);
  if (choice === code) return true;
  if (choice === KNOCK || code === KNOCK) return false;
  // A knock with a swap agrees only with a knock with an equally good swap (and a plain swap with a plain one).
  if (choice >= KNOCK_AFTER !== code >= KNOCK_AFTER) return false;
  const a = code >= KNOCK_AFTER ? code - KNOCK_AFTER : code,
    b = choice >= KNOCK_AFTER ? choice - KNOCK_AFTER : choice;
  return KEYS[a] >= KEYS[b] - 1e-9;
}

const OPTIONS = new Int32Array(10);

/** The dealer's choice (S12): keep a first packet that beats an unseen one, else take the second. */
export function normalKeeps(r: Round, first: readonly number[], p: NormalParams = NORMAL): boolean {
  const x = tripleIndex(first[0], first[1], first[2]);
  const val = r.tables.value2[x] / 2;
  const w = r.lives[r.dealer] === 0 ? p.potentialSwimming : p.potential;
  const score = val + w * (reachOf(r.tables, x) - val);
  const unseen = r.tables.meanValue + w * (r.tables.meanReach - r.tables.meanValue);
  return score >= unseen + p.keepMargin;
}
