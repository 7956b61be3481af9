// What each level does in positions dealt from stacked decks, named by behaviour and rule id.
import { describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../../../src/bots/types';
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { maskOf } from '../../../src/bots/schnapsen/cards';
import { normalAction } from '../../../src/bots/schnapsen/heuristics';
import { handWeight, inferenceOf } from '../../../src/bots/schnapsen/inference';
import { knowledgeOf } from '../../../src/bots/schnapsen/knowledge';
import { allHands } from '../../../src/bots/schnapsen/sampling';
import { sureMove } from '../../../src/bots/schnapsen/sure';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import {
  C2,
  C2_FIRST_TWO,
  C3,
  C4,
  cards,
  dealt,
  key,
  run,
  RUN,
  RUN_FIRST_FIVE,
  RUN_FIRST_FOUR,
  type Stack,
} from '../../engine/schnapsen/helpers';

/** The decision of `level` for the seat to act, as a key: 'play:Ah', 'marry:h', 'close:', … */
function decide(level: Level, s: SchnapsenState, seed = 1): string {
  const seat = schnapsen.actor(s) as number;
  return key(schnapsenBots[level].decide(schnapsen.view(s, seat), schnapsen.legalActions(s), seed));
}

/** Lets the bot of `level` act for the seat to act until the other seat is to act or the deal ends. */
function turnOf(level: Level, s: SchnapsenState): string[] {
  const seat = schnapsen.actor(s);
  const out: string[] = [];
  while (s.phase === 'play' && schnapsen.actor(s) === seat) {
    const a = schnapsenBots[level].decide(schnapsen.view(s, seat as number), schnapsen.legalActions(s), 1);
    out.push(key(a));
    s = schnapsen.apply(s, a);
  }
  return out;
}

const SEARCHING: Level[] = ['hard', 'expert'];

describe('every level', () => {
  it.each(LEVELS)('%s N10: claims as soon as its counted points reach 66', (level) => {
    // Seat 0 has 59 from the first five tricks and takes Qh with Ah: 73.
    const s = run(dealt(RUN), `${RUN_FIRST_FIVE}, Ah, Qh`);
    expect(s.points[0]).toBe(73);
    expect(decide(level, s)).toBe('claim:');
  });

  it.each(LEVELS)('%s N10: does not claim with 59', (level) => {
    const s = run(dealt(RUN), RUN_FIRST_FIVE);
    expect(s.points[0]).toBe(59);
    expect(decide(level, s)).not.toBe('claim:');
  });

  it.each(LEVELS)(
    '%s N8 N7 N10: exchanges the trump jack, announces the trump marriage and claims',
    (level) => {
      // With one face-down card left the option allows the exchange; Jh for Qh gives Kh Qh: 46 + 40.
      const s = run(dealt(RUN, { rules: { exchangeWithOneLeft: true } }), RUN_FIRST_FOUR);
      expect(turnOf(level, s)).toEqual(['exchangeTrump:', 'marry:h', 'claim:']);
    },
  );

  it.each(LEVELS)('%s N8: exchanges the trump jack before anything else', (level) => {
    const s = dealt({ nonDealer: 'Jh Ac Tc Ks Js', dealer: 'Qc Kc Qs Jd Qd', trump: 'Ah' });
    expect(decide(level, s)).toBe('exchangeTrump:');
  });
});

describe('easy', () => {
  it('easy N9: never closes, even with a sure line (it announces its marriage instead)', () => {
    expect(decide('easy', dealt(C4))).toBe('marry:h');
  });

  it('easy N5: takes a low lead with a trump when that is its cheapest winner', () => {
    const s = run(dealt({ nonDealer: 'Jc Qs Kd Ts Ac', dealer: 'Jh Qd Ks Jd Kc', trump: 'Ah' }), 'Jc');
    expect(decide('easy', s)).toBe('play:Jh');
  });
});

describe('normal', () => {
  it('normal N7: announces the marriage before leading its king or queen', () => {
    // C2 after two tricks: seat 1 leads and holds Kd Qd.
    const s = run(dealt(C2), 'Jc, Qc');
    expect(turnOf('normal', s)).toEqual(['marry:d', 'play:Qd']);
  });

  it('normal N9: closes with a sure line (trump ace, plain ace, trump marriage)', () => {
    // Ah and Ac win whatever the opponent holds (26), then the trump marriage brings 40 more.
    expect(decide('normal', dealt(C4))).toBe('close:');
  });

  it('normal N9: does not close without a sure line', () => {
    expect(decide('normal', dealt(C3))).not.toBe('close:');
  });

  it('normal N5: saves its trump in the first phase and throws a low card on a low lead', () => {
    const s = run(dealt({ nonDealer: 'Jc Qs Kd Ts Ac', dealer: 'Jh Qd Ks Jd Kc', trump: 'Ah' }), 'Jc');
    expect(decide('normal', s)).toBe('play:Jd');
  });

  it('normal N5: trumps a led ten with its cheapest trump', () => {
    const s = run(dealt({ nonDealer: 'Tc Qs Kd Ts Ac', dealer: 'Jh Qd Ks Jd Kc', trump: 'Ah' }), 'Tc');
    expect(decide('normal', s)).toBe('play:Jh');
  });

  it('normal N6: heads the trick with its cheapest higher card once the talon is closed', () => {
    const s = run(dealt({ nonDealer: 'Jc Qs Kd Ts Ac', dealer: 'Qc Ad Ks Jd Tc', trump: 'Ah' }), 'close, Jc');
    expect(decide('normal', s)).toBe('play:Qc');
  });

  it('normal N6: counts the cards once the talon is exhausted and plays the last tricks exactly', () => {
    expect(decide('normal', run(dealt(ENDGAME), ENDGAME_MOVES))).toBe('play:Js');
  });

  it('normal N6: leads a master trump to draw the opponent’s trumps in the second phase', () => {
    const s = run(dealt(RUN), RUN_FIRST_FIVE);
    expect(decide('normal', s)).toBe('play:Ah');
  });
});

/** An exhausted talon: seat 0 (46) holds As Ts Kd Ad Js against Qd Td Ah Ac Jd, diamonds trumps. */
const ENDGAME: Stack = {
  nonDealer: 'Ks Qc As Ts Qs',
  dealer: 'Qd Td Qh Kc Th',
  trump: 'Jd',
  talon: 'Kh Jc Tc Jh Ah Kd Ac Ad Js',
};
const ENDGAME_MOVES = 'marry s, Qs, Qh, Ks, Jc, Kh, Th, Jh, Qc, Kc, Tc';

describe.each(SEARCHING)('%s', (level) => {
  it(`${level} N6: finds the winning line in an exhausted endgame where the rule of thumb loses`, () => {
    const s = run(dealt(ENDGAME), ENDGAME_MOVES);
    expect(s.talon).toEqual([]);
    expect(s.points).toEqual([46, 19]);
    // Leading the trump ace (the rule of thumb) lets seat 1 win; the spade jack wins the deal.
    const view = schnapsen.view(s, 0);
    expect(key(normalAction(view, knowledgeOf(view), schnapsen.legalActions(s)))).toBe('play:Ad');
    expect(decide(level, s)).toBe('play:Js');
    // Played on by the searching bot against itself, seat 0 wins.
    let t = s;
    while (t.phase === 'play') {
      const seat = schnapsen.actor(t) as number;
      t = schnapsen.apply(
        t,
        schnapsenBots[level].decide(schnapsen.view(t, seat), schnapsen.legalActions(t), 3),
      );
    }
    expect(t.dealResult?.winner).toBe(0);
  });

  it(`${level} N9: closes with a sure line`, () => {
    expect(decide(level, dealt(C4))).toBe('close:');
  });

  it(`${level} N7: announces a marriage it leads from`, () => {
    const s = run(dealt(C2), 'Jc, Qc');
    expect(decide(level, s)).toBe('marry:d');
  });
});

describe('expert', () => {
  it('expert N9: closes when it wins against every possible opponent hand', () => {
    // Seat 0 (21 points, a trick) holds Ah Kh Qh Tc Jd; the other trumps are played or under the talon.
    const s = run(dealt(C2), C2_FIRST_TWO);
    const view = schnapsen.view(s, 0);
    const k = knowledgeOf(view);
    const hands = allHands(k).map((h) => h.oppHand);
    expect(hands.length).toBe(252);
    const line = sureMove(
      {
        me: 0,
        hand: k.hand,
        hands,
        trump: k.trump,
        closer: 0,
        points: [21, 5],
        tricks: [1, 1],
        pending: [0, 0],
      },
      -1,
    );
    expect(line).not.toBeNull();
    expect(decide('expert', s)).toBe('close:');
  });

  it('expert N6: after a close reads a suit the opponent did not follow as void', () => {
    // Seat 0 closes at once and leads Ac; seat 1 holds no club and trumps with Jh.
    const s = run(
      dealt({ nonDealer: 'Ac Kc Qs Ks Jd', dealer: 'Jh Ad Ts As Td', trump: 'Qh' }),
      'close, Ac, Jh',
    );
    const view = schnapsen.view(s, 0);
    const inf = inferenceOf(view, knowledgeOf(view));
    // The unseen clubs can only be in the talon; nothing is known about the other suits.
    expect(inf.excluded).toBe(maskOf(cards('Jc Qc Tc')));
  });

  it('expert N8: an opponent who led without exchanging is unlikely to hold the trump jack', () => {
    // Seat 1 takes the first trick, draws Kc and leads As with the trump card Qh face up, not exchanging.
    const stack = { nonDealer: 'Jc Ac Tc Ks Js', dealer: 'Qc Ad Ts As Td', trump: 'Qh', talon: 'Kc Jd' };
    const s = run(dealt(stack), 'Jc, Qc, As');
    const view = schnapsen.view(s, 0);
    const inf = inferenceOf(view, knowledgeOf(view));
    expect(handWeight(inf, maskOf(cards('Jh Kh')))).toBeLessThan(0.1);
    expect(handWeight(inf, maskOf(cards('Ah Kh')))).toBe(1);
  });
});
