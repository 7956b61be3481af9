// Writes the saves fixtures (tests/fixtures/saves/*.json): what localStorage holds after seeded matches played
// through the app's own stores, every part the app saves, with what a fresh store must read back from it.
// tests/persist/oldSaves.test.ts loads them, so a save written by the code of that day keeps loading.
//
//   npx tsx tests/persist/writeSaveFixtures.ts [--prefix v2-]
//
// Run it again only for a new save format, with a prefix, so that the new files join the old ones: the old
// ones are the point.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { botFor } from '../../src/bots';
import { reviewSchnapsenDeal, reviewSchwimmenRound } from '../../src/coach/review';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import { createGameStore, HUMAN, type GameStoreApi } from '../../src/store';
import { createSaveHealth } from '../../src/persist/saves';
import { createStatsStore } from '../../src/stats';
import { startStatsRecorder } from '../../src/store/statsRecorder';
import { startSkillRecorder } from '../../src/store/skillRecorder';
import { createSkillStore } from '../../src/stats/skillStore';
import { createLanguageStore } from '../../src/ui/i18n/language';
import { createSoundSetting } from '../../src/ui/sound/setting';
import { schwimmenDecisionSeed } from '../../src/match/schwimmen';
import { schnapsenDecisionSeed, type SchnapsenMatchRecord } from '../../src/match/schnapsen';
import type { SchwimmenMatchRecord } from '../../src/match/schwimmen';
import type { SchnapsenSettings } from '../../src/games/schnapsen/settings';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { MemoryStorage, sn, snSettings, sw, swSettings } from '../store/helpers';

const here = fileURLToPath(new URL('../fixtures/saves/', import.meta.url));
const prefixAt = process.argv.indexOf('--prefix');
const prefix = prefixAt >= 0 ? (process.argv[prefixAt + 1] ?? '') : '';
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();

/** A table of the app's own stores on one storage, as a browser holds them. */
function device() {
  const storage = new MemoryStorage();
  const health = createSaveHealth();
  let ids = 0;
  let clock = 1_700_000_000_000;
  const now = () => (clock += 1000);
  const store = createGameStore({
    storage: () => storage,
    randomSeed: () => 4242,
    newId: () => `fixture-${++ids}`,
    now,
    hint: () => Promise.reject(new Error('no hints here')),
    review: async (ask) =>
      ask.game === 'schwimmen'
        ? reviewSchwimmenRound(ask.record as SchwimmenMatchRecord, ask.round, ask.seat)
        : reviewSchnapsenDeal(ask.record as SchnapsenMatchRecord, ask.round, ask.seat),
    health,
  });
  const stats = createStatsStore({ storage: () => storage, now, health });
  const skill = createSkillStore({ storage: () => storage, now, health });
  startStatsRecorder(store, stats);
  startSkillRecorder(store, skill, now);
  const language = createLanguageStore({ storage: () => storage, preferred: () => ['en'], health });
  const sound = createSoundSetting({ storage: () => storage, now, health });
  return { storage, store, stats, skill, language, sound };
}

/** Lets the reviews (and with them the skill rating) of the rounds just finished land. */
async function settle(store: GameStoreApi) {
  for (let i = 0; i < 1000; i++) {
    await new Promise((done) => setTimeout(done, 0));
    if (Object.values(store.getState().reviews).every((r) => r.status !== 'pending') && i > 3) return;
  }
  throw new Error('the reviews did not settle');
}

/** Plays Schwimmen as the app would, the human at the normal level, until `stop` says so or the match is over. */
async function playSchwimmen(
  store: GameStoreApi,
  stop: (s: ReturnType<GameStoreApi['getState']>) => boolean,
) {
  const human = botFor('schwimmen', 'normal');
  for (let i = 0; i < 5000; i++) {
    const s = store.getState();
    if (stop(s)) return;
    const { match, state } = sw(s);
    const who = schwimmen.actor(state);
    if (who === 'none') return;
    const id = match.id;
    const length = match.log.length;
    if (who === 'chance') {
      await settle(store);
      if (state.out[HUMAN]) s.computerDeal('schwimmen', id, length);
      else s.nextDeal('schwimmen');
      continue;
    }
    const level = who === HUMAN ? null : match.levels[who];
    const bot = level ? botFor('schwimmen', level) : human;
    const action = bot.decide(
      schwimmen.view(state, who),
      schwimmen.legalActions(state),
      schwimmenDecisionSeed(match.seed, length),
    );
    if (who === HUMAN) s.act('schwimmen', action);
    else s.computerMove('schwimmen', id, length, action);
  }
  throw new Error('the Schwimmen match did not end');
}

async function playSchnapsen(
  store: GameStoreApi,
  stop: (s: ReturnType<GameStoreApi['getState']>) => boolean,
) {
  const human = botFor('schnapsen', 'normal');
  for (let i = 0; i < 5000; i++) {
    const s = store.getState();
    if (stop(s)) return;
    const { match, state } = sn(s);
    const who = schnapsen.actor(state);
    if (who === 'none') return;
    const { id, log, seed, level } = match;
    if (who === 'chance') {
      await settle(store);
      s.nextDeal('schnapsen');
      continue;
    }
    const bot = who === HUMAN ? human : botFor('schnapsen', level);
    const action = bot.decide(
      schnapsen.view(state, who),
      schnapsen.legalActions(state),
      schnapsenDecisionSeed(seed, log.length),
    );
    if (who === HUMAN) s.act('schnapsen', action);
    else s.computerMove('schnapsen', id, log.length, action);
  }
  throw new Error('the Schnapsen match did not end');
}

/** Everything the storage holds, and what the app's stores hold now: what a fresh load must give back. */
function snapshot(name: string, note: string, d: ReturnType<typeof device>) {
  const s = d.store.getState();
  const { match, state } = sw(s);
  const { match: snMatch, state: snState } = sn(s);
  const storage: Record<string, string> = {};
  for (let i = 0; i < d.storage.length; i++) {
    const key = d.storage.key(i) as string;
    storage[key] = d.storage.getItem(key) as string;
  }
  const expected = {
    schwimmen: {
      id: match.id,
      seed: match.seed,
      players: match.players,
      logLength: match.log.length,
      phase: state.phase,
      round: state.round,
      lives: state.lives,
      winner: state.winner,
      names: match.names ?? null,
    },
    schnapsen: {
      id: snMatch.id,
      seed: snMatch.seed,
      logLength: snMatch.log.length,
      phase: snState.phase,
      dealNumber: snState.dealNumber,
      bummerl: snState.bummerl,
      points: snState.points,
      winner: snState.winner,
      opponentName: snMatch.opponentName ?? null,
    },
    schwimmenSettings: swSettings(s),
    schnapsenSettings: snSettings(s),
    bummerls: s.tallies.schnapsen ?? { won: 0, lost: 0 },
    stats: d.stats.getState().stats,
    statsMarks: d.stats.getState().marks,
    skill: d.skill.getState().record,
    language: d.language.getState().chosen,
    sound: d.sound.getState().on,
  };
  const file = `${here}${prefix}${name}.json`;
  writeFileSync(file, `${JSON.stringify({ writtenBy: commit, note, storage, expected }, null, 2)}\n`);
  console.log(`wrote ${file}: ${Object.keys(storage).length} keys`);
}

async function finished() {
  const d = device();
  const s = d.store.getState();
  const schwimmenSettings: SchwimmenSettings = {
    ...swSettings(s),
    opponents: 2,
    level: 'hard',
    faces: 'german',
    speed: 'fast',
    rules: { ...swSettings(s).rules, lives: 2, feuer: false, tieBreak: 'skat' },
  };
  s.saveSettings('schwimmen', schwimmenSettings);
  const schnapsenSettings: SchnapsenSettings = {
    ...snSettings(s),
    level: 'easy',
    autoClaim: true,
    showPoints: false,
    faces: 'french',
    speed: 'slow',
    rules: { bummerl: 5, exchangeWithOneLeft: true },
  };
  s.saveSettings('schnapsen', schnapsenSettings);
  d.store.getState().newMatch('schwimmen', 31);
  d.store.getState().nameOpponents('schwimmen', sw(d.store.getState()).match.id, ['Anna', 'Ben']);
  await playSchwimmen(d.store, () => false);
  d.store.getState().newMatch('schnapsen', 66);
  d.store.getState().nameOpponents('schnapsen', sn(d.store.getState()).match.id, ['Anna']);
  await playSchnapsen(d.store, () => false);
  await settle(d.store);
  await d.language.getState().choose('de');
  d.sound.getState().setOn(false);
  snapshot(
    'finished',
    'Both matches played to their end: statistics, skill rating and a Bummerl counted.',
    d,
  );
}

async function midRound() {
  const d = device();
  const s = d.store.getState();
  const schwimmenSettings: SchwimmenSettings = {
    ...swSettings(s),
    opponents: 4,
    level: 'easy',
    rules: { ...swSettings(s).rules, knockWithSwap: true },
  };
  s.saveSettings('schwimmen', schwimmenSettings);
  s.saveSettings('schnapsen', { ...snSettings(s), level: 'normal' });
  d.store.getState().newMatch('schwimmen', 7);
  d.store
    .getState()
    .nameOpponents('schwimmen', sw(d.store.getState()).match.id, ['Anna', 'Ben', 'Cem', 'Dora']);
  // Into the third round, a few turns in.
  await playSchwimmen(
    d.store,
    (g) => sw(g).state.round === 3 && sw(g).state.phase === 'turns' && sw(g).state.turnsTaken >= 3,
  );
  d.store.getState().newMatch('schnapsen', 12);
  // Into the second deal, a few tricks in.
  await playSchnapsen(d.store, (g) => sn(g).state.dealNumber === 2 && sn(g).state.tricks.length >= 2);
  await settle(d.store);
  await d.language.getState().choose('nb');
  d.sound.getState().setOn(true);
  snapshot(
    'mid-round',
    'Both matches in the middle of a round (deal), after rounds (deals) already counted.',
    d,
  );
}

await finished();
await midRound();
