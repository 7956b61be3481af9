// Exact play of one fully known deal ("world"): negamax alpha-beta with a transposition table, on masks.
// Both players claim as soon as they reach 66 (N10), always announce a marriage they lead from (N7) and
// always exchange the trump jack when they may (N8); closing (N9) is searched. The value of a position is
// the deal's outcome for the player to act: +(stake + game points) × SCALE when that player wins, − when
// it loses.
import { FEATURE_COUNT, positionFeatures } from './evaluation';
import type { Network } from './network';
import { LINEAR_WEIGHTS } from './weights';
import { ACE, beats, dutyCards, KING, POINTS, QUEEN, suitMask, TEN } from './cards';

/** Plain aces and tens, by position within any suit. */
const HIGH = [0, 1, 2, 3].reduce((m, s) => m | (1 << (5 * s + TEN)) | (1 << (5 * s + ACE)), 0);

export const WIN = 66;

/** Values are in quarters of a game point, so that the static evaluation can be finer than one. */
export const SCALE = 4;

/** A deal with every card placed: what the search needs to play it to the end. */
export interface World {
  /** Hand masks by seat. */
  hands: [number, number];
  /** Face-down talon, front first (card indices). */
  talon: number[];
  /** The card under the talon, or -1 once drawn. */
  trumpCard: number;
  trump: number;
  closer: number;
  /** N11: the closer's opponent's points and whether it had a trick at the moment of closing. */
  closeOpponentPoints: number;
  closeOpponentTrick: boolean;
  points: [number, number];
  tricks: [number, number];
  /** Announced marriage points not counted yet (N7). */
  pending: [number, number];
  leader: number;
  /** The card led to the current trick, or -1. */
  lead: number;
  exchangeWithOneLeft: boolean;
}

/** N11: game points of a winner with 66 against an opponent with these points and tricks. */
function gamePoints(opponentPoints: number, opponentTrick: boolean): number {
  return opponentPoints >= 33 ? 1 : opponentTrick ? 2 : 3;
}

const TT_BITS = 16;
const TT_SIZE = 1 << TT_BITS;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

export class Solver {
  /** Value of a won deal is stake + game points: a large stake plays for the deal, 0 for game points. */
  readonly stake: number;
  nodes = 0;
  private h = new Int32Array(2);
  private pts = new Int32Array(2);
  private tr = new Int32Array(2);
  private pend = new Int32Array(2);
  private talon = new Int8Array(10);
  private tpos = 0;
  private tlen = 0;
  private trumpCard = -1;
  private exchanged = 0;
  private trump = 0;
  private trumpJack = 0;
  private closer = -1;
  private cPts = 0;
  private cTrick = false;
  private oneLeft = false;
  // Transposition table: three exact key words, a generation, value, bound and best move per slot.
  private k1 = new Int32Array(TT_SIZE);
  private k2 = new Int32Array(TT_SIZE);
  private k3 = new Int32Array(TT_SIZE);
  private gen = new Int32Array(TT_SIZE);
  private val = new Int8Array(TT_SIZE);
  private flag = new Int8Array(TT_SIZE);
  private best = new Int8Array(TT_SIZE);
  private generation = 0;
  /** Tricks still to play before the static evaluation takes over; large for exact play. */
  private horizon = 99;
  private played = 0;
  /** At the horizon, value a trick's end over this many pairs of possible draws (0: the world's own). */
  private drawPairs = 0;
  /** Inside the search, a draw from at most this many face-down cards is a chance node (0: never). */
  private chanceLeft = 0;
  private moves = new Int8Array(24 * 32);
  private ply = 0;

  private feat = new Float64Array(FEATURE_COUNT);
  private readonly network: Network | null;
  private readonly evalScale: number;
  /** win[4 × seat + gp]: what winning the deal with gp game points is worth to seat (setOutcomes). */
  private win = new Int32Array(8);
  private evalA = new Float64Array(2);
  private evalB = new Float64Array(2);
  private maxValue = 0;

  /**
   * `network` replaces the linear evaluation where the search stops early. Both evaluations were fitted to
   * outcomes with a stake of 3 (scripts/fitEvaluation.ts); `evalScale` rescales them for a solver that counts
   * another stake (the review's, which counts game points alone).
   */
  constructor(stake = 0, network: Network | null = null, evalScale = 1) {
    this.stake = stake;
    this.network = network;
    this.evalScale = evalScale;
    this.setOutcomes(null);
  }

  load(w: World): void {
    this.h[0] = w.hands[0];
    this.h[1] = w.hands[1];
    this.pts[0] = w.points[0];
    this.pts[1] = w.points[1];
    this.tr[0] = w.tricks[0];
    this.tr[1] = w.tricks[1];
    this.pend[0] = w.pending[0];
    this.pend[1] = w.pending[1];
    for (let i = 0; i < w.talon.length; i++) this.talon[i] = w.talon[i];
    this.tpos = 0;
    this.tlen = w.talon.length;
    this.trumpCard = w.trumpCard;
    this.trump = w.trump;
    this.trumpJack = 5 * w.trump;
    this.exchanged = w.trumpCard === this.trumpJack ? 1 : 0;
    this.closer = w.closer;
    this.cPts = w.closeOpponentPoints;
    this.cTrick = w.closeOpponentTrick;
    this.oneLeft = w.exchangeWithOneLeft;
    this.played = 0;
    this.ply = 0;
    // A new world: entries of earlier worlds (another talon order) must not be read.
    this.generation++;
  }

  setHorizon(tricks: number): void {
    this.horizon = tricks;
  }

  /**
   * Values the deal's outcomes by `values[seat][gp]`, what seat winning with gp game points is worth to it
   * (seat losing is worth minus the other's win), in the solver's units (equity.ts); null goes back to
   * stake + game points.
   */
  setOutcomes(values: readonly (readonly number[])[] | null): void {
    for (let s = 0; s < 2; s++)
      for (let gp = 1; gp <= 3; gp++)
        this.win[4 * s + gp] =
          values === null ? SCALE * (this.stake + gp) : Math.max(1, Math.round(values[s][gp]));
    // The evaluation estimates stake 3 + game points for the leader: mapped linearly so that a win (loss)
    // with two game points is what winning (losing) with two is worth here.
    for (let s = 0; s < 2; s++) {
      const w2 = this.win[4 * s + 2];
      const l2 = -this.win[4 * (1 - s) + 2];
      this.evalA[s] = values === null ? 0 : (w2 + l2) / 2;
      this.evalB[s] = values === null ? SCALE * this.evalScale : (w2 - l2) / (2 * 5);
    }
    this.maxValue = 0;
    for (let i = 0; i < 8; i++) this.maxValue = Math.max(this.maxValue, this.win[i]);
  }

  /** Value for `p` of winning the deal with `gp` game points. */
  private score(p: number, gp: number): number {
    return this.win[4 * p + gp];
  }

  /** Value for `p`, who claims with 66 or more (N10, N11). */
  private claim(p: number): number {
    const o = 1 - p;
    if (this.closer < 0) return this.score(p, gamePoints(this.pts[o], this.tr[o] > 0));
    if (this.closer === p) return this.score(p, gamePoints(this.cPts, this.cTrick));
    return this.score(p, this.cTrick ? 2 : 3);
  }

  /** Value for `w`, who has just won the last trick (N11). */
  private playedOut(w: number): number {
    const o = 1 - w;
    if (this.closer < 0)
      return this.score(w, this.pts[w] >= WIN ? gamePoints(this.pts[o], this.tr[o] > 0) : 1);
    if (w === this.closer && this.pts[w] >= WIN) return this.score(w, gamePoints(this.cPts, this.cTrick));
    const gp = this.cTrick ? 2 : 3;
    return w === this.closer ? -this.score(o, gp) : this.score(w, gp);
  }

  /** The mean static value for the winner `w` over `pairs` pairs of face-down cards, drawn either way. */
  private averageOverDraws(w: number, l: number, pairs: number): number {
    const oldTpos = this.tpos;
    let total = 0;
    for (let i = 0; i < pairs; i++) {
      const a = this.talon[oldTpos + 2 * i];
      const b = this.talon[oldTpos + 2 * i + 1];
      this.tpos = oldTpos + 2;
      for (let swap = 0; swap < 2; swap++) {
        const mine = swap === 0 ? a : b;
        const theirs = swap === 0 ? b : a;
        this.h[w] |= 1 << mine;
        this.h[l] |= 1 << theirs;
        total += this.evaluate(w);
        this.h[w] ^= 1 << mine;
        this.h[l] ^= 1 << theirs;
      }
    }
    this.tpos = oldTpos;
    return Math.round(total / (2 * pairs));
  }

  /**
   * The value for the winner `w` of the trick just played, the draw being a chance node: the mean over every
   * ordered pair of the `left` face-down cards (one to the winner, one to the loser `l`), each searched on.
   */
  private chanceDraws(w: number, l: number, left: number): number {
    const t0 = this.tpos;
    const saved = this.talon.slice(t0, t0 + left);
    let total = 0;
    let count = 0;
    this.played++;
    for (let i = 0; i < left; i++) {
      for (let j = 0; j < left; j++) {
        if (i === j) continue;
        const a = saved[i];
        const b = saved[j];
        // The rest keep their order behind the two drawn cards.
        let n = t0 + 2;
        for (let r = 0; r < left; r++) if (r !== i && r !== j) this.talon[n++] = saved[r];
        this.talon[t0] = a;
        this.talon[t0 + 1] = b;
        this.tpos = t0 + 2;
        this.h[w] |= 1 << a;
        this.h[l] |= 1 << b;
        total += this.leadNode(w, -127, 127);
        this.h[w] ^= 1 << a;
        this.h[l] ^= 1 << b;
        count++;
      }
    }
    this.played--;
    this.tpos = t0;
    this.talon.set(saved, t0);
    return Math.round(total / count);
  }

  /** Draws with at most this many face-down cards left are chance nodes in the search (0: never). */
  setChanceLeft(left: number): void {
    this.chanceLeft = left;
  }

  setDrawPairs(pairs: number): void {
    this.drawPairs = pairs;
  }

  private open(): boolean {
    return this.closer < 0 && this.tpos < this.tlen;
  }

  /** The static evaluation for the leader `p` where the search stops while the talon is open. */
  private evaluate(p: number): number {
    const o = 1 - p;
    const f = this.feat;
    positionFeatures(
      this.h[p],
      this.h[o],
      this.pts[p],
      this.pts[o],
      this.pend[o],
      this.tr[o] > 0,
      this.tlen - this.tpos,
      this.trump,
      this.trumpCard,
      f,
    );
    let x = 0;
    if (this.network !== null) x = this.network.value(f, this.h[p], this.h[o], this.trump);
    else for (let i = 0; i < FEATURE_COUNT; i++) x += LINEAR_WEIGHTS[i] * f[i];
    const v = Math.round(this.evalA[p] + this.evalB[p] * x);
    const max = this.maxValue;
    return v > max ? max : v < -max ? -max : v;
  }

  /** Value for the leader `p` of playing `card` now; `announce` adds the marriage it belongs to. */
  leadValue(p: number, card: number, announce: boolean, alpha = -127, beta = 127): number {
    this.nodes++;
    const o = 1 - p;
    const bit = 1 << card;
    let claimed = false;
    const oldPts = this.pts[p];
    const oldPend = this.pend[p];
    if (announce) {
      const m = ((card / 5) | 0) === this.trump ? 40 : 20;
      if (this.tr[p] > 0) {
        this.pts[p] += m;
        if (this.pts[p] >= WIN) claimed = true;
      } else {
        this.pend[p] += m;
      }
    }
    let v: number;
    if (claimed) {
      v = this.claim(p);
    } else {
      this.h[p] ^= bit;
      v = -this.follow(o, card, -beta, -alpha);
      this.h[p] ^= bit;
    }
    this.pts[p] = oldPts;
    this.pend[p] = oldPend;
    return v;
  }

  /** Value for the leader `p` of leading `card` (announcing its marriage if `announce`) and the follower
   * answering `answer`. */
  leadAndAnswer(p: number, card: number, announce: boolean, answer: number): number {
    const o = 1 - p;
    const oldPts = this.pts[p];
    const oldPend = this.pend[p];
    if (announce) {
      const m = ((card / 5) | 0) === this.trump ? 40 : 20;
      if (this.tr[p] > 0) this.pts[p] += m;
      else this.pend[p] += m;
    }
    let v: number;
    if (this.pts[p] >= WIN) v = this.claim(p);
    else {
      this.h[p] ^= 1 << card;
      v = -this.playFollow(o, card, answer, -127, 127);
      this.h[p] ^= 1 << card;
    }
    this.pts[p] = oldPts;
    this.pend[p] = oldPend;
    return v;
  }

  /** Value for the leader `p` of closing the talon now (N9), then playing on. */
  closeValue(p: number, alpha = -127, beta = 127): number {
    const o = 1 - p;
    this.closer = p;
    this.cPts = this.pts[o];
    this.cTrick = this.tr[o] > 0;
    const v = this.leadNode(p, alpha, beta);
    this.closer = -1;
    return v;
  }

  /** Value for the follower `o` of playing `card` to `lead`. */
  followValue(o: number, lead: number, card: number, alpha = -127, beta = 127): number {
    return this.playFollow(o, lead, card, alpha, beta);
  }

  /** The trump exchange (N8) if the leader `p` may make it; returns whether it was made. */
  private exchange(p: number): boolean {
    const left = this.tlen - this.tpos;
    if (
      this.closer < 0 &&
      this.trumpCard >= 0 &&
      this.exchanged === 0 &&
      (left >= 2 || (left === 1 && this.oneLeft)) &&
      (this.h[p] & (1 << this.trumpJack)) !== 0
    ) {
      this.h[p] ^= (1 << this.trumpJack) | (1 << this.trumpCard);
      this.exchanged = this.trumpCard + 1;
      this.trumpCard = this.trumpJack;
      return true;
    }
    return false;
  }

  private undoExchange(p: number): void {
    const old = this.exchanged - 1;
    this.trumpCard = old;
    this.exchanged = 0;
    this.h[p] ^= (1 << this.trumpJack) | (1 << old);
  }

  /** Best value for the leader `p` (negamax). */
  leadNode(p: number, alpha: number, beta: number): number {
    this.nodes++;
    if (this.pts[p] >= WIN) return this.claim(p);
    if (this.played >= this.horizon && this.open()) return this.evaluate(p);
    const exchangedNow = this.exchange(p);
    const o = 1 - p;
    // Key words: the whole position, exactly (the talon order is fixed within one world).
    const w1 =
      this.h[0] |
      (this.tpos << 20) |
      (p << 24) |
      ((this.closer + 1) << 25) |
      ((this.tr[0] > 0 ? 1 : 0) << 27) |
      ((this.tr[1] > 0 ? 1 : 0) << 28) |
      ((this.exchanged !== 0 ? 1 : 0) << 29) |
      ((this.trumpCard >= 0 ? 1 : 0) << 30);
    const w2 =
      this.h[1] | ((this.pend[0] / 20) << 20) | ((this.pend[1] / 20) << 23) | ((this.cTrick ? 1 : 0) << 26);
    const w3 = this.pts[0] | (this.pts[1] << 8) | (this.cPts << 16);
    let slot = Math.imul(w1 ^ Math.imul(w2, 0x9e3779b1) ^ Math.imul(w3, 0x85ebca77), 0xc2b2ae3d);
    slot = (slot ^ (slot >>> 15)) & (TT_SIZE - 1);
    let ttMove = -1;
    const alpha0 = alpha;
    if (
      this.gen[slot] === this.generation &&
      this.k1[slot] === w1 &&
      this.k2[slot] === w2 &&
      this.k3[slot] === w3
    ) {
      const v = this.val[slot];
      const f = this.flag[slot];
      if (f === EXACT || (f === LOWER && v >= beta) || (f === UPPER && v <= alpha)) {
        if (exchangedNow) this.undoExchange(p);
        return v;
      }
      if (f === LOWER && v > alpha) alpha = v;
      else if (f === UPPER && v < beta) beta = v;
      ttMove = this.best[slot];
    }

    const hand = this.h[p];
    let best = -127;
    let bestMove = -1;
    // Moves: 0…19 lead that card (announcing its marriage if it belongs to one); 20 closes.
    const canClose = this.open();
    const base = this.ply * 24;
    this.ply++;
    const count = this.leadOrder(hand, ttMove, canClose, base);
    for (let i = 0; i < count; i++) {
      const mv = this.moves[base + i];
      let v: number;
      if (mv === 20) {
        this.closer = p;
        this.cPts = this.pts[o];
        this.cTrick = this.tr[o] > 0;
        v = this.leadNode(p, Math.max(alpha, best), beta);
        this.closer = -1;
        this.cPts = 0;
        this.cTrick = false;
      } else {
        v = this.leadValue(p, mv, this.isMarriageCard(hand, mv), Math.max(alpha, best), beta);
      }
      if (v > best) {
        best = v;
        bestMove = mv;
        if (best >= beta) break;
      }
    }
    this.ply--;

    this.gen[slot] = this.generation;
    this.k1[slot] = w1;
    this.k2[slot] = w2;
    this.k3[slot] = w3;
    this.val[slot] = best;
    this.flag[slot] = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    this.best[slot] = bestMove;
    if (exchangedNow) this.undoExchange(p);
    return best;
  }

  private isMarriageCard(hand: number, c: number): boolean {
    const r = c % 5;
    if (r === KING) return (hand & (1 << (c - 1))) !== 0;
    if (r === QUEEN) return (hand & (1 << (c + 1))) !== 0;
    return false;
  }

  /** Lead moves into the buffer at `base`, likely best first: the table's move, marriages, plain aces and
   * tens, trumps from the top, the other plain cards from the bottom; closing last. Returns the count. */
  private leadOrder(hand: number, ttMove: number, canClose: boolean, base: number): number {
    const buf = this.moves;
    let n = 0;
    if (ttMove >= 0 && (ttMove === 20 ? canClose : (hand & (1 << ttMove)) !== 0)) buf[base + n++] = ttMove;
    const trumps = suitMask(this.trump);
    let marriage = 0;
    for (let s = 0; s < 4; s++) {
      const kq = (hand >>> (5 * s + QUEEN)) & 3;
      if (kq === 3) marriage |= 3 << (5 * s + QUEEN);
    }
    let rest = hand & ~(ttMove >= 0 && ttMove < 20 ? 1 << ttMove : 0);
    for (let m = rest & marriage; m !== 0; m &= m - 1) buf[base + n++] = 31 - Math.clz32(m & -m);
    rest &= ~marriage;
    for (let m = rest & ~trumps & HIGH; m !== 0; m &= m - 1) buf[base + n++] = 31 - Math.clz32(m & -m);
    for (let m = rest & trumps; m !== 0;) {
      const c = 31 - Math.clz32(m);
      m ^= 1 << c;
      buf[base + n++] = c;
    }
    for (let m = rest & ~trumps & ~HIGH; m !== 0; m &= m - 1) buf[base + n++] = 31 - Math.clz32(m & -m);
    if (canClose && ttMove !== 20) buf[base + n++] = 20;
    return n;
  }

  /** Best value for the follower `o` against `lead`: winning cards first, each group cheapest first. */
  private follow(o: number, lead: number, alpha: number, beta: number): number {
    this.nodes++;
    const hand = this.h[o];
    const allowed = this.open() ? hand : dutyCards(hand, lead, this.trump);
    let best = -127;
    const ls = (lead / 5) | 0;
    const higher = suitMask(ls) & ~((2 << lead) - 1);
    const winning = ls === this.trump ? higher : higher | suitMask(this.trump);
    for (let pass = 0; pass < 2; pass++) {
      const group = allowed & (pass === 0 ? winning : ~winning);
      if (group === 0) continue;
      for (let r = 0; r < 5; r++) {
        for (let s = 0; s < 4; s++) {
          const c = 5 * s + r;
          if ((group & (1 << c)) === 0) continue;
          const v = this.playFollow(o, lead, c, alpha > best ? alpha : best, beta);
          if (v > best) {
            best = v;
            if (best >= beta) return best;
          }
        }
      }
    }
    return best;
  }

  /** Value for the follower `o` of completing the trick with `card`. */
  private playFollow(o: number, lead: number, card: number, alpha: number, beta: number): number {
    const p = 1 - o;
    const w = beats(lead, card, this.trump) ? o : p;
    const l = 1 - w;
    this.h[o] ^= 1 << card;
    const oldPts = this.pts[w];
    const oldPend = this.pend[w];
    this.pts[w] += POINTS[lead] + POINTS[card];
    if (this.tr[w] === 0) {
      this.pts[w] += this.pend[w];
      this.pend[w] = 0;
    }
    this.tr[w]++;
    this.played++;
    const left = this.tlen - this.tpos;
    if (this.drawPairs > 0 && this.played >= this.horizon && this.open() && left >= 3 && this.pts[w] < WIN) {
      // The search stops at the end of this trick: value the position over several possible draws rather
      // than the one this world's talon order dictates, which no player could foresee.
      const v = this.averageOverDraws(w, l, Math.min(this.drawPairs, left >> 1));
      this.played--;
      this.tr[w]--;
      this.pts[w] = oldPts;
      this.pend[w] = oldPend;
      this.h[o] ^= 1 << card;
      return w === o ? v : -v;
    }
    this.played--;
    if (this.open() && left >= 3 && left <= this.chanceLeft && this.pts[w] < WIN) {
      // A draw inside the search: no player knows the talon's order, so the search may not either.
      const v = this.chanceDraws(w, l, left);
      this.tr[w]--;
      this.pts[w] = oldPts;
      this.pend[w] = oldPend;
      this.h[o] ^= 1 << card;
      return w === o ? v : -v;
    }
    // N5: the winner draws first; the loser takes the trump card with the last face-down card.
    let drewW = -1;
    let drewL = -1;
    const oldTpos = this.tpos;
    const oldTrumpCard = this.trumpCard;
    if (this.open()) {
      drewW = this.talon[this.tpos];
      if (this.tlen - this.tpos === 1) {
        drewL = this.trumpCard;
        this.trumpCard = -1;
        this.tpos += 1;
      } else {
        drewL = this.talon[this.tpos + 1];
        this.tpos += 2;
      }
      this.h[w] |= 1 << drewW;
      this.h[l] |= 1 << drewL;
    }
    this.played++;
    let v: number;
    if (this.h[0] === 0 && this.h[1] === 0) {
      const out = this.playedOut(w);
      v = w === o ? out : -out;
    } else if (w === o) {
      v = this.leadNode(o, alpha, beta);
    } else {
      v = -this.leadNode(p, -beta, -alpha);
    }
    this.played--;
    if (drewW >= 0) {
      this.h[w] ^= 1 << drewW;
      this.h[l] ^= 1 << drewL;
      this.tpos = oldTpos;
      this.trumpCard = oldTrumpCard;
    }
    this.tr[w]--;
    this.pts[w] = oldPts;
    this.pend[w] = oldPend;
    this.h[o] ^= 1 << card;
    return v;
  }
}
