// Rounds played on the real engine with stacked decks, as the screens receive them.
import type { Card } from '../../../src/engine/cards';
import {
  roundHistory,
  schwimmen,
  type RoundEvent,
  type RoundResult,
  type SchwimmenRules,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';
import {
  dealt,
  finishWithKnock,
  h,
  keep,
  knock,
  pass,
  play,
  showdownWith,
  stackDeck,
  swap,
  takeSecond,
} from '../../engine/schwimmen/helpers';

/** Seat 0 is the human, as in the app. */
export const NAMES = ['You', 'Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Fritz', 'Greta'];

export interface Scenario {
  state: SchwimmenState;
  result: RoundResult;
  history: RoundEvent[];
  names: string[];
}

function scenario(state: SchwimmenState): Scenario {
  if (!state.roundResult) throw new Error('The round is not over');
  return {
    state,
    result: state.roundResult,
    history: roundHistory(state),
    names: NAMES.slice(0, state.players),
  };
}

/** S21, the worked example: Ben (seat 2) has 25 and loses; Anna (seat 1) knocked. */
export function workedExample(): Scenario {
  let s = dealt({
    players: 3,
    dealer: 0,
    hands: { 0: h('7c 8h 9s'), 1: h('7d Ks Ts'), 2: h('7h Ad Kc') },
    second: h('8c Ah Qh'),
  });
  s = play(
    s,
    takeSecond,
    swap('7d', '9s'),
    swap('7h', '7c'),
    swap('8c', '8h'),
    knock,
    swap('Ad', '8c'),
    pass,
  );
  return scenario(s);
}

/** Ben (seat 2) is dealt three aces: Feuer, shown at once, before the dealer chooses (S13). */
export function feuer(): Scenario {
  const hands = { 0: h('7c 8d 9h'), 1: h('Kd Qd Jd'), 2: h('Ac As Ah'), 3: h('7d 8h 9s') };
  return scenario(dealt({ players: 4, dealer: 0, hands }));
}

/** Anna (seat 1) swaps her way to 31 during play; the lowest hand still loses. */
export function schnauz(): Scenario {
  const s = dealt({
    players: 3,
    dealer: 0,
    hands: { 0: h('7c 8d 9s'), 1: h('Ah Kh 9c'), 2: h('Qs Js 7d') },
    second: h('Th 8c 7s'),
  });
  return scenario(play(s, keep, swap('9c', 'Th')));
}

export function allEqual(): Scenario {
  return scenario(showdownWith([h('Ac Kc 7h'), h('As Ks 8d'), h('Ah Kh 9c')]));
}

/** Anna and Ben share the lowest hand, 15. */
export function tie(): Scenario {
  return scenario(showdownWith([h('Ac Kc 9h'), h('7h 8h 9c'), h('7d 8d 9s'), h('As Ks 8c')]));
}

/** The Skat tie rule: Anna's spades and Ben's hearts are both 20; hearts rank lower. */
export function skatTie(): Scenario {
  return scenario(
    showdownWith([h('Ac Kc 9c'), h('Ks Qs 7d'), h('Kh Qh 7c'), h('Ad Kd 8s')], { tieBreak: 'skat' }),
  );
}

export function skatThreeOfAKind(): Scenario {
  return scenario(showdownWith([h('8c 8s 8h'), h('7c 7s 7h')], { tieBreak: 'skat' }));
}

/** Two rounds with one life: Anna (seat 1) loses the first (swimming), then the second (out). */
export function swimmingThenOut(): { swimming: Scenario; out: Scenario } {
  const hands = [h('Ac Kc 9h'), h('7h 8h 9c'), h('As Ks 8d'), h('Ad Qd 8s')];
  const first = showdownWith(hands, { lives: 1 });
  let s = schwimmen.apply(first, {
    type: 'deal',
    deck: stackDeck({ players: 4, dealer: 1, hands: Object.fromEntries(hands.map((c, i) => [i, c])) }),
  });
  s = finishWithKnock(play(s, keep));
  return { swimming: scenario(first), out: scenario(s) };
}

/** Everybody passes until the stock cannot refill the middle; Ben (seat 2) holds 9. */
export function stockRanOut(): Scenario {
  const hands = { 0: h('Ac Kc 9h'), 1: h('As Ks 8d'), 2: h('7h 8c 9d'), 3: h('Ad Qd 8s') };
  let s = play(dealt({ players: 4, dealer: 3, hands }), keep);
  while (s.phase === 'turns') s = play(s, pass);
  return scenario(s);
}

/** A two-player match played to the end: seat `loser` loses every round. */
export function finishedMatch(lives = 1, rules: Partial<SchwimmenRules> = {}) {
  const hands: Card[][] = [h('Ac Kc 9h'), h('7h 8h 9c')];
  let s = showdownWith(hands, { lives, ...rules });
  let rounds = 1;
  while (s.phase !== 'gameOver') {
    s = schwimmen.apply(s, {
      type: 'deal',
      deck: stackDeck({ players: 2, dealer: s.dealer === 0 ? 1 : 0, hands: { 0: hands[0], 1: hands[1] } }),
    });
    s = finishWithKnock(play(s, keep));
    rounds++;
  }
  return { state: s, rounds };
}

/** Eight players, one already out, to see a full showdown. */
export function eightPlayers(): Scenario {
  const hands = [
    h('Ac Kc 9h'),
    h('7h 8h 9c'),
    h('As Ks 8d'),
    h('Ad Qd 8s'),
    h('Qc Jc 7d'),
    h('Th Jh 7s'),
    h('9d Td 8c'),
    h('Qs Js 9s'),
  ];
  let s = showdownWith(hands, { lives: 1 });
  s = schwimmen.apply(s, {
    type: 'deal',
    deck: stackDeck({ players: 8, dealer: 1, hands: Object.fromEntries(hands.map((c, i) => [i, c])) }),
  });
  s = finishWithKnock(play(s, keep));
  // Anna is out now; one more round without her.
  const out = s.out;
  s = schwimmen.apply(s, {
    type: 'deal',
    deck: stackDeck({
      players: 8,
      dealer: 2,
      out,
      hands: {
        0: h('Ac Kc 9h'),
        2: h('As Ks 8d'),
        3: h('Ad Qd 8s'),
        4: h('Qc Jc 7d'),
        5: h('Th Jh 7s'),
        6: h('9d Td 8c'),
        7: h('7h 8h 9c'),
      },
    }),
  });
  s = finishWithKnock(play(s, keep));
  return scenario(s);
}
