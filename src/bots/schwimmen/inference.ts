// The expert's reading of the other players. Each opponent's unseen cards are drawn so that they explain
// what that opponent did this round: its hand at each of its earlier decisions follows from its present
// cards (every swap is public), and the normal policy is asked whether it would have done the same with
// those cards and what the table showed then. A draw the policy disagrees with is kept only with the
// probability `surprise` per disagreement (rejection sampling), so a player who just passed rarely gets a
// card it would have swapped in, a knocker rarely a weak hand, and what a player collects, what it threw
// away and whether it is swimming all count through that question. So does a dealer's keeping its first
// packet (S12): the hand it started the round with must be one the normal policy keeps. The normal policy
// decides from its own cards and public facts only, so each opponent's cards can be drawn on their own;
// the worlds stay independent draws, which the search's noise test relies on.
import type { Rng } from '../../engine/rng';
import type { RoundEvent, SchwimmenView } from '../../engine/schwimmen';
import { cardIndex } from '../../engine/cards';
import type { Knowledge } from './knowledge';
import { normalAgrees, normalKeeps, type NormalParams } from './policy';
import { KNOCK, KNOCK_AFTER, PASS, Round, SCHNAUZ2, SWAP_ALL } from './round';
import { tripleIndex } from './tables';
import type { Layout } from './sampling';
import type { SearchParams, WorldSource } from './search';

export interface ModelParams {
  /** Likelihood of a decision the normal policy would not have made (1 = ignore how the opponents play). */
  surprise: number;
  /** Draws per opponent before giving up and keeping the likeliest one seen. */
  tries: number;
  /** The policy the opponents are assumed to follow. */
  opponent: NormalParams;
  /**
   * Other policies an opponent may follow instead, each with its prior share (the rest is `opponent`'s):
   * each opponent's policy is drawn with its cards, by how well the pair explains the play.
   */
  others?: readonly { policy: NormalParams; prior: number }[];
  /**
   * With `others`, from this many players still in the round on, an opponent's cards are drawn by how well
   * they explain its play under `opponent` alone, and its policy only then, for the cards drawn. With fewer,
   * the cards and the policy are drawn together (a hand only another policy explains can be drawn).
   */
  cardsByOpponentFrom?: number;
}

/** One earlier decision of an opponent: the table as it stood (public facts only) and what it did. */
interface Decision {
  table: Round;
  /** SWAP_ALL, PASS, KNOCK, or -1 for a swap of `give` for `take`. */
  code: number;
  give: number;
  take: number;
  /** The hand given away by swapping all three. */
  all: number[];
  /** S14b: the exchange ended with a knock. */
  knock: boolean;
}

/**
 * Every other player's decisions this round, replayed on public facts. The hands in the replay hold only
 * the cards needed to apply the actions; the policy reads no hand but that of the player to act, which
 * the likelihood fills in.
 */
function decisionsByPlayer(view: SchwimmenView, base: Round): Decision[][] {
  const byPlayer: Decision[][] = Array.from({ length: base.n }, () => []);
  const h = view.history;
  if (h.length === 0 || (h[0].type !== 'keep' && h[0].type !== 'takeSecond')) return byPlayer;
  const r = new Round(base.n, base.rules);
  r.copyFrom(base);
  h[0].middle.forEach((c, i) => (r.middle[i] = cardIndex(c)));
  const refills = h.flatMap((e) => (e.type === 'refresh' ? e.middle.map(cardIndex) : []));
  r.stock.set(refills);
  r.stockPos = 0;
  r.stockEnd = refills.length;
  r.known.fill(0);
  r.gone = 0;
  r.knocker = -1;
  r.finalTurns = 0;
  r.passes = 0;
  r.turnsTaken = 0;
  r.over = false;
  r.turn = r.next(view.dealer);
  for (let i = 1; i < h.length; i++) {
    const e: RoundEvent = h[i];
    if (e.type === 'refresh' || e.type === 'keep' || e.type === 'takeSecond') continue;
    if (r.over || r.turn !== e.seat) break;
    const k = 3 * e.seat;
    const d: Decision = { table: r, code: -1, give: -1, take: -1, all: [], knock: false };
    let code: number;
    if (e.type === 'swap') {
      d.give = cardIndex(e.give);
      d.take = cardIndex(e.take);
      r.hands[k] = d.give;
      code = r.middle.indexOf(d.take);
      if (code < 0) break;
    } else if (e.type === 'swapAll') {
      d.code = code = SWAP_ALL;
      d.all = e.give.map(cardIndex);
      r.hands.set(d.all, k);
    } else {
      d.code = code = e.type === 'pass' ? PASS : KNOCK;
    }
    // S14b: a knock right after the same seat's exchange ended that exchange (one decision).
    const after = h[i + 1];
    if (code !== PASS && code !== KNOCK && after?.type === 'knock' && after.seat === e.seat) {
      d.knock = true;
      code += KNOCK_AFTER;
      i++;
    }
    if (e.seat !== view.seat) {
      const table = new Round(base.n, base.rules);
      table.copyFrom(r);
      d.table = table;
      byPlayer[e.seat].push(d);
    }
    r.step(code);
  }
  return byPlayer;
}

const HAND = new Int8Array(3);

/**
 * How well a present hand (three card indices) explains a player's decisions: surprise^disagreements. With
 * `kept` (a Round of this deal), the player is the dealer who kept its first packet (S12): the hand it
 * started with must be one the normal policy keeps.
 */
function likelihood(
  decisions: Decision[],
  seat: number,
  hand: Int8Array,
  m: ModelParams,
  policy: NormalParams,
  kept: Round | null,
): number {
  if (decisions.length === 0 && kept === null) return 1;
  // Walk back from the present hand to the hand before the first decision, then forward, asking the model.
  HAND.set(hand);
  const before: number[][] = new Array(decisions.length);
  for (let i = decisions.length - 1; i >= 0; i--) {
    const d = decisions[i];
    if (d.code === SWAP_ALL) HAND.set(d.all);
    else if (d.give >= 0) {
      const j = HAND.indexOf(d.take);
      if (j < 0) return 1;
      HAND[j] = d.give;
    }
    before[i] = [HAND[0], HAND[1], HAND[2]];
  }
  let w = 1;
  if (kept !== null && !normalKeeps(kept, [HAND[0], HAND[1], HAND[2]], policy)) w *= m.surprise;
  const k = 3 * seat;
  for (let i = 0; i < decisions.length; i++) {
    const d = decisions[i];
    const t = d.table;
    const was = before[i];
    t.hands[k] = was[0];
    t.hands[k + 1] = was[1];
    t.hands[k + 2] = was[2];
    let code = d.code;
    if (code < 0) code = 3 * was.indexOf(d.give) + t.middle.indexOf(d.take);
    if (d.knock) code += KNOCK_AFTER;
    if (!normalAgrees(t, code, policy)) w *= m.surprise;
  }
  return w;
}

/** Worlds drawn to explain the opponents' play (see the top of this file). */
export function modelWorlds(
  view: SchwimmenView,
  k: Knowledge,
  base: Round,
  l: Layout,
  rng: Rng,
  _p: SearchParams,
  m: ModelParams,
): WorldSource {
  const decisions = decisionsByPlayer(view, base);
  // S12: a dealer who kept its first packet did so because the hand was worth keeping.
  const keeper = view.history[0]?.type === 'keep' && view.dealer !== k.seat ? view.dealer : -1;
  const n = base.n;
  // For each opponent with unseen cards: where its known cards end in its hand, and how many are unseen.
  const seats: number[] = [];
  for (let s = 0; s < n; s++) if (s !== k.seat && k.hidden[s] > 0) seats.push(s);
  const pool = new Int8Array(l.unseen.length);
  const hand = new Int8Array(3);
  const best = new Int8Array(3);
  const tables = base.tables;
  // A hand's likelihood depends on its cards alone: each is worked out once per decision and opponent, so
  // many tries per world stay cheap (and the cost is bounded by the hands there are, not by the tries).
  const others = m.others ?? [];
  const policies = [m.opponent, ...others.map((o) => o.policy)];
  const priors = [1 - others.reduce((a, o) => a + o.prior, 0), ...others.map((o) => o.prior)];
  const K = policies.length;
  const memo = seats.map(() => new Map<number, Float64Array>());
  const models = others.length > 0 ? policies : undefined;
  // The weight a hand is accepted by: the sum over the policies, or the first policy's likelihood alone.
  const byOpponent = models !== undefined && base.alive >= (m.cardsByOpponentFrom ?? Infinity);
  return {
    models,
    next(world, second) {
      pool.set(l.unseen);
      let size = pool.length;
      for (let o = 0; o < seats.length; o++) {
        const s = seats[o];
        const cache = memo[o];
        const hidden = k.hidden[s];
        const first = 3 * s + 3 - hidden;
        for (let i = 0; i < 3 - hidden; i++) hand[i] = world.hands[3 * s + i];
        let bestW = -1,
          bestModel = 0,
          accepted = false;
        for (let t = 0; t < m.tries && !accepted; t++) {
          // Draw the unseen cards from the end of the pool (a partial shuffle).
          for (let j = 0; j < hidden; j++) {
            const last = size - 1 - j;
            const x = rng.int(last + 1);
            const c = pool[x];
            pool[x] = pool[last];
            pool[last] = c;
            hand[3 - hidden + j] = c;
          }
          const key = (1 << hand[0]) | (1 << hand[1]) | (1 << hand[2]);
          let ws = cache.get(key);
          if (ws === undefined) {
            // Per policy, prior × likelihood; the last entry is their sum.
            ws = new Float64Array(K + 1);
            // Nobody holds 31 unseen once play has begun (it is shown at once).
            if (!(l.noSchnauz && tables.value2[tripleIndex(hand[0], hand[1], hand[2])] >= SCHNAUZ2)) {
              for (let q = 0; q < K; q++) {
                ws[q] =
                  priors[q] * likelihood(decisions[s], s, hand, m, policies[q], s === keeper ? base : null);
                ws[K] += ws[q];
              }
            }
            cache.set(key, ws);
          }
          const w = byOpponent ? ws[0] / priors[0] : ws[K];
          accepted = w >= 1 - 1e-12 || rng.int(1 << 30) < w * (1 << 30);
          if (accepted || w > bestW) {
            bestW = w;
            best.set(hand);
            // The policy, drawn in proportion to how well each explains the play with these cards.
            bestModel = 0;
            if (K > 1) {
              let u = (rng.int(1 << 30) / (1 << 30)) * ws[K];
              while (bestModel < K - 1 && u >= ws[bestModel]) u -= ws[bestModel++];
            }
          }
        }
        world.model[s] = models ? bestModel + 1 : 0;
        // Keep the accepted draw (or the likeliest one): its cards leave the pool.
        for (let j = 0; j < hidden; j++) {
          const c = best[3 - hidden + j];
          world.hands[first + j] = c;
          const x = pool.subarray(0, size).indexOf(c);
          pool[x] = pool[size - 1];
          pool[size - 1] = c;
          size--;
        }
      }
      // The rest, shuffled: the second packet (while the dealer chooses), then the stock.
      for (let i = size - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
      }
      let p = 0;
      for (let i = 0; i < l.second; i++) second[i] = pool[p++];
      for (let i = 0; i < l.stock; i++) world.stock[i] = pool[p++];
      world.stockPos = 0;
      world.stockEnd = l.stock;
    },
  };
}
