// Decks for the comparison: plain shuffles, and stacked decks that make the rare cases of the rules
// happen often (a Schnauz or Feuer dealt to a player or to either packet of the dealer, one within a
// swap's reach, three of a kind, equal values, a short stock).
import { DECK_32, type Card } from '../../../../src/engine/cards';
import type { Seat } from '../../../../src/engine/game';
import { shuffle, type Rng } from '../../../../src/engine/rng';
import { refDeck, type RefState } from './referee';

const SUITS = ['c', 's', 'h', 'd'] as const;
const TENS = ['T', 'J', 'Q', 'K'] as const;
const LOWS = ['7', '8', '9'] as const;
const RANKS = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;

const card = (rank: string, suit: string) => `${rank}${suit}` as Card;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)];

/** The dealer of the next deal and the seats it deals to (S10, S11). */
export function nextDeal(s: RefState): { dealer: Seat; seats: Seat[] } {
  const left = (seat: Seat) => {
    let next = seat;
    do next = (next + 1) % s.players;
    while (s.out[next] && next !== seat);
    return next;
  };
  const dealer = s.dealtOnce ? left(s.dealer) : s.dealer;
  const seats: Seat[] = [];
  let seat = dealer;
  do {
    seat = left(seat);
    seats.push(seat);
  } while (seat !== dealer);
  return { dealer, seats };
}

function schnauz(rng: Rng, suit = pick(rng, SUITS)): Card[] {
  const tens = shuffle(TENS, rng).slice(0, 2);
  return shuffle([card('A', suit), card(tens[0], suit), card(tens[1], suit)], rng);
}

const feuer = (rng: Rng): Card[] =>
  shuffle(SUITS, rng)
    .slice(0, 3)
    .map((su) => card('A', su));

function threeOfAKind(rng: Rng, rank: string): Card[] {
  return shuffle(SUITS, rng)
    .slice(0, 3)
    .map((su) => card(rank, su));
}

/** A hand worth 10 with three different suits: one ten-point card and two low cards. */
function flat(rng: Rng, used: Set<Card>): Card[] | null {
  for (let tries = 0; tries < 20; tries++) {
    const suits = shuffle(SUITS, rng);
    const hand = [
      card(pick(rng, TENS), suits[0]),
      card(pick(rng, LOWS), suits[1]),
      card(pick(rng, LOWS), suits[2]),
    ];
    if (hand.every((c) => !used.has(c))) return hand;
  }
  return null;
}

export type DeckKind =
  | 'shuffle'
  | 'schnauzDealt'
  | 'feuerDealt'
  | 'dealerFirst'
  | 'dealerSecond'
  | 'reach'
  | 'threes'
  | 'threesVsSchnauz'
  | 'equal'
  | 'sameSuit';

const KINDS: [DeckKind, number][] = [
  ['shuffle', 30],
  ['schnauzDealt', 8],
  ['feuerDealt', 5],
  ['dealerFirst', 7],
  ['dealerSecond', 8],
  ['reach', 12],
  ['threes', 8],
  ['threesVsSchnauz', 5],
  ['equal', 10],
  ['sameSuit', 7],
];
const TOTAL = KINDS.reduce((sum, [, w]) => sum + w, 0);

/** A deal for the referee's next round: its kind, then the deck. */
export function randomDeck(rng: Rng, s: RefState): { kind: DeckKind; deck: Card[] } {
  let r = rng.int(TOTAL);
  let kind: DeckKind = 'shuffle';
  for (const [k, w] of KINDS) {
    if (r < w) {
      kind = k;
      break;
    }
    r -= w;
  }
  const { dealer, seats } = nextDeal(s);
  const others = seats.filter((p) => p !== dealer);
  const hands: Partial<Record<Seat, Card[]>> = {};
  let second: Card[] | undefined;
  const used = new Set<Card>();
  const give = (p: Seat, hand: Card[]) => {
    hands[p] = hand;
    hand.forEach((c) => used.add(c));
  };
  switch (kind) {
    case 'shuffle':
      break;
    case 'schnauzDealt':
      give(pick(rng, others), schnauz(rng));
      if (rng.int(3) === 0)
        second = schnauz(
          rng,
          pick(
            rng,
            SUITS.filter((su) => !used.has(card('A', su))),
          ),
        );
      break;
    case 'feuerDealt':
      give(pick(rng, seats), feuer(rng));
      if (rng.int(2) === 0) {
        const free = SUITS.filter((su) => !used.has(card('A', su)));
        give(
          pick(
            rng,
            seats.filter((p) => !hands[p]),
          ),
          schnauz(rng, free[0]),
        );
      }
      break;
    case 'dealerFirst':
      give(dealer, rng.int(3) === 0 ? feuer(rng) : schnauz(rng));
      break;
    case 'dealerSecond':
      second = rng.int(3) === 0 ? feuer(rng) : schnauz(rng);
      break;
    case 'reach': {
      // A Schnauz (or Feuer, or three of a kind) one swap away: two of its cards in a hand, the third in
      // the second packet, so it lies in the middle when the dealer keeps.
      const target =
        rng.int(3) === 0 ? feuer(rng) : rng.int(2) === 0 ? threeOfAKind(rng, pick(rng, RANKS)) : schnauz(rng);
      const p = pick(rng, seats);
      const junk = shuffle(DECK_32, rng).find((c) => !target.includes(c) && c[0] !== target[0][0]) as Card;
      give(p, [target[0], target[1], junk]);
      second = [target[2]];
      used.add(target[2]);
      break;
    }
    case 'threes':
    case 'threesVsSchnauz': {
      const ranks = shuffle(RANKS, rng);
      const n = Math.min(1 + rng.int(3), seats.length);
      const chosen = shuffle(seats, rng).slice(0, n);
      chosen.forEach((p, i) => give(p, threeOfAKind(rng, ranks[i])));
      if (kind === 'threesVsSchnauz') {
        const free = SUITS.filter(
          (su) => !used.has(card('A', su)) && TENS.filter((t) => !used.has(card(t, su))).length >= 2,
        );
        const rest = seats.filter((p) => !hands[p]);
        if (free.length && rest.length) {
          const su = pick(rng, free);
          const tens = shuffle(
            TENS.filter((t) => !used.has(card(t, su))),
            rng,
          ).slice(0, 2);
          give(pick(rng, rest), [card('A', su), card(tens[0], su), card(tens[1], su)]);
        }
      }
      break;
    }
    case 'equal':
      for (const p of shuffle(seats, rng)) {
        const hand = flat(rng, used);
        if (!hand || rng.int(6) === 0) break;
        give(p, hand);
      }
      break;
    case 'sameSuit': {
      // Two or more hands worth 20 in one suit, or in different suits.
      const su = pick(rng, SUITS);
      const chosen = shuffle(seats, rng).slice(0, 2 + rng.int(2));
      chosen.forEach((p) => {
        const suit = rng.int(2) === 0 ? su : pick(rng, SUITS);
        const tens = TENS.filter((t) => !used.has(card(t, suit)));
        const lows = shuffle(
          DECK_32.filter((c) => c[1] !== suit && !used.has(c) && c[0] !== 'A'),
          rng,
        );
        if (tens.length < 2 || lows.length < 1) return;
        give(p, shuffle([card(tens[0], suit), card(tens[1], suit), lows[0]], rng));
      });
      break;
    }
  }
  const rest = shuffle(DECK_32, rng);
  const deck = refDeck({ players: s.players, dealer, out: s.out, hands, second, rest });
  return { kind, deck };
}
