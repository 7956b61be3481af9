// N7–N10: marriage, trump exchange, closing and claiming — what the player on lead may do before leading.
import { describe, expect, it } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import {
  C2,
  C2_FIRST_TWO,
  dealt,
  DUTIES,
  expectRefused,
  legal,
  playable,
  run,
  RUN,
  RUN_FIRST_FIVE,
  RUN_FIRST_FOUR,
} from './helpers';

const ONE_LEFT = { exchangeWithOneLeft: true };

describe('N7 marriage', () => {
  it('N7: a marriage in a plain suit is worth 20, in trumps 40', () => {
    // C2 without closing: seat 1 wins its second trick, then shows Kd Qd (hearts are trumps).
    const s = run(dealt(C2), `${C2_FIRST_TWO}, Jd, Td`);
    expect(s.points).toEqual([21, 17]);
    const m = run(s, 'marry d');
    expect(m.points).toEqual([21, 37]);
    expect(m.marriages).toEqual([{ seat: 1, suit: 'd', points: 20 }]);
    const t = run(m, 'Kd, Ah, marry h');
    expect(t.points).toEqual([76, 37]);
    expect(t.marriages[1]).toEqual({ seat: 0, suit: 'h', points: 40 });
  });

  it('N7: marriage points are pending until the player has won a trick', () => {
    // Seat 0 shows Ks Qs before any trick; seat 1 trumps the queen.
    let s = run(dealt(DUTIES), 'marry s');
    expect(s.points).toEqual([0, 0]);
    expect(s.marriagePoints).toEqual([20, 0]);
    expect(schnapsen.view(s, 0).pendingPoints).toEqual([20, 0]);
    s = run(s, 'Qs, Th');
    expect(s.points).toEqual([0, 13]);
    expect(schnapsen.view(s, 1).pendingPoints).toEqual([20, 0]);
    // Seat 1 drew Tc, seat 0 Ts; seat 1 leads Jc, seat 0 takes it with Ac: 13 + the 20 now count.
    s = run(s, 'Jc, Ac');
    expect(s.points).toEqual([33, 13]);
    expect(schnapsen.view(s, 0).pendingPoints).toEqual([0, 0]);
  });

  it('N7: pending marriage points are lost if the player never wins a trick', () => {
    const s = run(dealt(DUTIES), 'marry s, claim');
    expect(s.points).toEqual([0, 0]);
    expect(s.dealResult).toEqual({ winner: 1, gamePoints: 3, reason: 'falseClaim', claimedBy: 0 });
  });

  it('N7: after the announcement the same seat leads the K or Q of that suit — or claims', () => {
    const s = run(dealt(DUTIES), 'marry s');
    expect(schnapsen.actor(s)).toBe(0);
    expect(legal(s)).toEqual(['claim:', 'play:Ks', 'play:Qs']);
    expectRefused(s, { type: 'play', card: 'Ac' }, 'leadMarriageCard', /spades marriage/);
    expectRefused(s, { type: 'close' }, 'marriageAnnounced');
    expectRefused(s, { type: 'marry', suit: 's' }, 'marriageAnnounced');
    expect(run(s, 'Ks').lead).toBe('Ks');
  });

  it('N7: a K or Q of a held marriage may also be led without announcing it', () => {
    const s = dealt(DUTIES);
    expect(legal(s)).toContain('marry:s');
    expect(run(s, 'Qs').marriages).toEqual([]);
  });

  it('N7: only the player on lead announces, and only with both K and Q', () => {
    const s = dealt(DUTIES);
    expectRefused(s, { type: 'marry', suit: 'c' }, 'noMarriage', /king and queen of clubs/);
    const f = run(s, 'Ad'); // seat 1 to follow
    expect(legal(f).some((k) => k.startsWith('marry'))).toBe(false);
    expectRefused(f, { type: 'marry', suit: 's' }, 'marryNotOnLead', /on lead/);
  });

  it('N7: a marriage may be announced after the talon is closed', () => {
    const s = run(dealt(C2), `${C2_FIRST_TWO}, close, Jd, Td`);
    expect(legal(s)).toContain('marry:d');
    expect(run(s, 'marry d').points).toEqual([21, 37]);
  });

  it('N7: the claim right after a marriage counts the marriage, not the K or Q never played', () => {
    const s = run(dealt(RUN, { rules: ONE_LEFT }), `${RUN_FIRST_FOUR}, exchange, marry h, claim`);
    expect(s.points).toEqual([86, 0]);
    expect(s.dealResult).toEqual({ winner: 0, gamePoints: 3, reason: 'claim', claimedBy: 0 });
  });
});

describe('N8 trump exchange', () => {
  it('N8: the player on lead exchanges the trump jack for the face-up trump card', () => {
    const s = dealt(RUN);
    expect(legal(s)).toContain('exchangeTrump:');
    const t = run(s, 'exchange');
    expect(t.trumpCard).toBe('Jh');
    expect(t.hands[0]).toContain('Qh');
    expect(t.hands[0]).not.toContain('Jh');
    expect(t.exchange).toEqual({ seat: 0, card: 'Qh' });
    expect(schnapsen.actor(t)).toBe(0);
    expect(legal(t)).toContain('marry:h'); // Kh with the Qh just taken
    expect(legal(t)).not.toContain('exchangeTrump:');
  });

  it('N8: allowed with three face-down cards, and with two or more in general', () => {
    const s = run(dealt(RUN), 'Ac, Jc, Tc, Qc, As, Js');
    expect(s.talon).toHaveLength(3);
    expect(legal(s)).toContain('exchangeTrump:');
  });

  it('N8: refused with exactly one face-down card left (option off, the default)', () => {
    const s = run(dealt(RUN), RUN_FIRST_FOUR);
    expect(s.talon).toHaveLength(1);
    expect(legal(s)).not.toContain('exchangeTrump:');
    expectRefused(s, { type: 'exchangeTrump' }, 'talonTooSmall', /too few cards/i);
  });

  it('N8: exchangeWithOneLeft allows it with exactly one face-down card left', () => {
    const s = run(dealt(RUN, { rules: ONE_LEFT }), RUN_FIRST_FOUR);
    expect(legal(s)).toContain('exchangeTrump:');
    const t = run(s, 'exchange');
    expect(t.trumpCard).toBe('Jh');
    // The last trick of the open talon: the loser draws the exchanged jack.
    const u = run(t, 'Ad, Jd');
    expect(u.hands[1]).toContain('Jh');
    expect(u.trumpDrawn).toEqual({ seat: 1, card: 'Jh' });
  });

  it('N8: refused once the trump card has been drawn, with or without the option', () => {
    for (const rules of [{}, ONE_LEFT]) {
      const s = run(dealt(RUN, { rules }), RUN_FIRST_FIVE);
      expect(s.hands[0]).toContain('Jh');
      expect(legal(s)).not.toContain('exchangeTrump:');
      expectRefused(s, { type: 'exchangeTrump' }, 'talonEmpty');
    }
  });

  it('N8: refused after the close, without the trump jack, and for the follower', () => {
    expectRefused(run(dealt(RUN), 'close'), { type: 'exchangeTrump' }, 'talonClosed', /closed/);
    expectRefused(dealt(DUTIES), { type: 'exchangeTrump' }, 'noTrumpJack', /trump jack/);
    // The follower is refused for not being on lead, whatever it holds.
    expectRefused(run(dealt(RUN), 'Ac'), { type: 'exchangeTrump' }, 'exchangeNotOnLead', /on lead/);
  });
});

describe('N9 closing', () => {
  it('N9: the player on lead closes; the trump card is turned down and the opponent standing remembered', () => {
    const s = run(dealt(C2), C2_FIRST_TWO);
    expect(legal(s)).toContain('close:');
    const t = run(s, 'close');
    expect(t.closedBy).toBe(0);
    expect(t.closing).toEqual({ by: 0, opponentPoints: 5, opponentHadTrick: true });
    expect(t.trumpCard).toBe('Jh');
    expect(t.talon).toEqual(s.talon);
    expect(schnapsen.view(t, 1).trumpFaceUp).toBe(false);
    expect(schnapsen.actor(t)).toBe(0);
    expect(legal(t)).not.toContain('close:');
    expect(legal(t)).toContain('claim:');
  });

  it('N9: closing is allowed at the first lead and with one face-down card left', () => {
    expect(run(dealt(RUN), 'close').closing).toEqual({ by: 0, opponentPoints: 0, opponentHadTrick: false });
    const s = run(dealt(RUN), RUN_FIRST_FOUR);
    expect(legal(s)).toContain('close:');
    expect(run(s, 'close').closedBy).toBe(0);
  });

  it('N9: refused once the talon is used up or already closed, and for the follower', () => {
    const s = run(dealt(RUN), RUN_FIRST_FIVE);
    expect(legal(s)).not.toContain('close:');
    expectRefused(s, { type: 'close' }, 'talonEmpty', /used up/);
    expectRefused(run(dealt(RUN), 'close'), { type: 'close' }, 'talonClosed');
    expectRefused(run(dealt(RUN), 'Ac'), { type: 'close' }, 'closeNotOnLead', /on lead/);
  });

  it('N9: closing after an exchange is allowed; exchanging after closing is not', () => {
    const s = run(dealt(RUN), 'exchange, close');
    expect(s.closedBy).toBe(0);
    expect(legal(s)).not.toContain('exchangeTrump:');
  });
});

describe('N10 claiming 66', () => {
  it('N10: claim is offered to the player on lead, never to the follower', () => {
    const s = dealt(RUN);
    expect(legal(s)).toContain('claim:');
    const f = run(s, 'Ac');
    expect(legal(f)).not.toContain('claim:');
    expectRefused(f, { type: 'claim' }, 'claimNotOnLead', /on lead/);
  });

  it('N10: the player on lead may claim after an exchange, a close or a marriage', () => {
    expect(legal(run(dealt(RUN), 'exchange'))).toContain('claim:');
    expect(legal(run(dealt(RUN), 'close'))).toContain('claim:');
    expect(legal(run(dealt(DUTIES), 'marry s'))).toContain('claim:');
  });

  it('N10: a claim ends the deal at once', () => {
    const s = run(dealt(C2), `${C2_FIRST_TWO}, marry h, Kh, Js, claim`);
    expect(s.phase).toBe('dealOver');
    expect(schnapsen.actor(s)).toBe('chance');
    expect(schnapsen.legalActions(s)).toEqual([]);
    expect(s.dealResult?.claimedBy).toBe(0);
    expectRefused(s, { type: 'play', card: s.hands[0][0] }, 'dealFirst');
  });

  it('N10: the trick winner may claim before leading', () => {
    const s = run(dealt(RUN), 'Ac, Jc');
    expect(schnapsen.actor(s)).toBe(0);
    expect(legal(s)).toContain('claim:');
    expect(playable(s)).toHaveLength(5);
  });
});
