// Schnapsen as the app knows it (see ../types.ts): its engine, match record (a Bummerl), settings, deals,
// statistics, computer player, coach and simulator parts. The human is seat 0, the computer seat 1.
import { DEFAULT_RULES, resolveRules } from '../../engine/schnapsen/rules';
import {
  schnapsen,
  WINNING_SCORE,
  type SchnapsenAction,
  type SchnapsenRules,
  type SchnapsenState,
  type SchnapsenView,
} from '../../engine/schnapsen';
import type { SchnapsenHint } from '../../bots/schnapsen/hint';
import { HUMAN } from '../../match/human';
import {
  matchOver,
  newSchnapsenRecord,
  nextSchnapsenDeal,
  schnapsenDeckFor,
  roundLosers,
  roundNumber,
  roundOver,
  schnapsenDecisionSeed,
  schnapsenInitialState,
  type SchnapsenMatchRecord,
} from '../../match/schnapsen';
import { isPlayerName } from '../../persist/check';
import { KEY_PREFIX } from '../../persist/saves';
import { SCHNAPSEN_RATING_SCALE } from '../../coach/rating';
import type { GameModule } from '../types';
import { dealSeedOf, deckOfSeed } from '../../match/dealing';
import { DECK_20 } from '../../engine/cards';
import { parseSchnapsenRecord } from './record';
import { schnapsenNotation } from './notation';
import { dailyDealing, dailyNames, dailySeed } from '../daily';
import {
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  sanitizeSchnapsenSettings,
  type SchnapsenSettings,
} from './settings';

export type SchnapsenGame = GameModule<
  SchnapsenState,
  SchnapsenAction,
  SchnapsenView,
  SchnapsenMatchRecord,
  SchnapsenSettings,
  SchnapsenHint
>;

/** The claim the human could make now with 66 or more counted (N10). */
export function claimDue(state: SchnapsenState): SchnapsenAction | null {
  if (schnapsen.actor(state) !== HUMAN || state.points[HUMAN] < WINNING_SCORE) return null;
  return schnapsen.legalActions(state).find((a) => a.type === 'claim') ?? null;
}

export const schnapsenGame: SchnapsenGame = {
  id: 'schnapsen',
  engine: schnapsen as SchnapsenGame['engine'],
  saveKeys: {
    match: `${KEY_PREFIX}schnapsen:match`,
    settings: `${KEY_PREFIX}schnapsen:settings`,
    // The Bummerls won and lost (N12: the app counts them).
    tally: `${KEY_PREFIX}schnapsen:bummerls`,
    daily: `${KEY_PREFIX}schnapsen:daily`,
  },

  settings: {
    defaults: DEFAULT_SCHNAPSEN_SETTINGS,
    read: sanitizeSchnapsenSettings,
    changesMatch: changesSchnapsenMatch,
    // Two players, always.
    forPlayers: (settings) => settings,
  },

  newRecord: (settings, seed, id) =>
    newSchnapsenRecord({
      seed,
      id,
      level: settings.level,
      rules: settings.rules,
      practice: settings.practice,
    }),
  initialState: schnapsenInitialState,
  nextDeal: nextSchnapsenDeal,
  dealSeed: (record, deal) => dealSeedOf('schnapsen', record, deal),
  deckOfSeed: (seed) => deckOfSeed('schnapsen', seed, DECK_20, schnapsenDeckFor),
  decisionSeed: (record, logLength) => schnapsenDecisionSeed(record.seed, logLength),
  readRecord: parseSchnapsenRecord,
  levels: (record) => [null, record.level],
  named: (record, pool) =>
    record.opponentName !== undefined || !isPlayerName(pool[0])
      ? record
      : { ...record, opponentName: pool[0] },

  roundOver,
  matchOver,
  roundNumber,
  winner: (s) => (matchOver(s) ? s.winner : null),
  progress: (record, state) => ({
    game: 'schnapsen',
    match: record.id,
    seed: record.seed,
    level: record.level,
    finishedRound: state.dealResult !== null && roundOver(state) ? roundNumber(state) : null,
    roundLost: roundLosers(state).includes(HUMAN),
    finished: matchOver(state),
    won: matchOver(state) && state.winner === HUMAN,
  }),

  ratingScale: SCHNAPSEN_RATING_SCALE,

  daily: {
    // One deal against the expert, the default rules, the dealer drawn from the date.
    record(day, id, counts) {
      const seed = dailySeed('schnapsen', day);
      const record = newSchnapsenRecord({ seed, id, level: 'expert', rules: { ...DEFAULT_RULES } });
      return {
        ...record,
        opponentName: dailyNames(seed, 1)[0],
        dealing: dailyDealing('schnapsen', day),
        daily: { date: day, counts },
      };
    },
    measure(state) {
      const result = state.dealResult;
      if (!result) return { result: 0, won: false };
      const won = result.winner === HUMAN;
      return { result: won ? result.gamePoints : -result.gamePoints, won };
    },
  },

  computersIn: () => 1,
  computersDeal: () => false,
  // The "automatic claim" setting claims 66 for the human as soon as they have it.
  playedForHuman: (state, settings) => (settings.autoClaim ? claimDue(state) : null),
  takeBackBarrier: (_, a) => a.type === 'deal',

  notation: schnapsenNotation,

  brains: {
    // The page's own chunk holds every level, so a searching player whose worker cannot load keeps its level.
    quick: () => import('../../bots/schnapsen').then((m) => m.schnapsenBots),
    all: () => import('../../bots/schnapsen').then((m) => m.schnapsenBots),
    hint: () => import('../../bots/schnapsen/hint').then((m) => m.schnapsenHint),
    review: () => import('../../coach/review').then((m) => m.reviewSchnapsenDeal),
  },

  sim: {
    minPlayers: 2,
    maxPlayers: 2,
    singleDeals: true,
    roundWord: 'deal',
    matchWords: ['Bummerl', 'Bummerls'],
    costUnit: 'game points',
    reviewMatches: 10,
    costDigits: 3,
    options: (_players, firstDealer, rules) => ({
      firstDealer,
      rules: rules as Partial<SchnapsenRules> | undefined,
    }),
    checkRules: (rules) => void resolveRules(rules as Partial<SchnapsenRules>),
    roundEnded(prev, next) {
      const r = next.dealResult;
      if (r === null || r === prev.dealResult) return null;
      return { played: [0, 1], lost: [1 - r.winner] };
    },
    extraLevels: ['oracle'],
    async extraBot(level) {
      if (level === 'oracle') return (await import('../../bots/schnapsen/oracle')).schnapsenOracle as never;
      return null;
    },
  },
};
