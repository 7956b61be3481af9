// A turn (S14–S18): swap one card, swap all, pass or knock.
import { DECK_32, cardIndex, type Card } from '../cards';
import { knockRefusal } from './refusals';
import { settleRound } from './showdown';
import {
  copyState,
  nextInGame,
  playersInGame,
  replaced,
  type SchwimmenAction,
  type SchwimmenState,
} from './state';
import { FEUER, SCHNAUZ, handValue } from './value';

type Swap = Extract<SchwimmenAction, { type: 'swap' }>;

// One frozen action object per (give, take) pair, so listing legal actions allocates only the list.
const SWAPS: Swap[] = [];
const SWAPS_KNOCK: Swap[] = [];
for (const give of DECK_32) {
  for (const take of DECK_32) {
    SWAPS.push(Object.freeze({ type: 'swap', give, take }) as Swap);
    SWAPS_KNOCK.push(Object.freeze({ type: 'swap', give, take, knock: true }) as Swap);
  }
}
const SWAP_ALL: SchwimmenAction = Object.freeze({ type: 'swapAll' });
const SWAP_ALL_KNOCK: SchwimmenAction = Object.freeze({ type: 'swapAll', knock: true });
const PASS: SchwimmenAction = Object.freeze({ type: 'pass' });
const KNOCK: SchwimmenAction = Object.freeze({ type: 'knock' });

export function turnActions(s: SchwimmenState): SchwimmenAction[] {
  const hand = s.hands[s.turn as number];
  const middle = s.middle;
  // During turns every hand and the middle hold exactly three cards.
  const h0 = cardIndex(hand[0]) * 32,
    h1 = cardIndex(hand[1]) * 32,
    h2 = cardIndex(hand[2]) * 32;
  const m0 = cardIndex(middle[0]),
    m1 = cardIndex(middle[1]),
    m2 = cardIndex(middle[2]);
  const S = SWAPS;
  const actions = [
    S[h0 + m0],
    S[h0 + m1],
    S[h0 + m2],
    S[h1 + m0],
    S[h1 + m1],
    S[h1 + m2],
    S[h2 + m0],
    S[h2 + m1],
    S[h2 + m2],
    SWAP_ALL,
    PASS,
  ];
  if (knockRefusal(s) !== null) return actions;
  actions.push(KNOCK);
  if (!s.rules.knockWithSwap) return actions;
  // S14b: every exchange also with a knock at its end, after the plain actions.
  const K = SWAPS_KNOCK;
  actions.push(
    K[h0 + m0],
    K[h0 + m1],
    K[h0 + m2],
    K[h1 + m0],
    K[h1 + m1],
    K[h1 + m2],
    K[h2 + m0],
    K[h2 + m1],
    K[h2 + m2],
    SWAP_ALL_KNOCK,
  );
  return actions;
}

/** S14: swaps `give` for `take`, already checked (refusals.ts). */
export function applySwap(s: SchwimmenState, give: Card, take: Card, knock = false): SchwimmenState {
  const seat = s.turn as number;
  const hand = s.hands[seat];
  const newHand = replaced3(hand, position(hand, give), take);
  // The given card lies where the taken card lay.
  const middle = replaced3(s.middle, position(s.middle, take), give);
  const n = copyState(s);
  n.hands = replaced(s.hands, seat, newHand);
  n.middle = middle;
  n.history = { type: 'swap', seat, give, take, before: s.history };
  return afterExchange(s, n, seat, knock);
}

/** A copy of a three-card packet with one card replaced (a literal is cheaper than slice on this path). */
function replaced3(cards: readonly Card[], index: number, card: Card): Card[] {
  const a = cards[0],
    b = cards[1],
    c = cards[2];
  return index === 0 ? [card, b, c] : index === 1 ? [a, card, c] : [a, b, card];
}

// Where `card` lies in a three-card packet, or -1. Three comparisons: Array.prototype.indexOf is a builtin
// call that costs more than the search itself.
function position(cards: readonly Card[], card: Card): number {
  return cards[0] === card ? 0 : cards[1] === card ? 1 : cards[2] === card ? 2 : -1;
}

export function applySwapAll(s: SchwimmenState, knock = false): SchwimmenState {
  const seat = s.turn as number;
  const n = copyState(s);
  n.hands = replaced(s.hands, seat, s.middle);
  n.middle = s.hands[seat];
  n.history = { type: 'swapAll', seat, give: s.hands[seat], take: s.middle, before: s.history };
  return afterExchange(s, n, seat, knock);
}

/**
 * After a swap: Schnauz or Feuer ends the round at once (S17), a knock that came with it then included;
 * otherwise the turn is over, or with a knock (S14b) the last turns begin.
 */
function afterExchange(s: SchwimmenState, n: SchwimmenState, seat: number, knock: boolean): SchwimmenState {
  n.passes = 0;
  const v = handValue(n.hands[seat], n.rules);
  if (v >= SCHNAUZ) {
    n.turnsTaken = s.turnsTaken + 1;
    return settleRound(n, v === FEUER ? 'feuer' : 'schnauz', [seat]);
  }
  if (knock) {
    n.history = { type: 'knock', seat, before: n.history };
    return startLastTurns(s, n, seat);
  }
  return endTurn(s, n);
}

export function applyPass(s: SchwimmenState): SchwimmenState {
  const seat = s.turn as number;
  const n = copyState(s);
  n.passes = s.passes + 1;
  n.history = { type: 'pass', seat, before: s.history };
  // S16: everybody passed in a row: a fresh middle from the stock, or the end of the round.
  if (s.knocker === null && n.passes === playersInGame(s.out)) {
    if (s.stock.length < 3) {
      n.turnsTaken = s.turnsTaken + 1;
      return settleRound(n, 'stock', []);
    }
    n.discards = s.discards.concat(s.middle);
    n.middle = s.stock.slice(0, 3);
    n.stock = s.stock.slice(3);
    n.passes = 0;
    n.history = { type: 'refresh', discarded: s.middle, middle: n.middle, before: n.history };
  }
  return endTurn(s, n);
}

/** S14: a knock, already checked (refusals.ts). */
export function applyKnock(s: SchwimmenState): SchwimmenState {
  const seat = s.turn as number;
  const n = copyState(s);
  n.passes = 0;
  n.history = { type: 'knock', seat, before: s.history };
  return startLastTurns(s, n, seat);
}

/** S15: after a knock by `seat`, every other player still in the game has exactly one more turn. */
function startLastTurns(s: SchwimmenState, n: SchwimmenState, seat: number): SchwimmenState {
  n.knocker = seat;
  n.finalTurns = playersInGame(s.out) - 1;
  n.turnsTaken = s.turnsTaken + 1;
  n.turn = nextInGame(s.out, seat);
  return n;
}

function endTurn(s: SchwimmenState, n: SchwimmenState): SchwimmenState {
  n.turnsTaken = s.turnsTaken + 1;
  if (s.knocker !== null) {
    n.finalTurns = s.finalTurns - 1;
    if (n.finalTurns === 0) return settleRound(n, 'knock', []);
  }
  n.turn = nextInGame(s.out, s.turn as number);
  return n;
}
