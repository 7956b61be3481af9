// N5, N6: tricks while the talon is open, and the duties once it is closed or exhausted.
import { describe, expect, it } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import {
  cards,
  dealt,
  expectRefused,
  legal,
  playable,
  run,
  RUN,
  RUN_FIRST_FIVE,
  PLAYOUT,
  sorted,
  DUTIES,
} from './helpers';

describe('N5 open talon', () => {
  it('N5: the follower may play any card — no duty to follow, head or trump', () => {
    // Seat 1 holds Kc Qc below the led Tc, and no trump: after a close only Kc Qc would do.
    const s = run(dealt(RUN), 'Ac, Jc, Tc');
    expect(schnapsen.actor(s)).toBe(1);
    expect(playable(s)).toEqual(sorted(cards('Qc Kc Jd Qd Js')));
    expect(legal(s).some((k) => !k.startsWith('play:'))).toBe(false);
    const t = run(s, 'Jd'); // a discard loses
    expect(t.tricks[1]).toEqual({ leader: 0, lead: 'Tc', follow: 'Jd', winner: 0 });
  });

  it('N5: the higher card of the led suit wins; any trump beats any non-trump', () => {
    // RUN's seat 0 holds every trump but Qh; a non-trump led by the dealer's side loses to a trump.
    let s = run(dealt(RUN), 'Ac, Jc'); // 13 to seat 0
    expect(s.tricks[0].winner).toBe(0);
    s = run(s, 'Tc, Kc'); // Tc > Kc
    expect(s.tricks[1].winner).toBe(0);
    // A card of another suit (not trumps) does not win, however high.
    const other = dealt(PLAYOUT);
    expect(run(other, 'Jc, Qd').tricks[0].winner).toBe(0);
    expect(run(other, 'Jc, Qc').tricks[0].winner).toBe(1);
    expect(run(other, 'Ac, Kh').tricks[0].winner).toBe(1); // trump
  });

  it('N5: the winner draws the front card, then the loser; the winner leads', () => {
    const s0 = dealt(RUN);
    let s = run(s0, 'Ac, Jc');
    expect(s.hands[0]).toContain('Tc');
    expect(s.hands[1]).toContain('Js');
    expect(s.talon).toEqual(s0.talon.slice(2));
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(schnapsen.actor(s)).toBe(0);
    // When the dealer wins, the dealer draws first and leads.
    s = run(dealt(PLAYOUT), 'Jc, Qc');
    expect(s.tricks[0].winner).toBe(1);
    expect(s.hands[1]).toContain('Ks');
    expect(s.hands[0]).toContain('Ts');
    expect(schnapsen.actor(s)).toBe(1);
    const t = run(dealt(RUN), 'Ac, Jc, Tc, Qc, As, Js, Ks, Qs'); // four tricks: one face-down card left
    expect(t.talon).toEqual(['Kd']);
    expect(t.trumpCard).toBe('Qh');
  });

  it('N5: the loser draws the trump card with the last face-down card', () => {
    const s = run(dealt(RUN), RUN_FIRST_FIVE);
    expect(s.talon).toEqual([]);
    expect(s.trumpCard).toBe(null);
    expect(s.hands[0]).toContain('Kd'); // the winner's draw
    expect(s.hands[1]).toContain('Qh'); // the trump card, to the loser
    expect(s.trumpDrawn).toEqual({ seat: 1, card: 'Qh' });
    expect(s.points).toEqual([59, 0]);
  });

  it('N5: a follower with a higher card of the led suit need not win while the talon is open', () => {
    const s = run(dealt(RUN), 'Ac, Jc, Jh'); // seat 0 leads the trump jack; seat 1 has no trump yet
    expect(playable(s)).toHaveLength(5);
  });
});

// DUTIES: seat 1 holds Kc Jc (clubs), Th Ah (trumps), Js: every duty shows on a different lead.

describe('N6 closed or exhausted talon', () => {
  it('N6: before the close the follower is free', () => {
    expect(playable(run(dealt(DUTIES), 'Qc'))).toEqual(sorted(cards(DUTIES.dealer)));
  });

  it('N6: follower must head the trick once the talon is closed', () => {
    const s = run(dealt(DUTIES), 'close, Qc');
    expect(playable(s)).toEqual(['Kc']);
    expectRefused(s, { type: 'play', card: 'Jc' }, 'mustHead', /higher clubs/);
    expectRefused(s, { type: 'play', card: 'Ah' }, 'mustHead');
  });

  it('N6: a follower who cannot head follows with a lower card of the led suit', () => {
    const s = run(dealt(DUTIES), 'close, Ac');
    expect(playable(s)).toEqual(['Jc', 'Kc']);
    expectRefused(s, { type: 'play', card: 'Th' }, 'mustFollow', /follow clubs/);
    expect(playable(run(dealt(DUTIES), 'close, Qs'))).toEqual(['Js']);
  });

  it('N6: a follower without the led suit must trump', () => {
    const s = run(dealt(DUTIES), 'close, Ad');
    expect(playable(s)).toEqual(['Ah', 'Th']);
    expectRefused(s, { type: 'play', card: 'Js' }, 'mustTrump', /trump/);
  });

  it('N6: a follower with neither the led suit nor a trump may play any card', () => {
    const s = run(dealt({ nonDealer: 'Qc Ac Ad Ks Qs', dealer: 'Kc Jc Tc Js Ts', trump: 'Qh' }), 'close, Ad');
    expect(playable(s)).toEqual(sorted(cards('Kc Jc Tc Js Ts')));
  });

  it('N6: a trump lead must be headed with a higher trump when possible', () => {
    const s = run(dealt({ nonDealer: 'Kh Ac Ad Ks Qs', dealer: 'Qh Jc Th Ah Js', trump: 'Jh' }), 'close, Kh');
    expect(playable(s)).toEqual(['Ah', 'Th']);
    expectRefused(s, { type: 'play', card: 'Qh' }, 'mustHead', /higher hearts/);
  });

  it('N6: no cards are drawn any more after the close', () => {
    const s0 = run(dealt(DUTIES), 'close');
    const s = run(s0, 'Qc, Kc');
    expect(s.talon).toEqual(s0.talon);
    expect(s.trumpCard).toBe('Qh');
    expect(s.hands.map((h) => h.length)).toEqual([4, 4]);
  });

  it('N6: the same duties apply once the talon is exhausted', () => {
    // After RUN's fifth trick seat 0 holds Jh Kh Th Ah Kd, seat 1 Kc Qd Ts Td Qh.
    let s = run(dealt(RUN), RUN_FIRST_FIVE);
    expect(sorted(s.hands[0])).toEqual(sorted(cards('Jh Kh Th Ah Kd')));
    expect(sorted(s.hands[1])).toEqual(sorted(cards('Kc Qd Ts Td Qh')));
    s = run(s, 'Kd');
    expect(playable(s)).toEqual(['Td']); // head, not Qd
    s = run(s, 'Td, Qh'); // seat 1 won and leads the trump queen
    expect(playable(s)).toEqual(['Ah', 'Kh', 'Th']); // head: not Jh
    s = run(s, 'Ah, Jh');
    expect(playable(s)).toEqual(['Kc', 'Qd', 'Ts']); // no hearts, no trump left: any card
  });
});
