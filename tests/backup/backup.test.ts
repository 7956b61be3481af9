// Issue 41: a backup of everything saved, and its restore. Saves written by the app's own code (the saves of
// tests/fixtures/saves, then a deal of the day and its history played through the stores) are backed up,
// cleared and restored to the same bytes; a file that is not a backup, a newer one, an unknown part and every
// part's own damage are refused, and a refused or failing restore changes nothing.
import { describe, expect, it } from 'vitest';
import midRound from '../fixtures/saves/mid-round.json';
import {
  BACKUP_FORMAT,
  backupFileName,
  checkBackup,
  makeBackup,
  restoreBackup,
  type BackupFile,
  type RestorePlan,
} from '../../src/backup/backup';
import { GAME_PART_VERSION } from '../../src/games/saves';
import { PART_VERSION } from '../../src/store/gameSaves';
import { appParts, describePart, refusalText } from '../../src/ui/shared/backup/backupLogic';
import { backup as text } from '../../src/ui/i18n/en/backup';
import { en } from '../../src/ui/i18n/en';
import { games, schnapsenGame, schwimmenGame, type AnyGame } from '../../src/games';
import { dailyScreen } from '../../src/store/route';
import { createDailyStore, DAILY_KEY } from '../../src/stats/dailyStore';
import { createStatsStore, STATS_KEY } from '../../src/stats';
import { createSkillStore, SKILL_KEY } from '../../src/stats/skillStore';
import { LANGUAGE_KEY } from '../../src/ui/i18n/language';
import { SOUND_KEY } from '../../src/ui/sound/setting';
import { MemoryStorage, SharedStorage, sn, storeWith, sw } from '../store/helpers';

/** A day before the test stores' clock (1_700_000_000_000: 14 November 2023). */
const DAY = '2023-11-10';
const CREATED = new Date(2026, 11, 6, 14, 30);

/** Every key of `storage` with its raw value. */
function contents(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) as string;
    out[key] = storage.getItem(key) as string;
  }
  return out;
}

/**
 * A device with every part saved by the app's own code: the fixture's matches, settings, tally, statistics,
 * rating, language and sound, then each game's deal of the day (its table and the history of days played).
 */
function fullDevice(): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, raw] of Object.entries(midRound.storage)) storage.setItem(key, raw);
  for (const game of ['schwimmen', 'schnapsen']) storeWith(storage, 7, {}, dailyScreen(game, DAY));
  const daily = createDailyStore({ storage: () => storage, now: () => 1 });
  daily.getState().start('schwimmen', DAY);
  daily.getState().start('schnapsen', DAY);
  return storage;
}

const ALL_KEYS = [
  ...games().flatMap((g) => [
    g.saveKeys.match,
    g.saveKeys.daily,
    g.saveKeys.settings,
    g.saveKeys.tally ?? [],
  ]),
  STATS_KEY,
  SKILL_KEY,
  DAILY_KEY,
  LANGUAGE_KEY,
  SOUND_KEY,
].flat();

const backupText = (storage: Storage) => JSON.stringify(makeBackup(storage, appParts(), '0.1.0', CREATED));

function planOf(file: string): RestorePlan {
  const checked = checkBackup(file, appParts());
  if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.refusal)}`);
  return checked.plan;
}

describe('issue 41: the backup file', () => {
  it('holds every saved part, parsed, with the format, its version, the app and the date', () => {
    const storage = fullDevice();
    expect(Object.keys(contents(storage)).sort()).toEqual([...ALL_KEYS].sort());
    const file = JSON.parse(backupText(storage)) as BackupFile;
    expect(file.format).toBe(BACKUP_FORMAT);
    expect(file.version).toBe(1);
    expect(file.app).toBe('0.1.0');
    expect(file.created).toBe(CREATED.toISOString());
    expect(Object.keys(file.parts).sort()).toEqual([...ALL_KEYS].sort());
    for (const key of ALL_KEYS) expect(file.parts[key]).toEqual(JSON.parse(storage.getItem(key) as string));
  });

  it('leaves out a part with nothing saved, and one its own check refuses (so the file still restores)', () => {
    const storage = fullDevice();
    storage.removeItem(SOUND_KEY);
    storage.setItem(STATS_KEY, JSON.stringify({ version: 2, rev: 1, state: 'not statistics' }));
    const file = JSON.parse(backupText(storage)) as BackupFile;
    expect(file.parts).not.toHaveProperty(SOUND_KEY);
    expect(file.parts).not.toHaveProperty(STATS_KEY);
    expect(checkBackup(JSON.stringify(file), appParts()).ok).toBe(true);
  });

  it('is named after the day it was made', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe('kartenrunde-backup-2026-01-05.json');
  });

  it('knows the version the game store writes its parts with', () => {
    expect(GAME_PART_VERSION).toBe(PART_VERSION);
  });

  it('takes a tally exactly when the game store takes it (both read it with src/games/saves.ts)', () => {
    const key = schnapsenGame.saveKeys.tally as string;
    for (const state of [
      { won: 3, lost: 2 },
      { won: -1, lost: 0 },
      { won: 1.5, lost: 0 },
      { won: 1 },
      'x',
      [],
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(key, JSON.stringify({ version: PART_VERSION, rev: 1, state }));
      const storeTakesIt = !storeWith(storage, 1)
        .getState()
        .saveProblems.some((p) => p.key === key);
      const saved = { version: PART_VERSION, rev: 1, state };
      const backupTakesIt = checkBackup(
        JSON.stringify({ format: BACKUP_FORMAT, version: 1, parts: { [key]: saved } }),
        appParts(),
      ).ok;
      expect(backupTakesIt, JSON.stringify(state)).toBe(storeTakesIt);
    }
  });
});

describe('issue 41: restore', () => {
  it('round trip: back up, clear, restore gives every key back byte for byte, and the app reads it all', () => {
    const storage = fullDevice();
    const before = contents(storage);
    const file = backupText(storage);
    storage.clear();
    expect(restoreBackup(storage, planOf(file), appParts())).toBe(true);
    expect(contents(storage)).toEqual(before);

    // The app's own stores read the restored parts back without a problem.
    const store = storeWith(storage, 99);
    expect(store.getState().saveProblems).toEqual([]);
    expect(sw(store.getState()).match.id).toBe('fixture-4');
    expect(sn(store.getState()).match.id).toBe('fixture-5');
    const stats = createStatsStore({ storage: () => storage, now: () => 1 });
    expect(stats.getState().notice).toBeNull();
    expect(createSkillStore({ storage: () => storage, now: () => 1 }).getState().notice).toBeNull();
    expect(
      Object.keys(createDailyStore({ storage: () => storage, now: () => 1 }).getState().history),
    ).toEqual(['schwimmen', 'schnapsen']);
  });

  it('replaces what the device holds, keeps what the file does not hold, and outranks the revisions saved', () => {
    const storage = fullDevice();
    const file = backupText(storage);
    const device = new MemoryStorage();
    // A device that played on for a long time: its saves carry higher revisions than the file's.
    const fresh = storeWith(device, 3);
    fresh.getState().newMatch('schwimmen');
    device.setItem(
      schwimmenGame.saveKeys.match,
      JSON.stringify({ ...JSON.parse(device.getItem(schwimmenGame.saveKeys.match) as string), rev: 500 }),
    );
    device.setItem('kartenrunde:tutorial-offer:schwimmen', 'answered');
    expect(restoreBackup(device, planOf(file), appParts())).toBe(true);
    const saved = JSON.parse(device.getItem(schwimmenGame.saveKeys.match) as string) as { rev: number };
    expect(saved.rev).toBe(501);
    expect(saved).toEqual({
      ...JSON.parse(storage.getItem(schwimmenGame.saveKeys.match) as string),
      rev: 501,
    });
    expect(device.getItem('kartenrunde:tutorial-offer:schwimmen')).toBe('answered');
    expect(sw(storeWith(device, 4).getState()).match.id).toBe('fixture-4');
  });

  it('a tab open meanwhile takes the restored match, settings, tally, statistics and rating over', () => {
    const shared = new SharedStorage();
    const tab = storeWith(shared.storage, 1, shared.tab());
    const statsTab = createStatsStore({ now: () => 1, ...shared.tab() });
    const skillTab = createSkillStore({ now: () => 1, ...shared.tab() });
    const file = backupText(fullDevice());
    const other = shared.tab().storage() as Storage;
    expect(restoreBackup(other, planOf(file), appParts())).toBe(true);
    expect(sw(tab.getState()).match.id).toBe('fixture-4');
    expect(sn(tab.getState()).match.id).toBe('fixture-5');
    expect(tab.getState().tallies.schnapsen).toEqual({ won: 0, lost: 0 });
    expect(statsTab.getState().stats).toEqual(
      (JSON.parse(midRound.storage[STATS_KEY]) as { state: { stats: unknown } }).state.stats,
    );
    expect(skillTab.getState().record.games.schwimmen?.rounds).toBe(2);
  });

  it('a restore that fails half-way (storage full) puts every key back: nothing changed', () => {
    const file = backupText(fullDevice());
    const device = new MemoryStorage();
    storeWith(device, 3);
    const before = contents(device);
    let writes = 0;
    const full = Object.assign(Object.create(device) as MemoryStorage, {
      setItem(key: string, value: string) {
        if (++writes === 5) throw new DOMException('full', 'QuotaExceededError');
        device.setItem(key, value);
      },
    });
    expect(restoreBackup(full, planOf(file), appParts())).toBe(false);
    expect(contents(device)).toEqual(before);
  });
});

describe('issue 41: refusals (nothing is written)', () => {
  const good = () => JSON.parse(backupText(fullDevice())) as BackupFile;

  /** The refusal of `file`, after checking that a restore of it could write nothing. */
  function refusal(file: unknown) {
    const raw = typeof file === 'string' ? file : JSON.stringify(file);
    const checked = checkBackup(raw, appParts());
    expect(checked.ok).toBe(false);
    return checked.ok ? null : checked.refusal;
  }

  it('a file that is not JSON', () => {
    expect(refusal('PK\u0003\u0004 a zip file')).toEqual({ kind: 'notJson' });
    expect(refusal('')).toEqual({ kind: 'notJson' });
  });

  it('JSON that is not a backup', () => {
    for (const file of [
      '[]',
      'null',
      '42',
      { format: 'something-else', version: 1, parts: {} },
      { version: 1, parts: {} },
      { format: BACKUP_FORMAT, version: 1 },
      { format: BACKUP_FORMAT, version: 1, parts: [] },
      { format: BACKUP_FORMAT, version: '1', parts: {} },
      { format: BACKUP_FORMAT, version: 0, parts: {} },
    ])
      expect(refusal(file)).toEqual({ kind: 'notBackup' });
    // A single saved part, not a backup.
    expect(refusal(midRound.storage[STATS_KEY])).toEqual({ kind: 'notBackup' });
  });

  it('a backup made by a newer version of the file', () => {
    expect(refusal({ ...good(), version: 2 })).toEqual({ kind: 'newerBackup' });
  });

  it('a backup with nothing in it', () => {
    expect(refusal({ ...good(), parts: {} })).toEqual({ kind: 'emptyBackup' });
  });

  it('a part this app does not know, by name', () => {
    const file = good();
    expect(
      refusal({ ...file, parts: { ...file.parts, 'kartenrunde:foo': { version: 1, state: {} } } }),
    ).toEqual({
      kind: 'unknownPart',
      key: 'kartenrunde:foo',
    });
    expect(refusalText({ kind: 'unknownPart', key: 'kartenrunde:foo' }, text, en)).toMatch(
      /^Unknown part: kartenrunde:foo\./,
    );
  });

  it('a part saved by a newer version than the app reads, by name', () => {
    const file = good();
    const newer = (key: string) => ({
      ...file,
      parts: { ...file.parts, [key]: { ...(file.parts[key] as object), version: 99 } },
    });
    for (const key of ALL_KEYS) expect(refusal(newer(key))).toEqual({ kind: 'newerPart', key });
    expect(refusalText({ kind: 'newerPart', key: SKILL_KEY }, text, en)).toContain('your skill rating');
  });

  it('each kind of part, damaged, is refused by its own check', () => {
    const file = good();
    const damaged = (key: string, saved: unknown) => ({ ...file, parts: { ...file.parts, [key]: saved } });
    const stateOf = (key: string) => (file.parts[key] as { state: Record<string, unknown> }).state;
    for (const key of ALL_KEYS) {
      const envelope = file.parts[key] as Record<string, unknown>;
      for (const saved of [
        'a string',
        [],
        { ...envelope, state: 'not a part' },
        { ...envelope, state: null },
        { version: envelope.version },
      ])
        expect(refusal(damaged(key, saved)), `${key}: ${JSON.stringify(saved)}`).toEqual({
          kind: 'brokenPart',
          key,
        });
    }
    // Damage inside a part, as only its own check sees it.
    const match = stateOf(schwimmenGame.saveKeys.match);
    const inside: [string, unknown][] = [
      [schwimmenGame.saveKeys.match, { ...match, log: [...(match.log as unknown[]), { type: 'fly' }] }],
      [schnapsenGame.saveKeys.match, { ...stateOf(schnapsenGame.saveKeys.match), seed: -1 }],
      // A deal of the day saved as the match, and the match as a deal of the day.
      [schwimmenGame.saveKeys.match, stateOf(schwimmenGame.saveKeys.daily)],
      [schwimmenGame.saveKeys.daily, match],
      [schnapsenGame.saveKeys.tally as string, { won: -1, lost: 0 }],
      [STATS_KEY, { stats: { schwimmen: { easy: { matchesPlayed: 'many' } } } }],
      [SKILL_KEY, { games: { schwimmen: { rating: 'high' } }, marks: {} }],
      [DAILY_KEY, { schwimmen: { 'not-a-day': { result: null } } }],
      [LANGUAGE_KEY, { chosen: 'tlh' }],
      [SOUND_KEY, { on: 'loud' }],
    ];
    for (const [key, state] of inside) {
      const envelope = file.parts[key] as object;
      expect(refusal(damaged(key, { ...envelope, state })), key).toEqual({ kind: 'brokenPart', key });
    }
    expect(refusalText({ kind: 'brokenPart', key: STATS_KEY }, text, en)).toBe(
      'Part of this backup is damaged and could not be used: your statistics. Nothing was changed.',
    );
  });
});

describe('issue 41: the preview', () => {
  it('says what each part holds', () => {
    const plan = planOf(backupText(fullDevice()));
    const lines = plan.items.map((item) => describePart(item.summary, text, en));
    const saved = (key: string) =>
      (JSON.parse((midRound.storage as Record<string, string>)[key]) as { state: unknown }).state;
    const round = (game: AnyGame) => game.roundNumber(game.readRecord(saved(game.saveKeys.match))!.state);
    const skill = (
      JSON.parse(midRound.storage[SKILL_KEY]) as {
        state: { games: Record<string, { rating: number; rounds: number }> };
      }
    ).state.games;
    const rated = Object.values(skill).reduce((n, g) => n + g.rounds, 0);
    expect(lines).toEqual([
      `Schwimmen: a match in progress, round ${round(schwimmenGame)}`,
      'Schwimmen: the deal of the day of November 10, 2023',
      'Schwimmen settings',
      `Schnapsen: a match in progress, round ${round(schnapsenGame)}`,
      'Schnapsen: the deal of the day of November 10, 2023',
      'Schnapsen settings',
      'Schnapsen record: 0 won, 0 lost',
      expect.stringMatching(/^Statistics: \d+ match(es)? played$/),
      `Skill rating: Schwimmen ${Math.round(skill.schwimmen.rating)}, Schnapsen ${Math.round(skill.schnapsen.rating)}, ${rated} rounds and deals rated`,
      'Deals of the day: 2 days played',
      'Language: Norsk bokmål',
      'Sound: on',
    ]);
  });

  it('counts the matches in the statistics, and names a finished match and one not dealt yet', () => {
    expect(describePart({ kind: 'stats', matches: 41 }, text, en)).toBe('Statistics: 41 matches played');
    expect(describePart({ kind: 'stats', matches: 1 }, text, en)).toBe('Statistics: 1 match played');
    expect(describePart({ kind: 'match', game: 'schnapsen', round: 9, over: true }, text, en)).toBe(
      'Schnapsen: a finished match',
    );
    expect(describePart({ kind: 'match', game: 'schwimmen', round: 0, over: false }, text, en)).toBe(
      'Schwimmen: a new match',
    );
    expect(describePart({ kind: 'skill', rounds: 0, ratings: [] }, text, en)).toBe(
      'Skill rating: nothing rated yet',
    );
    expect(describePart({ kind: 'language', language: null }, text, en)).toBe('Language: as the browser’s');
  });
});
