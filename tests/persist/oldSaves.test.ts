// Saves written by an earlier version keep loading (issue 39): every part a browser holds, as the code of the
// commit named in each fixture wrote it (tests/fixtures/saves, made by writeSaveFixtures.ts), read back by
// fresh stores. Nothing is set aside, and each part gives back exactly what was on the table.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import { createSaveHealth } from '../../src/persist/saves';
import { createStatsStore } from '../../src/stats';
import { createSkillStore } from '../../src/stats/skillStore';
import { createLanguageStore } from '../../src/ui/i18n/language';
import { createSoundSetting } from '../../src/ui/sound/setting';
import { MemoryStorage, sn, snSettings, storeWith, sw, swSettings } from '../store/helpers';

const dir = fileURLToPath(new URL('../fixtures/saves/', import.meta.url));

interface Fixture {
  writtenBy: string;
  storage: Record<string, string>;
  expected: {
    schwimmen: { logLength: number; phase: string; round: number; lives: number[] } & Record<string, unknown>;
    schnapsen: { logLength: number; phase: string; dealNumber: number } & Record<string, unknown>;
    schwimmenSettings: unknown;
    schnapsenSettings: unknown;
    bummerls: unknown;
    stats: unknown;
    statsMarks: unknown;
    skill: unknown;
    language: string;
    sound: boolean;
  };
}

const fixtures = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => [name, JSON.parse(readFileSync(`${dir}${name}`, 'utf8')) as Fixture] as const);

function deviceWith(saved: Record<string, string>) {
  const storage = new MemoryStorage();
  for (const [key, raw] of Object.entries(saved)) storage.setItem(key, raw);
  const health = createSaveHealth();
  const now = () => 1_800_000_000_000;
  return {
    health,
    store: storeWith(storage, 1, { health }),
    stats: createStatsStore({ storage: () => storage, now, health }),
    skill: createSkillStore({ storage: () => storage, now, health }),
    language: createLanguageStore({ storage: () => storage, preferred: () => ['en'], health }),
    sound: createSoundSetting({ storage: () => storage, now, health }),
  };
}

describe('issue 39: saves written by an earlier version still load', () => {
  it('has fixtures of a match in progress and of finished ones', () => {
    expect(fixtures.map(([name]) => name)).toEqual(
      expect.arrayContaining(['finished.json', 'mid-round.json']),
    );
    for (const [, fixture] of fixtures) expect(fixture.writtenBy).toMatch(/^[0-9a-f]{40}$/);
  });

  describe.each(fixtures)('%s', (_name, { storage, expected }) => {
    it('nothing is set aside and nothing is reported unsaved', () => {
      const d = deviceWith(storage);
      expect(d.store.getState().saveProblems).toEqual([]);
      expect(d.health.getState().problems).toEqual([]);
      expect(d.health.getState().unsaved).toEqual([]);
      expect(d.stats.getState().notice).toBeNull();
      expect(d.skill.getState().notice).toBeNull();
    });

    it('the Schwimmen match replays to the same position', () => {
      const { match, state } = sw(deviceWith(storage).store.getState());
      const want = expected.schwimmen;
      expect(match.id).toBe(want.id);
      expect(match.seed).toBe(want.seed);
      expect(match.players).toBe(want.players);
      expect(match.names ?? null).toEqual(want.names);
      expect(match.log).toHaveLength(want.logLength);
      expect({ phase: state.phase, round: state.round, lives: state.lives, winner: state.winner }).toEqual({
        phase: want.phase,
        round: want.round,
        lives: want.lives,
        winner: want.winner,
      });
      if (state.phase !== 'gameOver') expect(schwimmen.actor(state)).not.toBe('none');
    });

    it('the Schnapsen match replays to the same position', () => {
      const { match, state } = sn(deviceWith(storage).store.getState());
      const want = expected.schnapsen;
      expect(match.id).toBe(want.id);
      expect(match.seed).toBe(want.seed);
      expect(match.opponentName ?? null).toEqual(want.opponentName);
      expect(match.log).toHaveLength(want.logLength);
      expect({
        phase: state.phase,
        dealNumber: state.dealNumber,
        bummerl: state.bummerl,
        points: state.points,
        winner: state.winner,
      }).toEqual({
        phase: want.phase,
        dealNumber: want.dealNumber,
        bummerl: want.bummerl,
        points: want.points,
        winner: want.winner,
      });
      if (state.phase !== 'matchOver') expect(schnapsen.actor(state)).not.toBe('none');
    });

    it('both games’ settings and the Bummerl record come back as saved', () => {
      const s = deviceWith(storage).store.getState();
      expect(swSettings(s)).toEqual(expected.schwimmenSettings);
      expect(snSettings(s)).toEqual(expected.schnapsenSettings);
      // The Bummerl record is saved in every fixture, so the tally is there (not the default for none).
      expect(s.tallies.schnapsen).toEqual(expected.bummerls);
    });

    it('the statistics and their marks come back as saved', () => {
      const { stats } = deviceWith(storage);
      expect(stats.getState().stats).toEqual(expected.stats);
      expect(stats.getState().marks).toEqual(expected.statsMarks);
    });

    it('the skill rating comes back as saved', () => {
      expect(deviceWith(storage).skill.getState().record).toEqual(expected.skill);
    });

    it('the language and the sound switch come back as saved', () => {
      const d = deviceWith(storage);
      expect(d.language.getState().chosen).toBe(expected.language);
      expect(d.sound.getState().on).toBe(expected.sound);
    });
  });
});
