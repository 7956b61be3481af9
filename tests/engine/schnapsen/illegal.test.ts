// Illegal actions are refused with a reason a player understands, and nothing changes (N3–N10).
import { describe, expect, it } from 'vitest';
import { DECK_20, type Card } from '../../../src/engine/cards';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import {
  C2,
  C2_FIRST_TWO,
  dealt,
  deepFreeze,
  DUTIES,
  expectRefused,
  run,
  RUN,
  RUN_FIRST_FIVE,
  RUN_FIRST_FOUR,
} from './helpers';

interface Case {
  rule: string;
  what: string;
  state: () => SchnapsenState;
  action: SchnapsenAction;
  code: string;
  message: RegExp;
}

const CASES: Case[] = [
  {
    rule: 'N3',
    what: 'a move before the deal',
    state: () => schnapsen.init({ firstDealer: 0 }),
    action: { type: 'play', card: 'Ah' },
    code: 'dealFirst',
    message: /dealt/,
  },
  {
    rule: 'N3',
    what: 'a deal during a deal',
    state: () => dealt(RUN),
    action: { type: 'deal', deck: [...DECK_20] },
    code: 'dealInProgress',
    message: /still being played/,
  },
  {
    rule: 'N3',
    what: 'a deck of 19 cards',
    state: () => schnapsen.init({ firstDealer: 0 }),
    action: { type: 'deal', deck: DECK_20.slice(1) },
    code: 'badDeck',
    message: /20 Schnapsen cards/,
  },
  {
    rule: 'N5',
    what: 'a card not in hand',
    state: () => dealt(RUN),
    action: { type: 'play', card: 'As' },
    code: 'cardNotInHand',
    message: /don't hold/,
  },
  {
    rule: 'N5',
    what: 'something that is not a card',
    state: () => dealt(RUN),
    action: { type: 'play', card: 'Zz' as Card },
    code: 'cardNotInHand',
    message: /don't hold/,
  },
  {
    rule: 'N6',
    what: 'not heading after the close',
    state: () => run(dealt(DUTIES), 'close, Qc'),
    action: { type: 'play', card: 'Jc' },
    code: 'mustHead',
    message: /higher clubs/,
  },
  {
    rule: 'N6',
    what: 'not following after the close',
    state: () => run(dealt(DUTIES), 'close, Ac'),
    action: { type: 'play', card: 'Ah' },
    code: 'mustFollow',
    message: /follow clubs/,
  },
  {
    rule: 'N6',
    what: 'not trumping after the close',
    state: () => run(dealt(DUTIES), 'close, Ad'),
    action: { type: 'play', card: 'Kc' },
    code: 'mustTrump',
    message: /no diamonds.*trump/,
  },
  {
    rule: 'N6',
    what: 'not heading once the talon is exhausted',
    state: () => run(dealt(RUN), `${RUN_FIRST_FIVE}, Kd`),
    action: { type: 'play', card: 'Qd' },
    code: 'mustHead',
    message: /higher diamonds/,
  },
  {
    rule: 'N7',
    what: 'a marriage without the pair',
    state: () => dealt(RUN),
    action: { type: 'marry', suit: 'h' },
    code: 'noMarriage',
    message: /king and queen of hearts/,
  },
  {
    rule: 'N7',
    what: 'a marriage by the follower',
    state: () => run(dealt(C2), `${C2_FIRST_TWO}, Jd`),
    action: { type: 'marry', suit: 'd' },
    code: 'marryNotOnLead',
    message: /on lead/,
  },
  {
    rule: 'N7',
    what: 'another card after the announcement',
    state: () => run(dealt(DUTIES), 'marry s'),
    action: { type: 'play', card: 'Ac' },
    code: 'leadMarriageCard',
    message: /spades marriage.*king or queen/,
  },
  {
    rule: 'N7',
    what: 'closing after the announcement',
    state: () => run(dealt(DUTIES), 'marry s'),
    action: { type: 'close' },
    code: 'marriageAnnounced',
    message: /king or queen/,
  },
  {
    rule: 'N8',
    what: 'an exchange without the trump jack',
    state: () => dealt(DUTIES),
    action: { type: 'exchangeTrump' },
    code: 'noTrumpJack',
    message: /trump jack/,
  },
  {
    rule: 'N8',
    what: 'an exchange with one face-down card',
    state: () => run(dealt(RUN), RUN_FIRST_FOUR),
    action: { type: 'exchangeTrump' },
    code: 'talonTooSmall',
    message: /too few/i,
  },
  {
    rule: 'N8',
    what: 'an exchange after the close',
    state: () => run(dealt(RUN), 'close'),
    action: { type: 'exchangeTrump' },
    code: 'talonClosed',
    message: /closed/,
  },
  {
    rule: 'N8',
    what: 'an exchange by the follower',
    state: () => run(dealt(RUN), 'Ac'),
    action: { type: 'exchangeTrump' },
    code: 'exchangeNotOnLead',
    message: /on lead/,
  },
  {
    rule: 'N9',
    what: 'closing an exhausted talon',
    state: () => run(dealt(RUN), RUN_FIRST_FIVE),
    action: { type: 'close' },
    code: 'talonEmpty',
    message: /used up/,
  },
  {
    rule: 'N9',
    what: 'closing twice',
    state: () => run(dealt(RUN), 'close'),
    action: { type: 'close' },
    code: 'talonClosed',
    message: /closed/,
  },
  {
    rule: 'N9',
    what: 'closing by the follower',
    state: () => run(dealt(RUN), 'Ac'),
    action: { type: 'close' },
    code: 'closeNotOnLead',
    message: /on lead/,
  },
  {
    rule: 'N10',
    what: 'a claim by the follower',
    state: () => run(dealt(RUN), 'Ac'),
    action: { type: 'claim' },
    code: 'claimNotOnLead',
    message: /on lead/,
  },
  {
    rule: 'N10',
    what: 'a move after the claim',
    state: () => run(dealt(RUN), 'claim'),
    action: { type: 'claim' },
    code: 'dealFirst',
    message: /dealt/,
  },
  {
    rule: 'N12',
    what: 'a deal after the match',
    state: () => matchOver(),
    action: { type: 'deal', deck: [...DECK_20] },
    code: 'matchOver',
    message: /over/,
  },
  {
    rule: 'N3',
    what: 'an unknown action',
    state: () => dealt(RUN),
    action: { type: 'pass' } as unknown as SchnapsenAction,
    code: 'unknownAction',
    message: /not a move/,
  },
];

function matchOver(): SchnapsenState {
  let s = schnapsen.init({ firstDealer: 0, rules: { bummerl: 5 } });
  while (s.phase !== 'matchOver') s = run(schnapsen.apply(s, { type: 'deal', deck: [...DECK_20] }), 'claim');
  return s;
}

describe('illegal actions', () => {
  for (const c of CASES) {
    it(`${c.rule}: refuses ${c.what} (${c.code}) and changes nothing`, () => {
      const s = c.state();
      expect(schnapsen.legalActions(s)).not.toContainEqual(c.action);
      expectRefused(s, c.action, c.code, c.message);
    });
  }

  it('N3: apply works on deep-frozen states and never changes its input', () => {
    let s = deepFreeze(dealt(RUN));
    for (const m of ['exchange', 'close', 'marry h', 'Kh', 'Jc', 'Qh', 'Qc', 'claim']) {
      const before = JSON.stringify(s);
      s = deepFreeze(run(s, m));
      expect(JSON.stringify(s)).not.toBe(before);
    }
    expect(s.phase).toBe('dealOver');
  });
});
