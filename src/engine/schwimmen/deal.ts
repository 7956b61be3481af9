// Dealing (S10–S11) and the dealer's choice (S12–S13).
import type { Card } from '../cards';
import { settleRound, showingSeats } from './showdown';
import { copyState, nextInGame, type SchwimmenState } from './state';
import { FEUER, handValue } from './value';

/** Deals `deck`, already checked to be the 32 cards (refusals.ts). */
export function applyDeal(s: SchwimmenState, deck: readonly Card[]): SchwimmenState {
  const n = copyState(s);
  // S10: after a round the deal passes to the next seat clockwise still in the game.
  const dealer = s.phase === 'roundOver' ? nextInGame(s.out, s.dealer) : s.dealer;
  // S11: one card at a time, starting left of the dealer and ending with the dealer, three times round.
  let k = 0;
  for (let seat = 0; seat < s.players; seat++) if (!s.out[seat]) k++;
  const hands: Card[][] = new Array(s.players);
  let seat = dealer;
  for (let p = 0; p < k; p++) {
    seat = nextInGame(s.out, seat);
    hands[seat] = [deck[p], deck[p + k], deck[p + 2 * k]];
  }
  for (let p = 0; p < s.players; p++) if (s.out[p]) hands[p] = [];
  const i = 3 * k;
  n.phase = 'choose';
  n.round = s.round + 1;
  n.dealer = dealer;
  n.turn = dealer;
  n.hands = hands;
  n.secondPacket = deck.slice(i, i + 3);
  n.middle = [];
  n.stock = deck.slice(i + 3);
  n.discards = [];
  n.knocker = null;
  n.turnsTaken = 0;
  n.passes = 0;
  n.finalTurns = 0;
  n.history = null;
  n.roundResult = null;
  // S13: a Schnauz or Feuer dealt (the dealer's first packet included) is shown at once, before the dealer
  // chooses, and the round ends without a turn; the second packet stays face down.
  return shownAtOnce(n) ?? n;
}

/** S13, S17: the round settled at once when a hand in `n` is Schnauz or Feuer; null when none is. */
function shownAtOnce(n: SchwimmenState): SchwimmenState | null {
  const shown = showingSeats(n);
  if (shown.length === 0) return null;
  const feuer = shown.some((seat) => handValue(n.hands[seat], n.rules) === FEUER);
  return settleRound(n, feuer ? 'feuer' : 'schnauz', shown);
}

/** S12: the dealer keeps the first packet (the second goes to the middle) or takes the second unseen. */
export function applyChoice(s: SchwimmenState, keep: boolean): SchwimmenState {
  const n = copyState(s);
  const dealer = s.dealer;
  if (keep) {
    n.middle = s.secondPacket;
  } else {
    n.middle = s.hands[dealer];
    n.hands = s.hands.slice();
    n.hands[dealer] = s.secondPacket;
  }
  n.secondPacket = [];
  n.history = { type: keep ? 'keep' : 'takeSecond', seat: dealer, middle: n.middle, before: s.history };
  // S13: a Schnauz or Feuer taken with the second packet is shown at once too (every other hand was
  // checked at the deal).
  const settled = shownAtOnce(n);
  if (settled) return settled;
  n.phase = 'turns';
  n.turn = nextInGame(s.out, dealer);
  return n;
}
