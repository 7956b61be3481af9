// Rule-of-thumb play (the `easy` and `normal` levels, and the tie-breaker of the searching levels).
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import {
  ACE,
  beats,
  CODES,
  highest,
  JACK,
  KING,
  lowest,
  POINTS,
  popcount,
  QUEEN,
  SUIT_CODES,
  suitMask,
  TEN,
} from './cards';
import type { Knowledge } from './knowledge';
import { WIN } from './solver';

/** The legal action that plays `card` (the very object from `legal`). */
export function playAction(legal: SchnapsenAction[], card: number): SchnapsenAction {
  const code = CODES[card];
  const a = legal.find((x) => x.type === 'play' && x.card === code);
  if (!a) throw new Error(`${code} is not playable here`);
  return a;
}

function find(legal: SchnapsenAction[], type: SchnapsenAction['type']): SchnapsenAction | undefined {
  return legal.find((a) => a.type === type);
}

/** The cards among the legal actions, as a mask. */
export function playableMask(legal: SchnapsenAction[]): number {
  let m = 0;
  for (const a of legal) if (a.type === 'play') m |= 1 << CODES.indexOf(a.card);
  return m;
}

/** Suits (bits 0–3) in which `hand` holds both K and Q. */
export function marriageSuits(hand: number): number {
  let suits = 0;
  for (let s = 0; s < 4; s++) if (((hand >>> (5 * s + QUEEN)) & 3) === 3) suits |= 1 << s;
  return suits;
}

/** Cards that are part of a marriage held in `hand`. */
function marriageCards(hand: number): number {
  let m = 0;
  for (let s = 0; s < 4; s++) if (((hand >>> (5 * s + QUEEN)) & 3) === 3) m |= 3 << (5 * s + QUEEN);
  return m;
}

/** Cards the opponent may hold: the unseen ones and those known to be in its hand. */
function outstanding(k: Knowledge): number {
  return k.unseen | k.known;
}

/** My cards that beat every outstanding card of their suit, counted from the top of each suit. */
function masters(hand: number, out: number): number {
  let m = 0;
  for (let s = 0; s < 4; s++) {
    for (let c = 5 * s + ACE; c >= 5 * s; c--) {
      if ((hand & (1 << c)) !== 0) m |= 1 << c;
      else if ((out & (1 << c)) !== 0) break;
    }
  }
  return m;
}

/**
 * The points a leader is sure to reach once the talon is closed (N6): its master trumps win and draw the
 * opponent's trumps; if that leaves the opponent without trumps, its plain masters win too. Each won trick
 * brings at least a jack (2) from the opponent. A marriage is announced when its master king or queen is
 * led, and one more at the end, while still on lead (N7). Returns the points and the cards in lead order.
 */
function sureLine(
  k: Knowledge,
  points: number,
  pending: number,
  hasTrick: boolean,
): { points: number; cards: number[] } {
  const out = outstanding(k);
  const trumps = suitMask(k.trump);
  const top = masters(k.hand, out);
  const cards: number[] = [];
  let total = points;
  let marriages = marriageSuits(k.hand);
  const run = (m: number) => {
    while (m !== 0) {
      const c = highest(m);
      m ^= 1 << c;
      cards.push(c);
      total += POINTS[c] + 2;
      const s = (c / 5) | 0;
      if (c % 5 >= QUEEN && c % 5 <= KING && (marriages & (1 << s)) !== 0) {
        total += s === k.trump ? 40 : 20;
        marriages &= ~(1 << s);
      }
    }
  };
  const masterTrumps = top & trumps;
  run(masterTrumps);
  if (popcount(out & trumps) <= popcount(masterTrumps)) run(top & ~trumps);
  if (hasTrick || cards.length > 0) {
    total += pending;
    if ((marriages & (1 << k.trump)) !== 0) total += 40;
    else if (marriages !== 0) total += 20;
  }
  return { points: total, cards };
}

/** What a card is worth keeping, for choosing the cheapest discard or lead. */
function keepValue(c: number, k: Knowledge, hand: number, protectTens: boolean): number {
  const s = (c / 5) | 0;
  const r = c % 5;
  let v = POINTS[c];
  if (s === k.trump) v += 14;
  if ((marriageCards(hand) & (1 << c)) !== 0) v += 12;
  else if (k.open && (r === KING || r === QUEEN)) {
    // The other half of a marriage may still be drawn.
    const mate = r === KING ? c - 1 : c + 1;
    if ((k.unseen & (1 << mate)) !== 0) v += 3;
  }
  if (protectTens && r === TEN) v += 4;
  return v;
}

function cheapest(cards: number, k: Knowledge, hand: number, protectTens: boolean): number {
  let best = -1;
  let bestV = Infinity;
  for (let m = cards; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const v = keepValue(c, k, hand, protectTens);
    if (v < bestV) {
      bestV = v;
      best = c;
    }
  }
  return best;
}

/** The cheapest card of `cards` that beats `lead`, or -1. */
function cheapestWinner(cards: number, lead: number, k: Knowledge, hand: number): number {
  let w = 0;
  for (let m = cards; m !== 0; m &= m - 1) {
    const c = lowest(m);
    if (beats(lead, c, k.trump)) w |= 1 << c;
  }
  return w === 0 ? -1 : cheapest(w, k, hand, false);
}

/**
 * What every level does without thinking: claim with 66 (N10), announce a marriage that brings 66 with a
 * trick already won (N7, then claim), exchange the trump jack (N8).
 */
export function obviousAction(view: SchnapsenView, legal: SchnapsenAction[]): SchnapsenAction | null {
  if (legal.length === 1) return legal[0];
  const me = view.seat;
  const claim = find(legal, 'claim');
  if (claim && view.points[me] >= WIN) return claim;
  if (view.tricksWon[me] > 0) {
    for (const a of legal) {
      if (a.type !== 'marry') continue;
      if (view.points[me] + (a.suit === view.trumpSuit ? 40 : 20) >= WIN) return a;
    }
  }
  const exchange = find(legal, 'exchangeTrump');
  if (exchange) return exchange;
  return null;
}

/**
 * The `normal` level: keeps and announces marriages, protects tens, saves trumps for the second phase,
 * exchanges the trump jack, closes only on a sure line, claims exactly at 66.
 */
export function normalAction(view: SchnapsenView, k: Knowledge, legal: SchnapsenAction[]): SchnapsenAction {
  const obvious = obviousAction(view, legal);
  if (obvious) return obvious;
  const me = k.me;
  const playable = playableMask(legal);
  if (view.lead !== null) return playAction(legal, followCard(view, k, playable));

  if (view.marriage !== null) {
    // Lead the queen, keeping the king; a master king is led instead.
    const s = SUIT_CODES.indexOf(view.marriage);
    const q = 5 * s + QUEEN;
    const kc = 5 * s + KING;
    const top = masters(k.hand, outstanding(k));
    return playAction(legal, (top & (1 << kc)) !== 0 && !k.open ? kc : q);
  }

  const line = sureLine(k, view.points[me], view.pendingPoints[me], view.tricksWon[me] > 0);
  if (line.points >= WIN) {
    const close = find(legal, 'close');
    if (close) return close;
    // Second phase: run the sure line, announcing a marriage with its king or queen.
    if (!k.open && line.cards.length > 0) {
      const c = line.cards[0];
      const marry = marryFor(legal, k.hand, c);
      return marry ?? playAction(legal, c);
    }
  }

  // Marriages: announce the most valuable one held.
  const suits = marriageSuits(k.hand);
  if (suits !== 0) {
    const s = (suits & (1 << k.trump)) !== 0 ? k.trump : 31 - Math.clz32(suits);
    const marry = legal.find((a) => a.type === 'marry' && a.suit === SUIT_CODES[s]);
    if (marry) return marry;
  }
  return playAction(legal, leadCard(k, playable));
}

/** The announcement that leading `card` from `hand` calls for (N7), if it is a king or queen of a marriage. */
function marryFor(legal: SchnapsenAction[], hand: number, card: number): SchnapsenAction | undefined {
  const s = (card / 5) | 0;
  if ((marriageSuits(hand) & (1 << s)) === 0 || card % 5 < QUEEN || card % 5 > KING) return undefined;
  return legal.find((a) => a.type === 'marry' && a.suit === SUIT_CODES[s]);
}

function leadCard(k: Knowledge, playable: number): number {
  const hand = k.hand;
  const trumps = suitMask(k.trump);
  const out = outstanding(k);
  if (!k.open) {
    // Second phase: lead masters, trumps first while the opponent may hold some, else the cheapest card.
    const top = masters(hand, out);
    const oppTrumps = popcount(out & trumps);
    if ((top & trumps) !== 0 && oppTrumps > 0) return highest(top & trumps);
    if (oppTrumps === 0 && (top & ~trumps) !== 0) return highest(top & ~trumps);
    return cheapest(playable & ~trumps || playable, k, hand, true);
  }
  // First phase: a low plain card; never a ten whose ace is out, nor a trump unless nothing else is left.
  let candidates = playable & ~trumps;
  if (candidates === 0) candidates = playable;
  // A plain ace whose suit the opponent must be short of is still risky: it is led only from strength.
  return cheapest(candidates, k, hand, true);
}

export function followCard(view: SchnapsenView, k: Knowledge, playable: number): number {
  const me = k.me;
  const lead = k.lead;
  const hand = k.hand;
  const trumps = suitMask(k.trump);
  const ledTrump = ((lead / 5) | 0) === k.trump;
  const winner = cheapestWinner(playable, lead, k, hand);
  const discard = cheapest(playable, k, hand, true);
  if (winner < 0) return discard;
  const gain = POINTS[lead] + POINTS[winner];
  const hasTrick = view.tricksWon[me] > 0;
  const after = view.points[me] + gain + (hasTrick ? 0 : view.pendingPoints[me]);
  // A trick that brings 66 is always taken.
  if (after >= WIN) return winner;
  if (!k.open) {
    // Second phase: every legal card either wins or loses; take the trick when it can be had.
    return winner;
  }
  const winnerIsTrump = (trumps & (1 << winner)) !== 0 && !ledTrump;
  const leadRank = lead % 5;
  if (leadRank >= TEN) return winner;
  if (winnerIsTrump) {
    // Save trumps for the second phase unless the opponent nears 66.
    const danger = view.points[k.opp] + view.pendingPoints[k.opp] >= 50;
    return danger && winner % 5 <= QUEEN ? winner : discard;
  }
  // Same suit: take a low lead with a ten or ace that the trick makes safe; keep marriage cards.
  const wr = winner % 5;
  if (wr >= TEN || wr === JACK) return winner;
  if ((marriageCards(hand) & (1 << winner)) !== 0) return discard;
  return POINTS[discard] >= POINTS[winner] ? winner : discard;
}
