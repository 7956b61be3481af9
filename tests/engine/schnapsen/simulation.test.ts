// Seeded random matches (STYLE.md "exhaustive checks"): tens of thousands of deals of random legal play, with
// Schnapsen's own invariants. What every game owes (actor and legal actions agree, refusals, views that hide,
// frozen states, JSON, replay) is checked by tests/conformance.
import { describe, expect, it } from 'vitest';
import { cardIndex, DECK_20, type Card } from '../../../src/engine/cards';
import { playMatch } from '../../../src/engine/game';
import { createRng, shuffle, type Rng } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import { depth } from '../../depth';

const ALL = DECK_20.reduce((m, c) => m | (1 << cardIndex(c)), 0);

function mask(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << cardIndex(c);
  return m;
}

/** Every card of the deal, where it is now; 20 entries when nothing appeared or vanished. */
function whereabouts(s: SchnapsenState): Card[] {
  const out: Card[] = [...s.hands[0], ...s.hands[1], ...s.talon];
  if (s.trumpCard !== null) out.push(s.trumpCard);
  for (const t of s.tricks) out.push(t.lead, t.follow);
  if (s.lead !== null) out.push(s.lead);
  return out;
}

/** A plain check: vitest's expect is too slow for a million calls. */
function assert(ok: boolean, what: string, s: SchnapsenState): void {
  if (!ok) throw new Error(`${what} (deal ${s.dealNumber}, state ${JSON.stringify(s)})`);
}

const POINTS: Record<string, number> = { A: 11, T: 10, K: 4, Q: 3, J: 2 };

/**
 * A random player that claims whenever it truly has 66 in half of the matches, and otherwise picks
 * uniformly among all legal actions but claims only rarely, so that deals are played out too.
 */
function policyFor(seed: number) {
  const sure = seed % 2 === 0;
  return (s: SchnapsenState, legal: SchnapsenAction[], rng: Rng): SchnapsenAction => {
    const seat = schnapsen.actor(s) as number;
    const claim = legal.find((a) => a.type === 'claim');
    if (claim && sure && s.points[seat] >= 66) return claim;
    if (claim && rng.int(40) === 0) return claim;
    const others = legal.filter((a) => a.type !== 'claim');
    return others.length > 0 ? others[rng.int(others.length)] : legal[rng.int(legal.length)];
  };
}

interface Tally {
  deals: number;
  actions: number;
  playedOut: number;
  reasons: Record<string, number>;
  closes: number;
  exchanges: number;
  marriages: number;
}

/** Plays seeded matches until `deals` deals are done, checking every state. */
function simulate(firstSeed: number, deals: number): Tally {
  const tally: Tally = {
    deals: 0,
    actions: 0,
    playedOut: 0,
    reasons: {},
    closes: 0,
    exchanges: 0,
    marriages: 0,
  };
  for (let seed = firstSeed; tally.deals < deals; seed++) {
    const rng = createRng(seed);
    const policy = policyFor(seed);
    let s = schnapsen.init({
      firstDealer: seed % 2,
      rules: { bummerl: seed % 3 === 0 ? 5 : 7, exchangeWithOneLeft: seed % 4 < 2 },
    });
    for (;;) {
      const who = schnapsen.actor(s);
      if (who === 'none') {
        assert(s.winner === 0 || s.winner === 1, 'a match winner', s);
        assert(
          s.bummerl[s.winner as number] === 0 && s.bummerl[1 - (s.winner as number)] > 0,
          'one Bummerl at 0',
          s,
        );
        break;
      }
      const prev = s;
      let a: SchnapsenAction;
      if (who === 'chance') {
        a = { type: 'deal', deck: shuffle(DECK_20, rng) };
      } else {
        a = policy(s, schnapsen.legalActions(s), rng);
      }
      s = schnapsen.apply(s, a);
      tally.actions++;
      if (a.type === 'deal') tally.deals++;
      if (a.type === 'close') tally.closes++;
      if (a.type === 'exchangeTrump') tally.exchanges++;
      if (a.type === 'marry') tally.marriages++;
      checkState(prev, s);
      if (s.phase !== 'play') {
        const r = s.dealResult!;
        tally.reasons[r.reason] = (tally.reasons[r.reason] ?? 0) + 1;
        if (r.claimedBy === null) {
          tally.playedOut++;
          assert(
            s.trickPoints[0] + s.trickPoints[1] === 120 - cardsLeftPoints(s),
            'all card points taken',
            s,
          );
          assert(s.hands[0].length + s.hands[1].length === 0, 'hands played out', s);
          assert(
            s.closedBy !== null || (s.tricks.length === 10 && cardsLeftPoints(s) === 0),
            'ten tricks',
            s,
          );
        }
      }
    }
  }
  return tally;
}

function cardsLeftPoints(s: SchnapsenState): number {
  return [...s.talon, ...(s.trumpCard ? [s.trumpCard] : [])].reduce((sum, c) => sum + POINTS[c[0]], 0);
}

function checkState(prev: SchnapsenState, s: SchnapsenState): void {
  if (s.phase === 'deal') return;
  const cards = whereabouts(s);
  assert(cards.length === 20 && mask(cards) === ALL, 'the 20 cards, each once', s);
  const trickPoints = [0, 0];
  const tricksWon = [0, 0];
  for (const t of s.tricks) {
    trickPoints[t.winner] += POINTS[t.lead[0]] + POINTS[t.follow[0]];
    tricksWon[t.winner]++;
  }
  for (const p of [0, 1]) {
    assert(s.trickPoints[p] === trickPoints[p] && s.tricksWon[p] === tricksWon[p], 'tricks add up', s);
    const counted = s.trickPoints[p] + (s.tricksWon[p] > 0 ? s.marriagePoints[p] : 0);
    assert(s.points[p] === counted, 'N7: marriages count after a trick', s);
    assert(s.bummerl[p] >= 0 && s.bummerl[p] <= s.rules.bummerl, 'N12: Bummerl within bounds', s);
  }
  if (prev.phase === 'play' && prev.closedBy !== null) {
    assert(s.talon === prev.talon && s.trumpCard === prev.trumpCard, 'N6: no draws after the close', s);
  }
  if (s.phase === 'play') {
    assert(s.talon.length % 2 === 1 || s.talon.length === 0, 'the talon shrinks by two', s);
    assert(s.lead !== null || s.hands[0].length === s.hands[1].length, 'equal hands at the lead', s);
  }
}

const DEALS = depth(3_000, 24_000);

describe('seeded random matches', () => {
  it('N3–N12: every card is accounted for, the points add up, nothing is drawn after a close', () => {
    const tally = simulate(1, DEALS);
    expect(tally.deals).toBeGreaterThanOrEqual(DEALS);
    expect(tally.playedOut).toBeGreaterThan(DEALS / 24);
    for (const reason of [
      'claim',
      'falseClaim',
      'closedClaim',
      'closedFailed',
      'closedLastTrick',
      'lastTrick',
    ]) {
      expect(tally.reasons[reason] ?? 0).toBeGreaterThan(10);
    }
    expect(tally.closes).toBeGreaterThan(DEALS / 24);
    expect(tally.exchanges).toBeGreaterThan(DEALS / 24);
    expect(tally.marriages).toBeGreaterThan(DEALS / 24);
  });

  it('N3: uniformly random play through playMatch ends every match', () => {
    let deals = 0;
    for (let seed = 0; seed < 300; seed++) {
      const { state, log } = playMatch(schnapsen, { firstDealer: seed % 2, rules: { bummerl: 5 } }, seed);
      expect(state.phase).toBe('matchOver');
      deals += log.filter((a) => a.type === 'deal').length;
    }
    expect(deals).toBeGreaterThan(300);
  });
});
