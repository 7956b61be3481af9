// Real Schnapsen positions for the table tests and the preview: stacked deals from the engine's test
// helpers, then moves applied through the engine. Trumps are hearts unless a stack says otherwise.
import { DECK_20 } from '../../../src/engine/cards';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import {
  C1,
  C2,
  C2_FIRST_TWO,
  C3,
  C4,
  dealt,
  DUTIES,
  PLAYOUT,
  PLAYOUT_TRICKS,
  run,
  RUN,
  RUN_FIRST_FIVE,
  RUN_FIRST_FOUR,
  type Stack,
} from '../../engine/schnapsen/helpers';

export const NAMES: [string, string] = ['You', 'Anna'];

export function tableProps(s: SchnapsenState) {
  return {
    view: schnapsen.view(s, 0),
    legal: schnapsen.actor(s) === 0 ? schnapsen.legalActions(s) : ([] as SchnapsenAction[]),
    names: NAMES,
  };
}

/** Seat 1 deals, so the human leads, and holds the trump jack: Jh Kh Th Ah Ac under the trump Qh. */
export const firstLead = () => dealt(RUN);
/** The human took Ac/Jc and leads again; the finished trick still lies in the middle. */
export const trickTaken = () => run(dealt(RUN), 'Ac, Jc');
/** The human leads Tc to the second trick; the first (Ac/Jc) can be looked at. */
export const secondTrickLed = () => run(dealt(RUN), 'Ac, Jc, Tc');
/** The human deals; Anna leads the ace of clubs and the human answers freely (talon open). */
export const annaLeads = () => run(dealt(RUN, { dealer: 0 }), 'Ac');

/** The human holds two marriages: hearts (trumps, 40) and diamonds (20). */
export const TWO_MARRIAGES: Stack = { nonDealer: 'Kh Qh Kd Qd Ac', dealer: 'Jc Qc Kc Js Qs', trump: 'Ah' };
export const twoMarriages = () => dealt(TWO_MARRIAGES);
/** The human holds the spade marriage only (20); no trump jack. */
export const oneMarriage = () => dealt(DUTIES);
/** The human has announced the spade marriage before winning a trick: 20 pending. */
export const marriageAnnounced = () => run(dealt(DUTIES), 'marry s');

/** Anna closes at once and leads Ah; the human holds Jh Qh and must follow hearts. */
export const FOLLOW_HEARTS: Stack = { nonDealer: 'Ah Ac Ad Ks Qs', dealer: 'Jh Qh Kc Jc Js', trump: 'Qd' };
export const mustFollowHearts = () => run(dealt(FOLLOW_HEARTS, { dealer: 0 }), 'close, Ah');
/** Anna closes and leads Qc; the human must head it with Kc. */
export const mustHead = () => run(dealt(DUTIES, { dealer: 0 }), 'close, Qc');
/** Anna closes and leads Ad; the human has no diamonds and must trump. */
export const mustTrump = () => run(dealt(DUTIES, { dealer: 0 }), 'close, Ad');
/** The human has closed the talon and is still on lead. */
export const closedByMe = () => run(dealt(RUN), 'close');
/** The human took a trick with the trump marriage (67 points) and leads: a claim now wins. */
export const reached66 = () => run(dealt(C2), `${C2_FIRST_TWO}, marry h, Kh, Js`);
/** The human has 76 after announcing the trump marriage, so must lead its king or queen — or claim. */
export const reached66Married = () => run(dealt(C2), `${C2_FIRST_TWO}, Jd, Td, marry d, Kd, Ah, marry h`);
/** The talon is used up: the human took the first five tricks (59) and leads. */
export const talonEmpty = () => run(dealt(RUN), RUN_FIRST_FIVE);
/** With one face-down card left (option on) the human may still exchange. */
export const oneLeftExchange = () =>
  run(dealt(RUN, { rules: { exchangeWithOneLeft: true } }), RUN_FIRST_FOUR);
export const oneLeftNoExchange = () => run(dealt(RUN), RUN_FIRST_FOUR);

/** Anna exchanged the trump jack for Th, announced the bell marriage and leads Kd. */
export const ANNA_CALLS: Stack = { nonDealer: 'Kd Qd Jh Ac As', dealer: 'Jc Qc Kc Js Qs', trump: 'Th' };
export const annaAnnounced = () => run(dealt(ANNA_CALLS, { dealer: 0 }), 'exchange, marry d, Kd');
/** Anna closed the talon and leads. */
export const annaClosed = () => run(dealt(DUTIES, { dealer: 0 }), 'close');

// Deal ends, one per reason (N11), from the engine's scoring scenarios.
export const ended = {
  claim1: () => run(dealt(C2), `${C2_FIRST_TWO}, Jd, Td, marry d, Kd, Ah, marry h, claim`),
  claim2: () => run(dealt(C2), `${C2_FIRST_TWO}, marry h, Kh, Js, claim`),
  claim3: () =>
    run(dealt(RUN, { rules: { exchangeWithOneLeft: true } }), `${RUN_FIRST_FOUR}, exchange, marry h, claim`),
  falseClaim2: () => run(dealt(C2), `${C2_FIRST_TWO}, claim`),
  falseClaim3: () => run(dealt(RUN), 'Ac, Jc, claim'),
  closedClaim3: () => run(dealt(C1), 'close, Jc, Tc, Kc, Ah, marry h, Kh, Jd, Qh, Js, claim'),
  closedClaim1: () => run(dealt(C2), `${C2_FIRST_TWO}, Jd, Td, marry d, Kd, Ah, close, marry h, claim`),
  closedFalseClaim: () => run(dealt(C1), 'close, Jc, Tc, Kc, Ah, claim'),
  closedRunOut: () =>
    run(dealt(C2), `${C2_FIRST_TWO}, close, Jd, Td, marry d, Kd, Ah, Tc, Js, Kh, Qd, Qh, Ks`),
  closedBeaten: () => run(dealt(C3), 'close, Jc, Ac, marry h, Kh, Js, Ah, Qs, claim'),
  closedLastTrick: () => run(dealt(C1), 'close, Jc, Tc, Kc, Ah, marry h, Kh, Jd, Qh, Js, Th, Qs'),
  closedLostLast: () => run(dealt(C4), 'close, marry h, Kh, Js, Ah, Jd, Ac, Kc, Qh, Qs, Jc, Qc'),
  lastTrick1: () => run(dealt(PLAYOUT), PLAYOUT_TRICKS),
  lastTrick2: () => run(dealt(RUN), `${RUN_FIRST_FIVE}, Kd, Td, Qh, Ah, Jh, Kc, Kh, Qd, Th, Ts`),
  lostMarriage: () => run(dealt(DUTIES), 'marry s, claim'),
};

/**
 * A whole match of false claims: whoever leads claims at once, so the other player wins 3 each deal.
 * With `humanWins` the human deals first, so Anna claims first and the human reaches 0 first.
 */
export function matchOver(humanWins: boolean, bummerl: 7 | 5 = 7): SchnapsenState {
  let s = schnapsen.init({ firstDealer: humanWins ? 0 : 1, rules: { bummerl } });
  while (s.phase !== 'matchOver') {
    s = schnapsen.apply(s, { type: 'deal', deck: [...DECK_20] });
    s = schnapsen.apply(s, { type: 'claim' });
  }
  return s;
}

/** The state of a match after `deals` deals, each ended by the leader's false claim (for the tally). */
export function afterDeals(deals: number): SchnapsenState {
  let s = schnapsen.init({ firstDealer: 1 });
  for (let i = 0; i < deals; i++) {
    s = schnapsen.apply(s, { type: 'deal', deck: [...DECK_20] });
    s = schnapsen.apply(s, { type: 'claim' });
  }
  return schnapsen.apply(s, { type: 'deal', deck: [...DECK_20] });
}
