// The `normal` player's habits, each on a stacked deal (rule ids where a rule is involved).
import { describe, expect, it } from 'vitest';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { handValue, schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import {
  decideAt,
  dealt,
  h,
  keep,
  knock,
  pass,
  play,
  positions,
  swap,
  swapAll,
  type SchwimmenBot,
} from './helpers';

const normal = schwimmenBots.normal;

/** Two players, seat 1 deals and keeps: seat 0 plays first with `hand` against the middle `middle`. */
function firstTurn(hand: string, middle: string, rules = {}): SchwimmenState {
  return play(dealt({ players: 2, dealer: 1, hands: { 0: h(hand) }, second: h(middle), rules }), keep);
}

/** The hand `seat` holds after playing `bot`'s choice. */
function handAfter(bot: SchwimmenBot, s: SchwimmenState) {
  const seat = s.turn as number;
  const a = decideAt(bot, s);
  const next = schwimmen.apply(s, a);
  return next.phase === 'turns' ? next.hands[seat] : (next.roundResult?.hands[seat] ?? []);
}

describe('normal', () => {
  it('normal: S5 takes the card that completes 31', () => {
    const s = firstTurn('Ah Kh 7c', 'Qh 8s 9d');
    expect(decideAt(normal, s)).toEqual(swap('7c', 'Qh'));
  });

  it('normal: S7 takes Feuer over Schnauz', () => {
    const s = firstTurn('Ah As Kh', 'Ac Qh 7d');
    expect(decideAt(normal, s)).toEqual(swap('Kh', 'Ac'));
  });

  it('normal: S5 swaps all three for a Schnauz lying in the middle', () => {
    const s = firstTurn('7c 8d 9h', 'As Ks Qs');
    expect(decideAt(normal, s)).toEqual(swapAll);
  });

  it('normal: swaps all three when the middle is worth more than any single swap', () => {
    const s = firstTurn('7c 8s 9h', 'Ks Qs 7s');
    expect(decideAt(normal, s)).toEqual(swapAll);
  });

  it('normal: takes the middle card that raises its best total most', () => {
    const s = firstTurn('Ah 9h 8c', 'Kh Tc 7d');
    expect(decideAt(normal, s)).toEqual(swap('8c', 'Kh'));
  });

  it('normal: picks its suit early — builds the suit it holds most points in, not the loose ace', () => {
    const s = firstTurn('Kh Qh 7s', 'As 8h 7c');
    expect(decideAt(normal, s)).toEqual(swap('7s', '8h'));
  });

  it('normal: S12 the dealer keeps a good first packet', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 0: h('Ah Kh 9h') } });
    expect(decideAt(normal, s)).toEqual(keep);
  });

  it('normal: S12 the dealer takes the unseen second packet when the first is poor', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 0: h('7c 8s 9d') } });
    expect(decideAt(normal, s)).toEqual({ type: 'takeSecond' });
  });

  it('normal: S14 knocks with a strong hand once knocking is allowed', () => {
    const deal = () =>
      dealt({ players: 2, dealer: 1, hands: { 0: h('Ah Kh 7h'), 1: h('7c 8d 9s') }, second: h('8h Jd 9c') });
    // 21 after the first round is not enough to knock…
    let s = play(deal(), keep, swap('7h', '9c'), swap('7c', '7h'));
    expect(handValue(s.hands[0])).toBe(21);
    expect(decideAt(normal, s).type).not.toBe('knock');
    // …29 is.
    s = play(deal(), keep, swap('7h', '8h'), swap('7c', '7h'));
    expect(handValue(s.hands[0])).toBe(29);
    expect(decideAt(normal, s)).toEqual(knock);
  });

  it('normal: the knock value falls with more players in the game (25 knocks at five, not at two)', () => {
    const rules = { knockInFirstRound: true };
    const two = firstTurn('Ts 8s 7s', '7c 8d 9h', rules);
    expect(decideAt(normal, two).type).not.toBe('knock');
    const five = play(
      dealt({ players: 5, dealer: 4, hands: { 0: h('Ts 8s 7s') }, second: h('7c 8d 9h'), rules }),
      keep,
    );
    expect(decideAt(normal, five)).toEqual(knock);
  });

  it('normal: S20 never knocks into an obvious loss (the other player took a 30 from the middle)', () => {
    const deal = (second: string) =>
      dealt({ players: 2, dealer: 1, hands: { 0: h('Ah Kh 8h'), 1: h('7c 8d 9d') }, second: h(second) });
    // Seat 1 swaps all three and is known to hold As Ks 9s = 30: a knock with 29 can only lose.
    const s = play(deal('As Ks 9s'), keep, pass, swapAll);
    expect(handValue(s.hands[0])).toBe(29);
    expect(schwimmen.legalActions(s)).toContainEqual(knock);
    expect(decideAt(normal, s).type).not.toBe('knock');
    // The same 29 against a weak known hand: it knocks.
    const weak = play(deal('7s 8s 9c'), keep, pass, swapAll);
    expect(decideAt(normal, weak)).toEqual(knock);
  });

  it('normal: S15 in its last turn after a knock takes what helps most now, not what might grow', () => {
    // Before a knock it takes the ace (two aces and a chance of Feuer); in the last turn the surer 21.
    const before = firstTurn('9c Ac Jd', 'Ah Kh 7d');
    expect(decideAt(normal, before)).toEqual(swap('Jd', 'Ah'));
    const last = play(
      dealt({
        players: 2,
        dealer: 0,
        hands: { 0: h('Ks Qs Js'), 1: h('9c Ac Jd') },
        second: h('Ah Kh 7d'),
        rules: { knockInFirstRound: true },
      }),
      keep,
    );
    // Seat 1 plays first here; let seat 0 knock first by passing once around.
    const s = play(last, pass, knock);
    expect(s.turn).toBe(1);
    expect(decideAt(normal, s)).toEqual(swapAll);
  });

  it('normal: in every last turn after a knock its hand ends at the best value within reach', () => {
    let checked = 0;
    for (const s of positions(4000, 5)) {
      if (s.phase !== 'turns' || s.knocker === null) continue;
      const seat = s.turn as number;
      const options = schwimmen
        .legalActions(s)
        .map((a) => schwimmen.apply(s, a))
        .map((n) => (n.phase === 'turns' ? n.hands[seat] : (n.roundResult?.hands[seat] ?? [])));
      const best = Math.max(...options.map((hand) => handValue(hand, s.rules)));
      expect(handValue(handAfter(normal, s), s.rules)).toBe(best);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('normal: S9 plays safe when swimming — a sure 21 rather than two aces that might grow', () => {
    const s = firstTurn('9c Ac Jd', 'Ah Kh 7d');
    expect(decideAt(normal, s)).toEqual(swap('Jd', 'Ah'));
    const swimming: SchwimmenState = { ...s, lives: [0, 3] };
    expect(decideAt(normal, swimming)).toEqual(swapAll);
  });

  it('normal: does not hand the next player the card that completes its known Schnauz', () => {
    const deal = (taken: string) =>
      dealt({
        players: 2,
        dealer: 1,
        hands: { 0: h('Qh Tc 9c'), 1: h('8s 8d 7h') },
        second: h(taken),
        stock: h('Ac 8c 7c'),
      });
    // Seat 1 took Ah and Kh from the middle: giving Qh away would hand it 31.
    let s = play(deal('Ah Kh 7s'), keep, pass, swap('8s', 'Ah'), pass, swap('8d', 'Kh'), pass, pass);
    expect(s.middle).toEqual(h('Ac 8c 7c'));
    const choice = decideAt(normal, s);
    expect(choice).not.toEqual(swapAll);
    expect(choice).not.toMatchObject({ give: 'Qh' });
    // Had seat 1 collected spades instead, the queen goes for the ace: 30 in clubs.
    s = play(deal('As Ks 7s'), keep, pass, swap('8s', 'As'), pass, swap('8d', 'Ks'), pass, pass);
    expect(decideAt(normal, s)).toEqual(swap('Qh', 'Ac'));
  });
});
