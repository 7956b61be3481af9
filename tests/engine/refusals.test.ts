// One refusal for a move, whether asked of a state (`apply` throws it) or of the acting seat's view
// (`refusal`, which the table uses for its words): over seeded random positions of both games, every
// candidate action gets the same reason from both, in the same order, and none exactly for the legal ones.
import { describe, expect, it } from 'vitest';
import { DECK_20, DECK_32, SUITS, type Card } from '../../src/engine/cards';
import {
  IllegalActionError,
  randomDeal,
  sameAction,
  type GameDef,
  type Refusal,
  type Seat,
} from '../../src/engine/game';
import { createRng, type Rng } from '../../src/engine/rng';
import {
  refusalMessage as schnapsenMessage,
  schnapsen,
  type SchnapsenAction,
  type SchnapsenOptions,
  type SchnapsenRefusal,
  type SchnapsenState,
} from '../../src/engine/schnapsen';
import {
  refusalMessage as schwimmenMessage,
  schwimmen,
  type SchwimmenAction,
  type SchwimmenOptions,
  type SchwimmenRefusal,
  type SchwimmenState,
} from '../../src/engine/schwimmen';

/** What `apply` says about `a` in `s`: null when it takes it. */
function applyRefusal<S, A extends { type: string }>(game: GameDef<S, A, unknown, unknown>, s: S, a: A) {
  try {
    game.apply(s, a);
    return null;
  } catch (err) {
    if (!(err instanceof IllegalActionError)) throw err;
    return err;
  }
}

// Plain checks in the loop: vitest's expect costs more than the engine over these many thousand candidates.
function check(ok: boolean, what: string, a: unknown, got: unknown): void {
  if (!ok) throw new Error(`${what}: ${JSON.stringify(a)} → ${JSON.stringify(got)}`);
}

function same(x: Refusal | null, y: Refusal | null): boolean {
  return JSON.stringify(x) === JSON.stringify(y);
}

interface Tally {
  positions: number;
  refused: number;
  codes: Set<string>;
}

/**
 * Plays random legal moves from `seed`; at every position tries each candidate with `apply` and, where a
 * seat is to act, with that seat's view; every other seat's view answers 'notYourTurn'.
 */
function survey<S, A extends { type: string }, V, O, R extends Refusal>(
  game: GameDef<S, A, V, O, R>,
  options: O,
  seed: number,
  candidates: (s: S, rng: Rng) => A[],
  seats: number,
  message: (r: R) => string,
  tally: Tally,
  pick: (legal: A[], rng: Rng) => A = (legal, rng) => legal[rng.int(legal.length)],
): void {
  const rng = createRng(seed);
  let s = game.init(options);
  for (;;) {
    const who = game.actor(s);
    const legal = who === 'chance' || who === 'none' ? [] : game.legalActions(s);
    for (const a of candidates(s, rng)) {
      const thrown = applyRefusal(game, s, a);
      if (thrown !== null) {
        tally.refused++;
        tally.codes.add(thrown.code);
        check(thrown.refusal.code === thrown.code, 'the error code is the refusal code', a, thrown.refusal);
        check(thrown.message === message(thrown.refusal as R), 'the message says the refusal', a, thrown);
      }
      if (who === 'chance' || who === 'none') continue;
      const listed = a !== null && legal.some((l) => sameAction(l, a));
      const fromView = game.refusal(game.view(s, who), a);
      const fromState = thrown === null ? null : thrown.refusal;
      check(same(fromView, fromState), 'the view refuses as apply does', a, { fromView, fromState });
      check((fromView === null) === listed, 'the view refuses exactly the unlisted moves', a, fromView);
    }
    const first = candidates(s, rng)[0];
    for (let seat = 0; seat < seats; seat++) {
      if (seat === who) continue;
      const r = game.refusal(game.view(s, seat), first);
      check(r?.code === 'notYourTurn', 'a seat not to act is told so', first, r);
    }
    tally.positions++;
    if (who === 'none') return;
    s = game.apply(s, who === 'chance' ? randomDeal(game, rng) : pick(legal, rng));
  }
}

const oddities = <A>(rng: Rng, full: readonly Card[]): A[] =>
  [
    { type: 'deal', deck: full.slice() },
    { type: 'deal', deck: full.slice(1) },
    { type: 'bogus' },
    null,
    // A card that no seat may be holding, now and then.
    { type: 'play', card: full[rng.int(full.length)] },
  ] as A[];

function schwimmenCandidates(s: SchwimmenState, rng: Rng): SchwimmenAction[] {
  const out = oddities<SchwimmenAction>(rng, DECK_32);
  const hand: readonly Card[] = s.turn === null ? [] : s.hands[s.turn];
  // The hand and the middle, and one card of the deck that may be anywhere.
  const gives = [...hand, DECK_32[rng.int(32)]];
  const takes = [...s.middle, DECK_32[rng.int(32)]];
  const knocks = [undefined, true, 'yes'] as const;
  for (const knock of knocks) {
    for (const give of gives) {
      for (const take of takes) {
        out.push({ type: 'swap', give, take, ...(knock === undefined ? {} : { knock }) } as SchwimmenAction);
      }
    }
    out.push({ type: 'swapAll', ...(knock === undefined ? {} : { knock }) } as SchwimmenAction);
  }
  out.push({ type: 'pass' }, { type: 'knock' }, { type: 'keep' }, { type: 'takeSecond' });
  return out;
}

function schnapsenCandidates(_s: SchnapsenState, rng: Rng): SchnapsenAction[] {
  const out = oddities<SchnapsenAction>(rng, DECK_20);
  for (const card of DECK_20) out.push({ type: 'play', card });
  for (const suit of SUITS) out.push({ type: 'marry', suit });
  out.push({ type: 'marry', suit: 'x' } as unknown as SchnapsenAction);
  out.push({ type: 'exchangeTrump' }, { type: 'close' }, { type: 'claim' });
  return out;
}

/** Mostly cards: closing and claiming at random would end most deals before the talon runs low (N8). */
function mostlyCards(legal: SchnapsenAction[], rng: Rng): SchnapsenAction {
  const a = legal[rng.int(legal.length)];
  if ((a.type !== 'close' && a.type !== 'claim') || rng.int(4) === 0) return a;
  const plays = legal.filter((l) => l.type === 'play');
  return plays.length > 0 ? plays[rng.int(plays.length)] : a;
}

const SCHWIMMEN_CODES: readonly SchwimmenRefusal['code'][] = [
  'mustDeal',
  'badDeck',
  'gameOver',
  'mustChoose',
  'alreadyDealt',
  'alreadyChosen',
  'unknownAction',
  'alreadyKnocked',
  'knockFirstRound',
  'badKnock',
  'noKnockWithSwap',
  'giveNotInHand',
  'takeNotInMiddle',
];

const SCHNAPSEN_CODES: readonly SchnapsenRefusal['code'][] = [
  'dealFirst',
  'dealInProgress',
  'badDeck',
  'matchOver',
  'unknownAction',
  'cardNotInHand',
  'leadMarriageCard',
  'mustHead',
  'mustFollow',
  'mustTrump',
  'marryNotOnLead',
  'exchangeNotOnLead',
  'closeNotOnLead',
  'claimNotOnLead',
  'marriageAnnounced',
  'noMarriage',
  'talonClosed',
  'talonEmpty',
  'talonTooSmall',
  'noTrumpJack',
];

describe('refusals from a state and from a view', () => {
  it('S10–S18: Schwimmen gives the same reason either way, for every refusal code', () => {
    const tally: Tally = { positions: 0, refused: 0, codes: new Set() };
    for (let seed = 1; seed <= 8; seed++) {
      const players = 2 + (seed % 7);
      const options: SchwimmenOptions = {
        players,
        firstDealer: seed % players,
        rules: { lives: 1, knockWithSwap: seed % 2 === 0, knockInFirstRound: seed % 3 === 0 },
      };
      survey(schwimmen, options, seed, schwimmenCandidates, players, schwimmenMessage, tally);
    }
    expect([...tally.codes].sort()).toEqual([...SCHWIMMEN_CODES].sort());
    expect(tally.positions).toBeGreaterThan(200);
  });

  it('N3–N10: Schnapsen gives the same reason either way, for every refusal code', () => {
    const tally: Tally = { positions: 0, refused: 0, codes: new Set() };
    for (let seed = 1; seed <= 6; seed++) {
      const options: SchnapsenOptions = {
        firstDealer: (seed % 2) as Seat,
        rules: { bummerl: 5, exchangeWithOneLeft: seed % 2 === 0 },
      };
      survey(schnapsen, options, seed, schnapsenCandidates, 2, schnapsenMessage, tally, mostlyCards);
    }
    expect([...tally.codes].sort()).toEqual([...SCHNAPSEN_CODES].sort());
    expect(tally.positions).toBeGreaterThan(200);
  });
});
