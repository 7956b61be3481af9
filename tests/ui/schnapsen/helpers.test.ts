// The table's pure helpers: the hand order, the words for refused moves (N6–N10) and what the live region
// says about the opponent's moves.
import { describe, expect, it } from 'vitest';
import { schnapsen, type SchnapsenRefusal, type SchnapsenState } from '../../../src/engine/schnapsen';
import { en } from '../../../src/ui/i18n/en';
import { describeChanges } from '../../../src/ui/schnapsen/announce';
import { sortHand } from '../../../src/ui/schnapsen/hand';
import { actionRefusal, cardRefusal, refusalText } from '../../../src/ui/schnapsen/refusals';
import { cards, dealt, run, RUN } from '../../engine/schnapsen/helpers';
import * as sc from './scenarios';

const view = (s: SchnapsenState) => schnapsen.view(s, 0);
const legal = (s: SchnapsenState) => (schnapsen.actor(s) === 0 ? schnapsen.legalActions(s) : []);

describe('sortHand', () => {
  it('N2: trumps first, then clubs, spades, hearts, diamonds, each A 10 K Q J', () => {
    expect(sortHand(cards('Jc Qd Ah Kc Td Tc'), 'd')).toEqual(cards('Td Qd Tc Kc Jc Ah'));
    expect(sortHand(cards('Jh Kh Th Ah Ac'), 'h')).toEqual(cards('Ah Th Kh Jh Ac'));
    expect(sortHand([], 'h')).toEqual([]);
  });
});

// The reasons are the engine's (tests/conformance/gameSuite.ts); these check the words the table shows.
const said = (s: SchnapsenState, r: SchnapsenRefusal | null) =>
  r === null ? null : refusalText(r, view(s), 'french', en);

describe('cardRefusal', () => {
  it('N6: the duty from the engine in words: head, follow, trump', () => {
    const head = sc.mustHead();
    expect(cardRefusal(view(head), legal(head), 'Jc')?.code).toBe('mustHead');
    expect(said(head, cardRefusal(view(head), legal(head), 'Jc'))).toBe(
      'You must take the trick with a higher club',
    );
    expect(cardRefusal(view(head), legal(head), 'Kc')).toBeNull();
    const follow = sc.mustFollowHearts();
    expect(said(follow, cardRefusal(view(follow), legal(follow), 'Kc'))).toBe('You must follow hearts');
    const trump = sc.mustTrump();
    expect(said(trump, cardRefusal(view(trump), legal(trump), 'Js'))).toBe('You must trump');
  });

  it('N7: after a marriage only its king or queen may be led', () => {
    const s = sc.marriageAnnounced();
    expect(cardRefusal(view(s), legal(s), 'Ac')?.code).toBe('leadMarriageCard');
    expect(said(s, cardRefusal(view(s), legal(s), 'Ac'))).toMatch(/^Lead the king or queen of /);
  });

  it('says it is not the player’s turn when there is nothing to do', () => {
    const s = dealt(RUN, { dealer: 0 });
    expect(said(s, cardRefusal(view(s), [], 'Jc'))).toBe('Not your turn');
  });
});

describe('actionRefusal', () => {
  it('N7–N10: the engine’s reasons from the view, in words', () => {
    const first = sc.firstLead();
    expect(actionRefusal(view(first), legal(first), 'exchangeTrump')).toBeNull();
    expect(said(first, actionRefusal(view(first), legal(first), 'marry'))).toBe(
      'Needs the king and queen of one suit',
    );
    const one = sc.oneMarriage();
    expect(actionRefusal(view(one), legal(one), 'exchangeTrump')?.code).toBe('noTrumpJack');
    expect(said(one, actionRefusal(view(one), legal(one), 'exchangeTrump'))).toMatch(/^Needs /);
    const few = sc.oneLeftNoExchange();
    expect(said(few, actionRefusal(view(few), legal(few), 'exchangeTrump'))).toBe(
      'Only while 2 or more cards are in the talon',
    );
    const closed = sc.closedByMe();
    expect(said(closed, actionRefusal(view(closed), legal(closed), 'close'))).toBe('The talon is closed');
    expect(said(closed, actionRefusal(view(closed), legal(closed), 'exchangeTrump'))).toBe(
      'The talon is closed',
    );
    const empty = sc.talonEmpty();
    expect(said(empty, actionRefusal(view(empty), legal(empty), 'close'))).toBe('The talon is used up');
    const following = sc.annaLeads();
    expect(said(following, actionRefusal(view(following), legal(following), 'claim'))).toBe(
      'Only the player on lead',
    );
    const married = sc.marriageAnnounced();
    expect(said(married, actionRefusal(view(married), legal(married), 'close'))).toBe(
      'Not after announcing a marriage',
    );
    expect(actionRefusal(view(married), legal(married), 'claim')).toBeNull();
  });
});

describe('describeChanges', () => {
  const say = (prev: SchnapsenState | null, next: SchnapsenState) =>
    describeChanges(prev && view(prev), view(next), ['You', 'Anna'], 'french', en);

  it('tells the opponent’s exchange, marriage and lead in order', () => {
    const start = dealt(sc.ANNA_CALLS, { dealer: 0 });
    expect(say(start, run(start, 'exchange, marry d, Kd'))).toEqual([
      'Anna exchanges the trump jack for the ten of hearts',
      'Anna announces a marriage in diamonds (20)',
      'Anna plays the king of diamonds',
    ]);
  });

  it('tells the opponent’s answer and who took the trick, but not the player’s own lead', () => {
    const s = sc.firstLead();
    expect(say(s, run(s, 'Ac'))).toEqual([]);
    expect(say(run(s, 'Ac'), run(s, 'Ac, Jc'))).toEqual([
      'Anna plays the jack of clubs',
      'You take the trick',
    ]);
  });

  it('announces a new deal with the dealer and trumps', () => {
    const s = dealt(RUN);
    expect(say(null, s)).toEqual(['New deal: Anna deals, trumps are hearts']);
  });

  it('announces the opponent’s close and claim', () => {
    const s = dealt(sc.FOLLOW_HEARTS, { dealer: 0 });
    expect(say(s, run(s, 'close'))).toEqual(['Anna closes the talon']);
    expect(say(s, run(s, 'claim'))).toEqual(['Anna claims 66']);
  });
});
