import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { schnapsen, type SchnapsenState } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import { HUMAN } from '../../src/store';
import { replaySchnapsen } from '../../src/match/schnapsen';
import { schwimmenSummary } from '../../src/match/schwimmenSummary';
import { createStatsStore, emptyStats } from '../../src/stats';
import { startStatsRecorder } from '../../src/store/statsRecorder';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { MemoryStorage, sn, storeWith, sw, swSettings } from '../store/helpers';

type GameStoreApi = ReturnType<typeof storeWith>;
const statsDeps = (storage: Storage) => ({ storage: () => storage, now: () => 1 });

/** Plays the Schwimmen match on the table to its end with random legal moves (the human too). */
function playSchwimmen(store: GameStoreApi, seed: number, until?: (s: GameStoreApi) => boolean) {
  const rng = createRng(seed);
  for (let step = 0; step < 20_000; step++) {
    if (until?.(store)) return;
    const { state, match } = sw(store.getState());
    const who = schwimmen.actor(state);
    if (who === 'none') return;
    if (who === 'chance') {
      store.getState().nextDeal('schwimmen');
      continue;
    }
    const legal = schwimmen.legalActions(state);
    const action = legal[rng.int(legal.length)];
    if (who === HUMAN) store.getState().act('schwimmen', action);
    else store.getState().computerMove('schwimmen', match.id, match.log.length, action);
  }
  throw new Error('the match did not end');
}

function playSchnapsen(store: GameStoreApi, seed: number) {
  const rng = createRng(seed);
  for (let step = 0; step < 20_000; step++) {
    const { state, match } = sn(store.getState());
    const who = schnapsen.actor(state);
    if (who === 'none') return;
    if (who === 'chance') {
      store.getState().nextDeal('schnapsen');
      continue;
    }
    const legal = schnapsen.legalActions(state);
    const action = legal[rng.int(legal.length)];
    if (who === HUMAN) store.getState().act('schnapsen', action);
    else store.getState().computerMove('schnapsen', match.id, match.log.length, action);
  }
  throw new Error('the match did not end');
}

describe('startStatsRecorder', () => {
  it('records a whole Schwimmen match: every life the human lost, and the match, once', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const game = storeWith(new MemoryStorage(), seed);
      const stats = createStatsStore(statsDeps(new MemoryStorage()));
      const stop = startStatsRecorder(game, stats);
      playSchwimmen(game, seed);
      stop();
      const { state, match } = sw(game.getState());
      const level = match.levels[1] ?? 'normal';
      const entry = stats.getState().stats.schwimmen[level];
      // S9: the loss that puts a swimming player out costs no token (it is a lost round, not a life).
      expect(entry.roundsLost, `seed ${seed}`).toBe(match.rules.lives - state.lives[HUMAN]);
      expect(entry.matchesPlayed).toBe(1);
      expect(entry.matchesWon).toBe(state.winner === HUMAN ? 1 : 0);
    }
  });

  it('issue 38: S9: Statistics count the lives lost exactly as the game-over table does, over seeded matches', () => {
    let outs = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const game = storeWith(new MemoryStorage(), seed);
      const lives = 1 + (seed % 5);
      const opponents = 1 + (seed % 4);
      const settings = swSettings(game.getState());
      const next: SchwimmenSettings = { ...settings, opponents, rules: { ...settings.rules, lives } };
      game.getState().saveSettings('schwimmen', next);
      const stats = createStatsStore(statsDeps(new MemoryStorage()));
      const stop = startStatsRecorder(game, stats);
      playSchwimmen(game, 1000 + seed);
      stop();
      const { state, match } = sw(game.getState());
      expect(match.rules.lives).toBe(lives);
      const table = schwimmenSummary(match).livesLost[HUMAN];
      const entry = stats.getState().stats.schwimmen.normal;
      expect(entry.roundsLost, `seed ${seed}`).toBe(table);
      expect(table).toBeLessThanOrEqual(lives);
      if (state.out[HUMAN]) {
        outs++;
        expect(table, `seed ${seed}: out after every life`).toBe(lives);
      }
    }
    // The matches cover the human going out (the loss that used to be counted as one more life).
    expect(outs).toBeGreaterThan(10);
  });

  it('counts nothing twice after a reload, and goes on counting the same match', () => {
    const gameStorage = new MemoryStorage();
    const statsStorage = new MemoryStorage();
    const game = storeWith(gameStorage, 11);
    const stats = createStatsStore(statsDeps(statsStorage));
    const stop = startStatsRecorder(game, stats);
    // Up to a showdown the human lost: its result is on the table when the page is reloaded.
    playSchwimmen(game, 11, (g) => sw(g.getState()).state.roundResult?.losers.includes(HUMAN) === true);
    stop();
    const before = stats.getState().stats;
    expect(before.schwimmen.normal.roundsLost).toBe(1);

    const game2 = storeWith(gameStorage, 999);
    const stats2 = createStatsStore(statsDeps(statsStorage));
    expect(sw(game2.getState()).match).toEqual(sw(game.getState()).match);
    const stop2 = startStatsRecorder(game2, stats2);
    expect(stats2.getState().stats).toEqual(before);
    playSchwimmen(game2, 12);
    stop2();
    const { state, match } = sw(game2.getState());
    expect(stats2.getState().stats.schwimmen.normal.roundsLost).toBe(match.rules.lives - state.lives[HUMAN]);
    expect(stats2.getState().stats.schwimmen.normal.matchesPlayed).toBe(1);
  });

  it('a new match is counted on its own; a match given up half-way is not counted', () => {
    const game = storeWith(new MemoryStorage(), 21);
    const stats = createStatsStore(statsDeps(new MemoryStorage()));
    const stop = startStatsRecorder(game, stats);
    playSchwimmen(game, 21);
    game.getState().newMatch('schwimmen');
    playSchwimmen(game, 22, (g) => sw(g.getState()).state.round >= 2);
    game.getState().newMatch('schwimmen');
    playSchwimmen(game, 23);
    stop();
    expect(stats.getState().stats.schwimmen.normal.matchesPlayed).toBe(2);
  });

  it('a reset while a result is on the table does not count that result again', () => {
    const game = storeWith(new MemoryStorage(), 31);
    const stats = createStatsStore(statsDeps(new MemoryStorage()));
    const stop = startStatsRecorder(game, stats);
    playSchwimmen(game, 31, (g) => sw(g.getState()).state.roundResult?.losers.includes(HUMAN) === true);
    expect(stats.getState().stats.schwimmen.normal.roundsLost).toBe(1);
    stats.getState().reset();
    // Any change of the game store makes the recorder look again: a dialog opening, say.
    game.getState().openDialog('settings');
    stop();
    startStatsRecorder(game, stats)();
    expect(stats.getState().stats).toEqual(emptyStats());
  });

  it('records a Schnapsen Bummerl: every deal the human lost and the match', () => {
    for (const seed of [1, 2, 3]) {
      const game = storeWith(new MemoryStorage(), seed);
      const stats = createStatsStore(statsDeps(new MemoryStorage()));
      const stop = startStatsRecorder(game, stats);
      playSchnapsen(game, seed);
      stop();
      const { match, state: end } = sn(game.getState());
      // Count the deals the human lost by replaying the log, apart from the recorder.
      let s: SchnapsenState = replaySchnapsen({ ...match, log: [] });
      let dealsLost = 0;
      for (const action of match.log) {
        s = schnapsen.apply(s, action);
        // The next action after the end of a deal is the next deal: each end is seen once.
        const ended = s.phase === 'dealOver' || s.phase === 'matchOver';
        if (action.type !== 'deal' && ended && s.dealResult?.winner !== HUMAN) dealsLost++;
      }
      const entry = stats.getState().stats.schnapsen[match.level];
      expect(dealsLost).toBeGreaterThan(0);
      expect(entry.roundsLost, `seed ${seed}`).toBe(dealsLost);
      expect(entry.matchesPlayed).toBe(1);
      expect(entry.matchesWon).toBe(end.winner === HUMAN ? 1 : 0);
      expect(stats.getState().stats.schwimmen).toEqual(emptyStats().schwimmen);
    }
  });
});
