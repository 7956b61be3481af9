// Real engine states for the table's tests (and the scratch preview): stacked deals played with the engine.
import type { Card } from '../../../src/engine/cards';
import type { Seat } from '../../../src/engine/game';
import {
  nextInGame,
  schwimmen,
  type SchwimmenRules,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';
import {
  dealt,
  finishWithKnock,
  h,
  keep,
  pass,
  play,
  stackDeck,
  swap,
  swapAll,
} from '../../engine/schwimmen/helpers';

export const NAMES = ['You', 'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'];

/** The human's view and legal actions (empty when it is not seat 0's turn), as the app hands them over. */
export function tableProps(s: SchwimmenState) {
  const legal = schwimmen.actor(s) === 0 ? schwimmen.legalActions(s) : [];
  return { view: schwimmen.view(s, 0), legal, names: NAMES.slice(0, s.players) };
}

// Weak hands (worth 9) for the seats that should lose a round, and middling ones (20–21, never 31) for the rest.
const WEAK = [h('7c 8s 9h'), h('7s 8h 9d')];
const GOOD = [
  h('Tc Jc Qs'),
  h('Ts Js Qh'),
  h('Th Jh Qd'),
  h('Td Jd Qc'),
  h('Kc Ac 7h'),
  h('Ks As 7d'),
  h('Kh Ah 8c'),
];

/** The deal of the next round, stacked so that `losers` (at most two) hold the lowest hands. */
function nextDeck(s: SchwimmenState, losers: Seat[]): Card[] {
  const dealer = s.phase === 'roundOver' ? nextInGame(s.out, s.dealer) : s.dealer;
  const hands: Record<Seat, Card[]> = {};
  let weak = 0;
  let good = 0;
  for (let seat = 0; seat < s.players; seat++) {
    if (s.out[seat]) continue;
    hands[seat] = losers.includes(seat) ? WEAK[weak++] : GOOD[good++];
  }
  return stackDeck({ players: s.players, dealer, hands, out: s.out });
}

/** Plays a round in which `losers` lose a life: the dealer keeps, the next player knocks, the rest pass. */
export function loseRound(s: SchwimmenState, losers: Seat[]): SchwimmenState {
  s = schwimmen.apply(s, { type: 'deal', deck: nextDeck(s, losers) });
  return finishWithKnock(play(s, keep));
}

/** A new match (phase 'deal') whose rules allow the quick knocks that loseRound plays. */
export function newMatch(players: number, dealer: Seat, rules: Partial<SchwimmenRules> = {}): SchwimmenState {
  return schwimmen.init({ players, firstDealer: dealer, rules: { knockInFirstRound: true, ...rules } });
}

/** 4 players, the human deals: the dealer's choice, with the second packet face down beside the hand. */
export function humanChooses(): SchwimmenState {
  return dealt({
    players: 4,
    dealer: 0,
    hands: { 0: h('Ah 7h 9c'), 1: h('9s Kd 8c'), 2: h('Jc Tc 7d'), 3: h('Qd 8d 8h') },
    second: h('Kh Qh 7s'),
  });
}

/**
 * 4 players, first round: Anna swapped, Ben passed, Clara swapped all three; now the human plays and may not
 * knock yet. Hand Ah 7h 9c, middle Qd 8d 8h.
 */
export function humanFirstTurn(rules: Partial<SchwimmenRules> = {}): SchwimmenState {
  const s = dealt({
    players: 4,
    dealer: 0,
    rules,
    hands: { 0: h('Ah 7h 9c'), 1: h('9s Kd 8c'), 2: h('Jc Tc 7d'), 3: h('Qd 8d 8h') },
    second: h('Kh Qh 7s'),
  });
  // Middle after keep: Kh Qh 7s. Anna takes Kh for 8c (middle 8c Qh 7s), Clara swaps all three.
  return play(s, keep, swap('8c', 'Kh'), pass, swapAll);
}

/** The human's second turn: Anna knocked on her second turn, so this is the human's last turn. */
export function humanLastTurn(rules: Partial<SchwimmenRules> = {}): SchwimmenState {
  return play(humanFirstTurn(rules), pass, { type: 'knock' }, pass, pass);
}

/** The human's second turn with nobody knocked yet: knocking is allowed. */
export function humanMayKnock(rules: Partial<SchwimmenRules> = {}): SchwimmenState {
  return play(humanFirstTurn(rules), pass, pass, pass, pass);
}

/** 2 players, Anna deals and is choosing: nothing for the human to do. */
export function annaChooses(): SchwimmenState {
  return dealt({ players: 2, dealer: 1, hands: { 0: h('As Ks 7d'), 1: h('8c 9c Tc') } });
}

/**
 * 8 players with one life each: Ben is swimming (lost once), Clara is out (lost twice). In the third round
 * Anna deals, Ben swaps a card, David knocks and it is Emma's turn.
 */
export function eightPlayers(): SchwimmenState {
  let s = newMatch(8, 7, { lives: 1 });
  s = loseRound(s, [2, 3]);
  s = loseRound(s, [3]);
  s = schwimmen.apply(s, { type: 'deal', deck: nextDeck(s, []) });
  s = play(s, keep);
  const benSwaps = schwimmen.legalActions(s).find((a) => a.type === 'swap');
  if (!benSwaps) throw new Error('Ben has a swap');
  return play(s, benSwaps, { type: 'knock' });
}

/** A finished round (phase 'roundOver'): the table waits for the next deal. */
export function roundOver(): SchwimmenState {
  return loseRound(newMatch(3, 0), [1]);
}

/** The human has lost every life and the round after: out, the others play on. */
export function humanOut(): SchwimmenState {
  let s = newMatch(3, 0, { lives: 1 });
  s = loseRound(s, [0]);
  s = loseRound(s, [0]);
  s = schwimmen.apply(s, { type: 'deal', deck: nextDeck(s, []) });
  return s;
}

/**
 * S13: 4 players, the human deals and Anna (seat 1) is dealt a Schnauz: shown at once, before the human
 * chooses; the round is over and the human's second packet stays face down.
 */
export function schnauzDealtToAnna(): SchwimmenState {
  return dealt({
    players: 4,
    dealer: 0,
    hands: { 0: h('Ah 7h 9c'), 1: h('As Ks Ts'), 2: h('Jc Tc 7d'), 3: h('Qd 8d 8h') },
    second: h('Kh Qh 7s'),
  });
}

/** S13: 3 players, Ben (seat 2) deals himself Feuer in his first packet: nothing to choose. */
export function feuerForDealerBen(): SchwimmenState {
  return dealt({
    players: 3,
    dealer: 2,
    hands: { 0: h('7c 8d 9h'), 1: h('Kd Qd Jd'), 2: h('Ac Ad Ah') },
    second: h('Kh Qh 7s'),
  });
}
