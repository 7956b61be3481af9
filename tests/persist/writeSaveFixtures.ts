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
import { decisionSeed } from '../../src/match/schwimmen';
import { schnapsenDecisionSeed } from '../../src/match/schnapsen';
import { MemoryStorage } from '../store/helpers';

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
    schnapsenHint: () => Promise.reject(new Error('no hints here')),
    review: async (ask) =>
      ask.game === 'schwimmen'
        ? reviewSchwimmenRound(ask.record, ask.round, ask.seat)
        : reviewSchnapsenDeal(ask.record, ask.round, ask.seat),
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
    const who = schwimmen.actor(s.state);
    if (who === 'none') return;
    const id = s.match.id;
    const length = s.match.log.length;
    if (who === 'chance') {
      await settle(store);
      if (s.state.out[HUMAN]) s.computerDeal(id, length);
      else s.nextRound();
      continue;
    }
    const level = who === HUMAN ? null : s.match.levels[who];
    const bot = level ? botFor('schwimmen', level) : human;
    const action = bot.decide(
      schwimmen.view(s.state, who),
      schwimmen.legalActions(s.state),
      decisionSeed(s.match.seed, length),
    );
    if (who === HUMAN) s.act(action);
    else s.computerMove(id, length, action);
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
    const who = schnapsen.actor(s.schnapsenState);
    if (who === 'none') return;
    const { id, log, seed, level } = s.schnapsenMatch;
    if (who === 'chance') {
      await settle(store);
      s.schnapsenNextDeal();
      continue;
    }
    const bot = who === HUMAN ? human : botFor('schnapsen', level);
    const action = bot.decide(
      schnapsen.view(s.schnapsenState, who),
      schnapsen.legalActions(s.schnapsenState),
      schnapsenDecisionSeed(seed, log.length),
    );
    if (who === HUMAN) s.schnapsenAct(action);
    else s.schnapsenComputerMove(id, log.length, action);
  }
  throw new Error('the Schnapsen match did not end');
}

/** Everything the storage holds, and what the app's stores hold now: what a fresh load must give back. */
function snapshot(name: string, note: string, d: ReturnType<typeof device>) {
  const s = d.store.getState();
  const storage: Record<string, string> = {};
  for (let i = 0; i < d.storage.length; i++) {
    const key = d.storage.key(i) as string;
    storage[key] = d.storage.getItem(key) as string;
  }
  const expected = {
    schwimmen: {
      id: s.match.id,
      seed: s.match.seed,
      players: s.match.players,
      logLength: s.match.log.length,
      phase: s.state.phase,
      round: s.state.round,
      lives: s.state.lives,
      winner: s.state.winner,
      names: s.match.names ?? null,
    },
    schnapsen: {
      id: s.schnapsenMatch.id,
      seed: s.schnapsenMatch.seed,
      logLength: s.schnapsenMatch.log.length,
      phase: s.schnapsenState.phase,
      dealNumber: s.schnapsenState.dealNumber,
      bummerl: s.schnapsenState.bummerl,
      points: s.schnapsenState.points,
      winner: s.schnapsenState.winner,
      opponentName: s.schnapsenMatch.opponentName ?? null,
    },
    schwimmenSettings: s.settings,
    schnapsenSettings: s.schnapsenSettings,
    bummerls: s.schnapsenRecord,
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
  s.saveSettings({
    ...s.settings,
    opponents: 2,
    level: 'hard',
    faces: 'german',
    speed: 'fast',
    rules: { ...s.settings.rules, lives: 2, feuer: false, tieBreak: 'skat' },
  });
  s.saveSchnapsenSettings({
    ...s.schnapsenSettings,
    level: 'easy',
    autoClaim: true,
    showPoints: false,
    faces: 'french',
    speed: 'slow',
    rules: { bummerl: 5, exchangeWithOneLeft: true },
  });
  d.store.getState().newMatch(31);
  d.store.getState().nameOpponents(d.store.getState().match.id, ['Anna', 'Ben']);
  await playSchwimmen(d.store, () => false);
  d.store.getState().newSchnapsenMatch(66);
  d.store.getState().nameSchnapsenOpponent(d.store.getState().schnapsenMatch.id, 'Anna');
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
  s.saveSettings({
    ...s.settings,
    opponents: 4,
    level: 'easy',
    rules: { ...s.settings.rules, knockWithSwap: true },
  });
  s.saveSchnapsenSettings({ ...s.schnapsenSettings, level: 'normal' });
  d.store.getState().newMatch(7);
  d.store.getState().nameOpponents(d.store.getState().match.id, ['Anna', 'Ben', 'Cem', 'Dora']);
  // Into the third round, a few turns in.
  await playSchwimmen(
    d.store,
    (g) => g.state.round === 3 && g.state.phase === 'turns' && g.state.turnsTaken >= 3,
  );
  d.store.getState().newSchnapsenMatch(12);
  // Into the second deal, a few tricks in.
  await playSchnapsen(
    d.store,
    (g) => g.schnapsenState.dealNumber === 2 && g.schnapsenState.tricks.length >= 2,
  );
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
