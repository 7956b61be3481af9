// Schwimmen as the app knows it (see ../types.ts): its engine, match record, settings, rounds, statistics,
// computer players, coach and simulator parts. The human is seat 0; up to seven computer players.
import type { Seat } from '../../engine/game';
import {
  DEFAULT_RULES,
  resolveRules,
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
  type SchwimmenView,
} from '../../engine/schwimmen';
import type { Hint } from '../../bots/schwimmen/hint';
import { HUMAN } from '../../match/human';
import {
  schwimmenDecisionSeed,
  schwimmenInitialState,
  matchOver,
  newSchwimmenRecord,
  nextSchwimmenDeal,
  schwimmenDeckFor,
  roundLosers,
  roundNumber,
  roundOver,
  type SchwimmenMatchRecord,
} from '../../match/schwimmen';
import { KEY_PREFIX } from '../../persist/saves';
import { SCHWIMMEN_RATING_SCALE } from '../../coach/rating';
import type { GameModule } from '../types';
import { dealSeedOf, deckOfSeed } from '../../match/dealing';
import { DECK_32 } from '../../engine/cards';
import { parseSchwimmenRecord, readSeatNames } from './record';
import { schwimmenNotation } from './notation';
import { dailyDealing, dailyNames, dailySeed } from '../daily';
import {
  changesSchwimmenMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  sanitizeSchwimmenSettings,
  type SchwimmenSettings,
} from './settings';

export type SchwimmenGame = GameModule<
  SchwimmenState,
  SchwimmenAction,
  SchwimmenView,
  SchwimmenMatchRecord,
  SchwimmenSettings,
  Hint
>;

/** The round's result stands with a showdown (not at a deal that ended it at once). */
const showdown = (s: SchwimmenState) => s.roundResult !== null && roundOver(s);

/** The human lost a life in the round whose result stands (a loser who was swimming had none to lose: S9). */
const humanLostLife = (s: SchwimmenState) =>
  showdown(s) && roundLosers(s).includes(HUMAN) && !(s.roundResult?.eliminated.includes(HUMAN) ?? false);

export const schwimmenGame: SchwimmenGame = {
  id: 'schwimmen',
  engine: schwimmen as SchwimmenGame['engine'],
  saveKeys: {
    match: `${KEY_PREFIX}schwimmen:match`,
    settings: `${KEY_PREFIX}schwimmen:settings`,
    daily: `${KEY_PREFIX}schwimmen:daily`,
  },

  settings: {
    defaults: DEFAULT_SCHWIMMEN_SETTINGS,
    read: sanitizeSchwimmenSettings,
    changesMatch: changesSchwimmenMatch,
    forPlayers: (settings, players) => ({ ...settings, opponents: players - 1 }),
  },

  newRecord: (settings, seed, id) =>
    newSchwimmenRecord({
      seed,
      id,
      opponents: settings.opponents,
      level: settings.level,
      rules: settings.rules,
      practice: settings.practice,
    }),
  initialState: schwimmenInitialState,
  nextDeal: nextSchwimmenDeal,
  dealSeed: (record, deal) => dealSeedOf('schwimmen', record, deal),
  deckOfSeed: (seed) => deckOfSeed('schwimmen', seed, DECK_32, schwimmenDeckFor),
  decisionSeed: (record, logLength) => schwimmenDecisionSeed(record.seed, logLength),
  readRecord: parseSchwimmenRecord,
  levels: (record) => record.levels,
  named(record, pool) {
    if (record.names) return record;
    const bySeat = Array.from({ length: record.players }, (_, seat) =>
      seat === HUMAN ? null : (pool[seat - 1] ?? null),
    );
    const names = readSeatNames(bySeat, record.players);
    return names ? { ...record, names } : record;
  },

  roundOver,
  matchOver,
  roundNumber,
  winner: (s) => (matchOver(s) ? s.winner : null),
  progress: (record, state) => ({
    game: 'schwimmen',
    match: record.id,
    seed: record.seed,
    // Every computer seat plays at the level chosen for the match.
    level: record.levels.find((level) => level !== null) ?? 'normal',
    finishedRound: showdown(state) ? roundNumber(state) : null,
    roundLost: humanLostLife(state),
    // Once out, the human's match is lost even while the computers play it to its end.
    finished: state.out[HUMAN] || matchOver(state),
    won: matchOver(state) && state.winner === HUMAN,
  }),

  ratingScale: SCHWIMMEN_RATING_SCALE,

  daily: {
    // One round at a table of four: the player and three computers at `hard`, the default rules with three
    // lives each (so nobody goes out), the dealer drawn from the date.
    record(day, id, counts) {
      const seed = dailySeed('schwimmen', day);
      const record = newSchwimmenRecord({
        seed,
        id,
        opponents: 3,
        level: 'hard',
        rules: { ...DEFAULT_RULES },
      });
      return {
        ...record,
        names: [null, ...dailyNames(seed, 3)],
        dealing: dailyDealing('schwimmen', day),
        daily: { date: day, counts },
      };
    },
    measure(state) {
      const lost = humanLostLife(state);
      return { result: lost ? -1 : 0, won: !lost };
    },
  },

  computersIn: (s) => s.out.filter((out, seat) => !out && seat !== HUMAN).length,
  computersDeal: (s) => s.out[HUMAN],
  playedForHuman: () => null,
  // The computers deal on their own once the human is out: their deals end nothing.
  takeBackBarrier: (s, a) => a.type === 'deal' && !s.out[HUMAN],

  notation: schwimmenNotation,

  brains: {
    quick: () =>
      Promise.all([import('../../bots/schwimmen/easy'), import('../../bots/schwimmen/normal')]).then(
        ([easy, normal]) => ({ easy: easy.easyBot(), normal: normal.normalBot() }),
      ),
    all: () => import('../../bots/schwimmen').then((m) => m.schwimmenBots),
    hint: () => import('../../bots/schwimmen/hint').then((m) => m.schwimmenHint),
    review: () => import('../../coach/review').then((m) => m.reviewSchwimmenRound),
  },

  sim: {
    minPlayers: 2,
    maxPlayers: 8,
    singleDeals: false,
    roundWord: 'round',
    matchWords: ['match', 'matches'],
    costUnit: 'points of life-loss chance',
    reviewMatches: 40,
    costDigits: 2,
    options: (players, firstDealer, rules) => ({
      players,
      firstDealer,
      rules: rules as Partial<SchwimmenRules> | undefined,
    }),
    checkRules: (rules) => void resolveRules(rules as Partial<SchwimmenRules>),
    roundEnded(prev, next) {
      const r = next.roundResult;
      if (r === null || r === prev.roundResult) return null;
      const played: Seat[] = [];
      r.values.forEach((v, seat) => v !== null && played.push(seat));
      return { played, lost: r.losers };
    },
    // `greedy25`: a plain greedy player that knocks from 25 (bots/schwimmen/greedy.ts).
    extraLevels: ['oracle', 'greedyK'],
    async extraBot(level) {
      if (level === 'oracle') return (await import('../../bots/schwimmen/oracle')).schwimmenOracle as never;
      const greedy = /^greedy(\d{2})$/.exec(level);
      if (greedy) return (await import('../../bots/schwimmen/greedy')).greedyBot(Number(greedy[1])) as never;
      return null;
    },
  },
};
