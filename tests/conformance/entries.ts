// The games and bots the conformance suites run, with what the suites cannot know by themselves: the option
// sets, which cards a seat certainly cannot see, how the hidden cards may be dealt again. (A later stage
// takes these from the game registry.)
import { botFor, LEVELS, type Bot, type Level } from '../../src/bots';
import {
  EXPERT as SCHNAPSEN_EXPERT,
  HARD as SCHNAPSEN_HARD,
  searchBot as schnapsenSearch,
} from '../../src/bots/schnapsen';
import type { SearchConfig } from '../../src/bots/schnapsen';
import { EXPERT, EXPERT_MODEL, searchBot as schwimmenSearch } from '../../src/bots/schwimmen';
import { HARD } from '../../src/bots/schwimmen/search';
import type { Card } from '../../src/engine/cards';
import type { Refusal, Seat } from '../../src/engine/game';
import type { Rng } from '../../src/engine/rng';
import {
  refusalMessage as schnapsenMessage,
  schnapsen,
  type SchnapsenAction,
  type SchnapsenRefusal,
  type SchnapsenState,
} from '../../src/engine/schnapsen';
import {
  refusalMessage as schwimmenMessage,
  roundHistory,
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRefusal,
  type SchwimmenState,
} from '../../src/engine/schwimmen';
import {
  positions as schnapsenPositions,
  reshuffled as schnapsenReshuffled,
} from '../bots/schnapsen/positions';
import {
  normalPlay,
  positions as schwimmenPositions,
  reshuffled as schwimmenReshuffled,
} from '../bots/schwimmen/helpers';
import { depth } from '../depth';
import type { BotEntry } from './botSuite';
import type { GameEntry } from './gameSuite';

const cardsIn = (x: unknown): Set<string> => new Set(JSON.stringify(x ?? null).match(/[789TJQKA][cshd]/g));

/**
 * Schwimmen: the stock, the second packet and the other seats' hands are hidden, except the cards the
 * whole table saw this round (the middles, the discards, the round's history, the hands shown at the end).
 */
export function schwimmenHidden(s: SchwimmenState, seat: Seat): Card[] {
  const seen = cardsIn([s.middle, s.discards, roundHistory(s), s.roundResult]);
  const concealed = [
    ...s.stock,
    ...s.secondPacket,
    ...s.hands.flatMap((hand, other) => (other === seat ? [] : hand)),
  ];
  return concealed.filter((c) => !seen.has(c));
}

/**
 * Schnapsen: the face-down talon and the opponent's hand, except its cards the seat saw (the partner of a
 * marriage shown, the trump card it took in an exchange or drew last).
 */
export function schnapsenHidden(s: SchnapsenState, seat: Seat): Card[] {
  const other = 1 - seat;
  const shown = new Set<string>();
  for (const m of s.marriages) if (m.seat === other) shown.add(`K${m.suit}`).add(`Q${m.suit}`);
  if (s.exchange?.seat === other) shown.add(s.exchange.card);
  if (s.trumpDrawn?.seat === other) shown.add(s.trumpDrawn.card);
  return [...s.talon, ...s.hands[other].filter((c) => !shown.has(c))];
}

/** Mostly cards: closing and claiming at random would end most deals before the talon runs low (N8). */
function mostlyCards(legal: SchnapsenAction[], rng: Rng): SchnapsenAction {
  const a = legal[rng.int(legal.length)];
  if ((a.type !== 'close' && a.type !== 'claim') || rng.int(4) === 0) return a;
  const plays = legal.filter((l) => l.type === 'play');
  return plays.length > 0 ? plays[rng.int(plays.length)] : a;
}

/** Every refusal code (but the view's 'notYourTurn') with the rule it enforces; null: no rule, a malformed move. */
const SCHWIMMEN_CODES: Record<Exclude<SchwimmenRefusal['code'], 'notYourTurn'>, string | null> = {
  mustDeal: 'S10',
  badDeck: 'S11',
  gameOver: 'S22',
  mustChoose: 'S12',
  alreadyDealt: 'S11',
  alreadyChosen: 'S12',
  unknownAction: null,
  alreadyKnocked: 'S14',
  knockFirstRound: 'S14',
  badKnock: 'S14b',
  noKnockWithSwap: 'S14b',
  giveNotInHand: null,
  takeNotInMiddle: null,
};

const SCHNAPSEN_CODES: Record<Exclude<SchnapsenRefusal['code'], 'notYourTurn'>, string | null> = {
  dealFirst: 'N3',
  dealInProgress: 'N3',
  badDeck: 'N3',
  matchOver: 'N12',
  unknownAction: null,
  cardNotInHand: 'N5',
  leadMarriageCard: 'N7',
  mustHead: 'N6',
  mustFollow: 'N6',
  mustTrump: 'N6',
  marryNotOnLead: 'N7',
  exchangeNotOnLead: 'N8',
  closeNotOnLead: 'N9',
  claimNotOnLead: 'N10',
  marriageAnnounced: 'N7',
  noMarriage: 'N7',
  talonClosed: 'N9',
  talonEmpty: 'N9',
  talonTooSmall: 'N8',
  noTrumpJack: 'N8',
};

export const SCHWIMMEN: GameEntry<typeof schwimmen> = {
  game: schwimmen,
  // knockWithSwap first: the refusal survey then knows a knock with a swap when it meets a table without it.
  optionSets: [
    {
      name: '2 players, knock with a swap',
      options: { players: 2, firstDealer: 1, rules: { knockWithSwap: true } },
    },
    {
      name: '4 players, knock in the first round, no Feuer',
      options: { players: 4, firstDealer: 0, rules: { knockInFirstRound: true, feuer: false, lives: 2 } },
    },
    {
      name: '8 players, skat tie-break, no three of a kind, one life',
      options: { players: 8, firstDealer: 5, rules: { tieBreak: 'skat', threeOfAKind: false, lives: 1 } },
      matches: depth(12, 120),
    },
  ],
  seats: (o) => o.players,
  hiddenFrom: schwimmenHidden,
  message: (r) => schwimmenMessage(r as SchwimmenRefusal),
  codes: SCHWIMMEN_CODES,
  matches: depth(40, 400),
  surveyMatches: depth(2, 12),
};

export const SCHNAPSEN: GameEntry<typeof schnapsen> = {
  game: schnapsen,
  optionSets: [
    { name: 'default rules', options: { firstDealer: 0 } },
    {
      name: 'a Bummerl of 5, exchange with one left',
      options: { firstDealer: 1, rules: { bummerl: 5, exchangeWithOneLeft: true } },
    },
  ],
  seats: () => 2,
  hiddenFrom: schnapsenHidden,
  message: (r: Refusal) => schnapsenMessage(r as SchnapsenRefusal),
  codes: SCHNAPSEN_CODES,
  pick: (legal, rng) => mostlyCards(legal as SchnapsenAction[], rng),
  matches: depth(60, 600),
  surveyMatches: depth(10, 60),
};

/**
 * The search levels with small budgets for the reshuffle test, which decides thousands of times twice: the
 * code paths are those of the real levels, only the counts (worlds, nodes, histories) are smaller.
 */
function smallSchnapsen(config: SearchConfig): SearchConfig {
  return {
    ...config,
    samples: 3,
    exactTalon: 0,
    closedWorlds: 6,
    nodeBudget: 2000,
    sureNodes: 3000,
    ...(config.reading && { reading: { ...config.reading, histories: 3, hands: 4 } }),
  };
}

type SchwimmenBot = Bot<ReturnType<typeof schwimmen.view>, SchwimmenAction>;
type SchnapsenBot = Bot<ReturnType<typeof schnapsen.view>, SchnapsenAction>;

const SCHWIMMEN_SMALL: Partial<Record<Level, SchwimmenBot>> = {
  hard: schwimmenSearch('hard', { ...HARD, worlds: 2, minWorlds: 2, swaps: 2 }),
  expert: schwimmenSearch(
    'expert',
    { ...EXPERT, worlds: 2, minWorlds: 2, swaps: 2 },
    { ...EXPERT_MODEL, tries: 4 },
  ),
};

const SCHNAPSEN_SMALL: Partial<Record<Level, SchnapsenBot>> = {
  hard: schnapsenSearch('schnapsen:hard', smallSchnapsen(SCHNAPSEN_HARD)),
  expert: schnapsenSearch('schnapsen:expert', smallSchnapsen(SCHNAPSEN_EXPERT)),
};

/** Random positions and positions from normal play, mixed, over 2–8 players and every option. */
function schwimmenMixed(n: number, seed: number): SchwimmenState[] {
  const half = Math.floor(n / 2);
  return [...schwimmenPositions(half, seed), ...schwimmenPositions(n - half, seed + 1, normalPlay)];
}

export const SCHWIMMEN_BOTS: BotEntry<SchwimmenState, SchwimmenAction, ReturnType<typeof schwimmen.view>>[] =
  LEVELS.map((level) => ({
    game: schwimmen,
    level,
    bot: botFor('schwimmen', level),
    fairBot: SCHWIMMEN_SMALL[level] ?? botFor('schwimmen', level),
    positions: schwimmenMixed,
    fairPositions: (n, seed) => schwimmenPositions(n, seed, normalPlay, 1),
    reshuffle: schwimmenReshuffled,
    moved: 0.9,
    counts: {
      easy: { legal: depth(1000, 3000), same: 600, fair: depth(300, 3000) },
      normal: { legal: depth(1000, 3000), same: 600, fair: depth(300, 3000) },
      hard: { legal: depth(100, 300), same: depth(20, 60), fair: depth(1_500, 10_000) },
      expert: { legal: depth(40, 110), same: depth(20, 60), fair: depth(1_500, 10_000) },
    }[level],
  }));

/** N10: a claim is made only with 66 counted. */
function noFalseClaim(s: SchnapsenState, a: SchnapsenAction): string | null {
  const seat = schnapsen.actor(s) as number;
  return a.type === 'claim' && s.points[seat] < 66 ? 'N10: a claim without 66' : null;
}

export const SCHNAPSEN_BOTS: BotEntry<SchnapsenState, SchnapsenAction, ReturnType<typeof schnapsen.view>>[] =
  LEVELS.map((level) => ({
    game: schnapsen,
    level,
    bot: botFor('schnapsen', level),
    fairBot: SCHNAPSEN_SMALL[level] ?? botFor('schnapsen', level),
    positions: (n, seed) => schnapsenPositions(Math.ceil(n / 8), seed).slice(0, n),
    fairPositions: (n, seed) => schnapsenPositions(Math.ceil(n / 5), seed).slice(0, n),
    reshuffle: (s, _seat, rng) => schnapsenReshuffled(s, rng),
    particular: noFalseClaim,
    happens: { what: 'a claim', test: (_s, a) => a.type === 'claim' },
    moved: 0.5,
    counts: {
      easy: { legal: depth(1000, 5000), same: depth(36, 100), fair: depth(300, 3000) },
      normal: { legal: depth(1000, 5000), same: depth(36, 100), fair: depth(300, 3000) },
      hard: { legal: depth(300, 1000), same: depth(36, 100), fair: depth(1_000, 10_000) },
      expert: { legal: depth(120, 400), same: depth(36, 100), fair: depth(1_000, 10_000) },
    }[level],
  }));
