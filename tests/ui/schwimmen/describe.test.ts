import { describe, expect, it } from 'vitest';
import type { RoundEvent } from '../../../src/engine/schwimmen';
import { en } from '../../../src/ui/i18n/en';
import { describeDeal, describeEvent } from '../../../src/ui/schwimmen/describe';
import { describeResult } from '../../../src/ui/schwimmen/explain';
import { cardName, cardText } from '../../../src/ui/cards';
import { valueText } from '../../../src/ui/schwimmen/text';
import * as S from './screenScenarios';

const names = ['You', 'Anna', 'Ben', 'Clara'];
const say = (event: RoundEvent, options = {}) => describeEvent(event, names, en, options);

describe('describeEvent', () => {
  it('S12: the dealer keeps the first hand or takes the other one', () => {
    expect(say({ type: 'keep', seat: 1, middle: ['7c', '8h', '9s'] })).toBe(
      'Anna keeps the first hand. In the middle: 7♣ 8♥ 9♠',
    );
    expect(say({ type: 'keep', seat: 0, middle: ['7c', '8h', '9s'] })).toBe(
      'You keep your first hand. In the middle: 7♣ 8♥ 9♠',
    );
    expect(say({ type: 'takeSecond', seat: 3, middle: ['Ac', 'Td', 'Qh'] })).toBe(
      'Clara takes the other hand. In the middle: A♣ 10♦ Q♥',
    );
    expect(say({ type: 'takeSecond', seat: 0, middle: ['Ac', 'Td', 'Qh'] })).toBe(
      'You take the other hand. In the middle: A♣ 10♦ Q♥',
    );
  });

  it('a swap names the card taken and the card given', () => {
    expect(say({ type: 'swap', seat: 2, give: '7d', take: '9s' })).toBe('Ben takes 9♠ and gives 7♦');
    expect(say({ type: 'swap', seat: 0, give: 'Kc', take: 'Ah' })).toBe('You take A♥ and give K♣');
  });

  it('swapping all three leaves the old hand in the middle', () => {
    const event: RoundEvent = {
      type: 'swapAll',
      seat: 3,
      give: ['Jc', 'Tc', '7h'],
      take: ['7c', '8h', '9s'],
    };
    expect(say(event)).toBe('Clara swaps all three and leaves J♣ 10♣ 7♥ in the middle');
    expect(say({ ...event, seat: 0 })).toBe('You swap all three and leave J♣ 10♣ 7♥ in the middle');
  });

  it('pass and knock', () => {
    expect(say({ type: 'pass', seat: 0 })).toBe('You pass');
    expect(say({ type: 'pass', seat: 1 })).toBe('Anna passes');
    expect(say({ type: 'knock', seat: 1 })).toBe('Anna knocks');
    expect(say({ type: 'knock', seat: 0 })).toBe('You knock');
  });

  it('S16: everybody passed and three new cards lie in the middle', () => {
    expect(say({ type: 'refresh', discarded: ['7c', '8h', '9s'], middle: ['Qs', 'Qh', 'Kh'] })).toBe(
      'Everybody passed: three new cards in the middle, Q♠ Q♥ K♥',
    );
  });

  it('names cards in words for screen readers, and with German faces', () => {
    const swap: RoundEvent = { type: 'swap', seat: 2, give: 'Jd', take: 'As' };
    expect(say(swap, { cards: 'words' })).toBe('Ben takes Ace of spades and gives Jack of diamonds');
    expect(say(swap, { faces: 'german' })).toBe('Ben takes Ace of leaves and gives Unter of bells');
  });

  it('humanSeat: null speaks of every seat by name', () => {
    expect(describeEvent({ type: 'knock', seat: 0 }, ['Zoe', 'Anna'], en, { humanSeat: null })).toBe(
      'Zoe knocks',
    );
    expect(describeEvent({ type: 'knock', seat: 1 }, ['Zoe', 'Anna'], en, { humanSeat: 1 })).toBe(
      'You knock',
    );
  });

  it('describes every event of a real round', () => {
    const sc = S.workedExample();
    expect(sc.history.map((e) => describeEvent(e, sc.names, en))).toEqual([
      'You take the other hand. In the middle: 7♣ 8♥ 9♠',
      'Anna takes 9♠ and gives 7♦',
      'Ben takes 7♣ and gives 7♥',
      'You take 8♥ and give 8♣',
      'Anna knocks',
      'Ben takes 8♣ and gives A♦',
      'You pass',
    ]);
  });
});

describe('describeDeal', () => {
  it('names the dealer', () => {
    expect(describeDeal(1, names, en)).toBe('Anna deals.');
    expect(describeDeal(0, names, en)).toBe('You deal.');
  });
});

describe('describeResult', () => {
  it('S21: the knock and the lowest hand', () => {
    const sc = S.workedExample();
    expect(describeResult(sc.result, sc.names, en, { knocker: sc.state.knocker })).toBe(
      'Anna knocked. Lowest hand: 25\u00a0— Ben loses a life.',
    );
  });

  it('S20: Feuer', () => {
    const sc = S.feuer();
    expect(describeResult(sc.result, sc.names, en)).toBe(
      'Ben shows three aces. Feuer! Everyone else loses a life.',
    );
  });

  it('S20: the Skat order, and a player now swimming', () => {
    const sc = S.skatTie();
    expect(describeResult(sc.result, sc.names, en, { knocker: 1, lives: sc.state.lives })).toBe(
      'Anna knocked. Lowest hand: 20\u00a0— Ben loses a life. Ben loses on the Skat order: hearts below spades.',
    );
    const swim = S.swimmingThenOut().swimming;
    expect(describeResult(swim.result, swim.names, en, { knocker: 1, lives: swim.state.lives })).toContain(
      'Anna is swimming now',
    );
  });

  it('S20: when everybody is equal nobody loses; the human is "you"', () => {
    const sc = S.allEqual();
    expect(describeResult(sc.result, sc.names, en, { knocker: 1 })).toBe(
      'Anna knocked. Everyone has 21: nobody loses a life.',
    );
    const you = S.schnauz();
    expect(describeResult(you.result, you.names, en)).toBe(
      'Schnauz! Anna shows 31. Lowest hand: 9\u00a0— you lose a life.',
    );
  });
});

describe('card and value texts', () => {
  it('names cards', () => {
    expect(cardName('Ah', 'french', en)).toBe('Ace of hearts');
    expect(cardName('Tc', 'french', en)).toBe('Ten of clubs');
    expect(cardName('Qd', 'german', en)).toBe('Ober of bells');
    expect(cardText('9s', 'french', en)).toBe('9♠');
    expect(cardText('Td', 'french', en)).toBe('10♦');
  });

  it('S6: writes half points as ½', () => {
    expect(valueText(30.5)).toBe('30½');
    expect(valueText(31)).toBe('31');
  });
});
