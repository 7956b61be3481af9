// A fast, mutable copy of one Schwimmen round for the computer players: card indices in typed arrays, the
// same rules as the engine (S13–S20) and nothing else. The policies read it, the searching bots play sampled
// worlds forward in it thousands of times per decision; the engine's immutable states would cost ten times
// as much there. tests/bots/schwimmen/round.test.ts checks it against the engine move by move.
import type { SchwimmenRules } from '../../engine/schwimmen';
import { handTables, tripleIndex, type HandTables } from './tables';

/** Turn actions by number: swap hand card i for middle card j is 3i + j. */
export const SWAP_ALL = 9;
export const PASS = 10;
export const KNOCK = 11;
/** S14b: an exchange (swap code 0–8, or SWAP_ALL) that ends with a knock is KNOCK_AFTER + its code. */
export const KNOCK_AFTER = 16;

export const SCHNAUZ2 = 62;
const FEUER2 = 64;

export class Round {
  readonly n: number;
  readonly rules: SchwimmenRules;
  readonly tables: HandTables;
  readonly out: Uint8Array;
  readonly lives: Int8Array;
  /** Three card indices per seat (unused for a player who is out). */
  readonly hands: Int8Array;
  readonly middle = new Int8Array(3);
  /** The stock, front first, from `stockPos` to `stockEnd`. */
  readonly stock = new Int8Array(32);
  stockPos = 0;
  stockEnd = 0;
  /** Cards of each seat's hand that everybody knows (taken from the middle), as bit masks. */
  readonly known: Int32Array;
  /** Cards put aside this round (refreshed middles), as a bit mask. */
  gone = 0;
  alive = 0;
  dealer = 0;
  turn = 0;
  knocker = -1;
  finalTurns = 0;
  passes = 0;
  turnsTaken = 0;
  over = false;
  /** Bit mask of the seats that lost a life (or were put out) at the showdown. */
  losers = 0;
  /**
   * Per seat: which policy plays it in a rollout (0: the searcher's own rollout policy; k: the reading's k-th
   * model of another player, see inference.ts).
   */
  readonly model: Uint8Array;

  constructor(n: number, rules: SchwimmenRules) {
    this.n = n;
    this.rules = rules;
    this.tables = handTables(rules);
    this.out = new Uint8Array(n);
    this.lives = new Int8Array(n);
    this.hands = new Int8Array(3 * n);
    this.known = new Int32Array(n);
    this.model = new Uint8Array(n);
  }

  copyFrom(o: Round): void {
    this.out.set(o.out);
    this.lives.set(o.lives);
    this.hands.set(o.hands);
    this.middle.set(o.middle);
    this.stock.set(o.stock);
    this.stockPos = o.stockPos;
    this.stockEnd = o.stockEnd;
    this.known.set(o.known);
    this.gone = o.gone;
    this.alive = o.alive;
    this.dealer = o.dealer;
    this.turn = o.turn;
    this.knocker = o.knocker;
    this.finalTurns = o.finalTurns;
    this.passes = o.passes;
    this.turnsTaken = o.turnsTaken;
    this.over = o.over;
    this.losers = o.losers;
    this.model.set(o.model);
  }

  value2(seat: number): number {
    const h = this.hands,
      k = 3 * seat;
    return this.tables.value2[tripleIndex(h[k], h[k + 1], h[k + 2])];
  }

  next(seat: number): number {
    let s = seat;
    for (let i = 0; i < this.n; i++) {
      s = s + 1 === this.n ? 0 : s + 1;
      if (this.out[s] === 0) return s;
    }
    return seat;
  }

  /** S14: may the player to act knock? */
  canKnock(): boolean {
    return this.knocker < 0 && (this.rules.knockInFirstRound || this.turnsTaken >= this.alive);
  }

  /** S13: after the dealer's choice, a dealt Schnauz or Feuer ends the round at once; else play begins. */
  start(): void {
    let feuer = -1,
      shown = false;
    for (let s = 0; s < this.n; s++) {
      if (this.out[s] !== 0) continue;
      const v = this.value2(s);
      if (v >= SCHNAUZ2) shown = true;
      if (v === FEUER2) feuer = s;
    }
    if (shown) this.settle(feuer);
    else this.turn = this.next(this.dealer);
  }

  /** S14b: may the player to act end an exchange with a knock? */
  canKnockWithSwap(): boolean {
    return this.rules.knockWithSwap && this.canKnock();
  }

  /** Plays action `code` for the player to act. */
  step(action: number): void {
    const seat = this.turn;
    const knock = action >= KNOCK_AFTER;
    const code = knock ? action - KNOCK_AFTER : action;
    if (code < 9) {
      const i = 3 * seat + ((code / 3) | 0),
        j = code % 3;
      const give = this.hands[i],
        take = this.middle[j];
      this.hands[i] = take;
      this.middle[j] = give;
      this.known[seat] = (this.known[seat] & ~(1 << give)) | (1 << take);
      this.afterExchange(seat, knock);
    } else if (code === SWAP_ALL) {
      const k = 3 * seat,
        h = this.hands,
        m = this.middle;
      const a = h[k],
        b = h[k + 1],
        c = h[k + 2];
      h[k] = m[0];
      h[k + 1] = m[1];
      h[k + 2] = m[2];
      m[0] = a;
      m[1] = b;
      m[2] = c;
      this.known[seat] = (1 << h[k]) | (1 << h[k + 1]) | (1 << h[k + 2]);
      this.afterExchange(seat, knock);
    } else if (code === PASS) {
      this.passes++;
      if (this.knocker < 0 && this.passes === this.alive) {
        if (this.stockEnd - this.stockPos < 3) {
          this.turnsTaken++;
          this.settle(-1);
          return;
        }
        const p = this.stockPos;
        this.gone |= (1 << this.middle[0]) | (1 << this.middle[1]) | (1 << this.middle[2]);
        this.middle[0] = this.stock[p];
        this.middle[1] = this.stock[p + 1];
        this.middle[2] = this.stock[p + 2];
        this.stockPos = p + 3;
        this.passes = 0;
      }
      this.endTurn();
    } else {
      this.startLastTurns(seat);
    }
  }

  private afterExchange(seat: number, knock: boolean): void {
    this.passes = 0;
    const v = this.value2(seat);
    if (v >= SCHNAUZ2) {
      this.turnsTaken++;
      this.settle(v === FEUER2 ? seat : -1);
      return;
    }
    if (knock) this.startLastTurns(seat);
    else this.endTurn();
  }

  private startLastTurns(seat: number): void {
    this.knocker = seat;
    this.passes = 0;
    this.finalTurns = this.alive - 1;
    this.turnsTaken++;
    this.turn = this.next(seat);
  }

  private endTurn(): void {
    this.turnsTaken++;
    if (this.knocker >= 0 && --this.finalTurns === 0) {
      this.settle(-1);
      return;
    }
    this.turn = this.next(this.turn);
  }

  /** S20: the showdown. `feuer` is the seat that showed Feuer, or -1. */
  settle(feuer: number): void {
    this.over = true;
    let losers = 0;
    if (feuer >= 0) {
      for (let s = 0; s < this.n; s++) if (this.out[s] === 0 && s !== feuer) losers |= 1 << s;
    } else {
      const key = this.tables.key,
        h = this.hands;
      let lowest = Infinity,
        count = 0;
      for (let s = 0; s < this.n; s++) {
        if (this.out[s] !== 0) continue;
        const k = key[tripleIndex(h[3 * s], h[3 * s + 1], h[3 * s + 2])];
        if (k < lowest) {
          lowest = k;
          losers = 1 << s;
          count = 1;
        } else if (k === lowest) {
          losers |= 1 << s;
          count++;
        }
      }
      if (this.rules.tieBreak === 'none' && count === this.alive) losers = 0;
    }
    this.losers = losers;
  }
}
