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
  const skat = rules.tieBreak === 'skat';
  const values = new Array<number | null>(players);
  const hands = new Array<Card[] | null>(players);
  // What the showdown compares: the value, or under the Skat tie rule the full order of S20.
  const keys = new Array<number>(players);
  let inGame = 0;
  for (let seat = 0; seat < players; seat++) {
    if (n.out[seat]) {
      values[seat] = null;
      hands[seat] = null;
      keys[seat] = Infinity;
    } else {
      const hand = n.hands[seat];
      const v = handValue(hand, rules);
      values[seat] = v;
      hands[seat] = hand;
      keys[seat] = skat ? handStrength(hand, rules) : v;
      inGame++;
    }
  }

  const losers: Seat[] = [];
  const feuerSeat = ending === 'feuer' ? values.indexOf(FEUER) : -1;
  if (feuerSeat >= 0) {
    for (let seat = 0; seat < players; seat++) if (!n.out[seat] && seat !== feuerSeat) losers.push(seat);
  } else {
    let lowest = Infinity;
    for (let seat = 0; seat < players; seat++) if (keys[seat] < lowest) lowest = keys[seat];
    for (let seat = 0; seat < players; seat++) if (keys[seat] === lowest) losers.push(seat);
    // S20 'none': when everybody holds the same value, nobody loses.
    if (!skat && losers.length === inGame) losers.length = 0;
  }

  const lives = n.lives.slice();
  const out = n.out.slice();
  const eliminated: Seat[] = [];
  let handsAfter = n.hands;
  let discards = n.discards;
  for (const seat of losers) {
    if (lives[seat] > 0) {
      lives[seat]--;
    } else {
      out[seat] = true;
      eliminated.push(seat);
      if (handsAfter === n.hands) handsAfter = n.hands.slice();
      discards = discards.concat(handsAfter[seat]);
      handsAfter[seat] = [];
    }
  }

  n.hands = handsAfter;
  n.discards = discards;
  n.lives = lives;
  n.out = out;
  n.turn = null;
  n.roundResult = { values, losers, ending, hands, shown, eliminated };
  const left = inGame - eliminated.length;
  if (left <= 1) {
    n.phase = 'gameOver';
    n.winner = left === 1 ? out.indexOf(false) : null;
  } else {
    n.phase = 'roundOver';
  }
  return n;
}
