// End of a round (S19–S20) and of the game (S22).
import type { Card } from '../cards';
import type { Seat } from '../game';
import { FEUER, SCHNAUZ, handStrength, handValue } from './value';
import type { RoundEnding, SchwimmenState } from './state';

/** Seats whose hand is Schnauz or Feuer, to be shown at once (S13, S17). */
export function showingSeats(s: SchwimmenState): Seat[] {
  const shown: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (!s.out[seat] && handValue(s.hands[seat], s.rules) >= SCHNAUZ) shown.push(seat);
  }
  return shown;
}

/**
 * Settles the round on `n`, a fresh copy that may be changed: values, losers, lives, players put out,
 * and the end of the game when at most one player is left.
 */
export function settleRound(n: SchwimmenState, ending: RoundEnding, shown: Seat[]): SchwimmenState {
  const rules = n.rules;
  const players = n.players;
  const out = n.out;
  const skat = rules.tieBreak === 'skat';
  // Filled seat by seat with push: arrays grown from a literal keep one element kind (V8 learns it per site).
  const values: (number | null)[] = [];
  const hands: (Card[] | null)[] = [];
  // The lowest of what the showdown compares: the value, or under the Skat tie rule the full order of S20.
  let lowest = Infinity;
  let inGame = 0;
  let feuerSeat = -1;
  for (let seat = 0; seat < players; seat++) {
    if (out[seat]) {
      values.push(null);
      hands.push(null);
    } else {
      const hand = n.hands[seat];
      const v = handValue(hand, rules);
      values.push(v);
      hands.push(hand);
      if (v === FEUER && feuerSeat < 0) feuerSeat = seat;
      const key = skat ? handStrength(hand, rules) : v;
      if (key < lowest) lowest = key;
      inGame++;
    }
  }

  const losers: Seat[] = [];
  if (ending === 'feuer' && feuerSeat >= 0) {
    for (let seat = 0; seat < players; seat++) if (!out[seat] && seat !== feuerSeat) losers.push(seat);
  } else {
    for (let seat = 0; seat < players; seat++) {
      if (!out[seat] && (skat ? handStrength(n.hands[seat], rules) : (values[seat] as number)) === lowest) {
        losers.push(seat);
      }
    }
    // S20 'none': when everybody holds the same value, nobody loses.
    if (!skat && losers.length === inGame) losers.length = 0;
  }

  const lives = n.lives.slice();
  let outAfter = out;
  const eliminated: Seat[] = [];
  let handsAfter = n.hands;
  let discards = n.discards;
  for (let i = 0; i < losers.length; i++) {
    const seat = losers[i];
    if (lives[seat] > 0) {
      lives[seat]--;
    } else {
      if (outAfter === out) outAfter = out.slice();
      outAfter[seat] = true;
      eliminated.push(seat);
      if (handsAfter === n.hands) handsAfter = n.hands.slice();
      discards = discards.concat(handsAfter[seat]);
      handsAfter[seat] = [];
    }
  }

  n.hands = handsAfter;
  n.discards = discards;
  n.lives = lives;
  n.out = outAfter;
  n.turn = null;
  n.roundResult = { values, losers, ending, hands, shown, eliminated };
  const left = inGame - eliminated.length;
  if (left <= 1) {
    n.phase = 'gameOver';
    n.winner = left === 1 ? outAfter.indexOf(false) : null;
  } else {
    n.phase = 'roundOver';
  }
  return n;
}
