// Worlds consistent with a view: the unseen cards dealt out at random to the places the view cannot see
// (each other player's unknown cards, the stock, the dealer's second packet while it is unseen). Cards a player
// is known to hold stay in its hand; cards it gave away or that were put aside are seen, so never dealt. Once
// play has begun nobody can hold Schnauz or Feuer unseen (S13, S17: it is shown at once), so such worlds
// are drawn again.
import type { Rng } from '../../engine/rng';
import type { Knowledge } from './knowledge';
import { SCHNAUZ2, type Round } from './round';

/** Where the unseen cards go, fixed once per decision. */
export interface Layout {
  /** Unseen cards in card order. */
  unseen: Int8Array;
  /** For each unseen slot in a hand: the index in Round.hands it fills. */
  handSlots: Int32Array;
  /** Cards of the dealer's unseen second packet (choose phase only). */
  second: number;
  /** Cards in the stock. */
  stock: number;
  /** Other players still in the game. */
  others: Int32Array;
  /** True once play has begun: no other hand may be worth 31 or more. */
  noSchnauz: boolean;
}

/**
 * Where the unseen cards of `k` go in `base` (the view's Round, whose own hand and middle are filled): known
 * cards are written into `base`'s hands here, unknown slots listed.
 */
export function layout(
  k: Knowledge,
  base: Round,
  secondPacket: number,
  stockSize: number,
  noSchnauz: boolean,
): Layout {
  const slots: number[] = [];
  const others: number[] = [];
  for (let s = 0; s < base.n; s++) {
    if (s === k.seat || base.out[s] !== 0) continue;
    others.push(s);
    let i = 3 * s;
    for (let m = k.known[s]; m !== 0; m &= m - 1) base.hands[i++] = 31 - Math.clz32(m & -m);
    for (let j = 0; j < k.hidden[s]; j++) slots.push(i++);
  }
  const unseen = Int8Array.from(k.unseen);
  if (unseen.length !== slots.length + secondPacket + stockSize) {
    throw new Error(
      `view inconsistent: ${unseen.length} unseen cards for ${slots.length} hidden, ${secondPacket} + ${stockSize}`,
    );
  }
  return {
    unseen,
    handSlots: Int32Array.from(slots),
    second: secondPacket,
    stock: stockSize,
    others: Int32Array.from(others),
    noSchnauz,
  };
}

const DECK = new Int8Array(32);

/**
 * Fills `world` (a copy of the base round) with one random placement of the unseen cards: hidden hand
 * cards first, then the second packet (returned in `second`), then the stock. Every placement consistent
 * with the view is equally likely.
 */
export function deal(l: Layout, world: Round, rng: Rng, second?: Int8Array): void {
  const n = l.unseen.length;
  DECK.set(l.unseen);
  for (let attempt = 0; ; attempt++) {
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = DECK[i];
      DECK[i] = DECK[j];
      DECK[j] = t;
    }
    for (let i = 0; i < l.handSlots.length; i++) world.hands[l.handSlots[i]] = DECK[i];
    // A few per cent of draws give somebody 31; a hundred failures in a row cannot happen in a real view.
    if (!l.noSchnauz || attempt >= 100 || !schnauzAmong(l, world)) break;
  }
  let p = l.handSlots.length;
  for (let i = 0; i < l.second; i++) {
    const c = DECK[p++];
    if (second) second[i] = c;
  }
  for (let i = 0; i < l.stock; i++) world.stock[i] = DECK[p++];
  world.stockPos = 0;
  world.stockEnd = l.stock;
}

/** Whether another player's hand in `world` is worth 31 or more. */
function schnauzAmong(l: Layout, world: Round): boolean {
  for (let i = 0; i < l.others.length; i++) if (world.value2(l.others[i]) >= SCHNAUZ2) return true;
  return false;
}
