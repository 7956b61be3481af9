import { describe, expect, it } from 'vitest';
import {
  bummerls,
  emptyStats,
  hasPlayed,
  parseStats,
  recordMatch,
  recordRound,
  type MatchOutcome,
  type Stats,
} from '../../src/stats';

const won = (level: MatchOutcome['level'] = 'normal'): MatchOutcome => ({
  game: 'schwimmen',
  level,
  won: true,
});
const lost = (level: MatchOutcome['level'] = 'normal'): MatchOutcome => ({
  game: 'schwimmen',
  level,
  won: false,
});

function replay(outcomes: MatchOutcome[], stats: Stats = emptyStats()): Stats {
  return outcomes.reduce(recordMatch, stats);
}

describe('recordMatch', () => {
  it('counts matches played and won per game and level, apart from every other level and game', () => {
    const stats = replay([won(), lost(), won('expert'), { game: 'schnapsen', level: 'normal', won: true }]);
    expect(stats.schwimmen.normal).toMatchObject({ matchesPlayed: 2, matchesWon: 1 });
    expect(stats.schwimmen.expert).toMatchObject({ matchesPlayed: 1, matchesWon: 1 });
    expect(stats.schwimmen.easy).toMatchObject({ matchesPlayed: 0, matchesWon: 0 });
    expect(stats.schnapsen.normal).toMatchObject({ matchesPlayed: 1, matchesWon: 1 });
    expect(stats.schnapsen.hard.matchesPlayed).toBe(0);
  });

  it('keeps the current winning streak and the best one', () => {
    const stats = replay([won(), won(), won(), lost(), won()]);
    expect(stats.schwimmen.normal).toMatchObject({ bestStreak: 3, currentStreak: 1 });
    const after = replay([won(), won(), won()], stats);
    expect(after.schwimmen.normal).toMatchObject({ bestStreak: 4, currentStreak: 4 });
  });

  it('a match not won (lost, or a draw) ends the streak', () => {
    expect(replay([won(), won(), lost()]).schwimmen.normal).toMatchObject({
      bestStreak: 2,
      currentStreak: 0,
    });
  });

  it('never changes the record it is given', () => {
    const before = emptyStats();
    const copy = structuredClone(before);
    recordMatch(before, won());
    recordRound(before, { game: 'schnapsen', level: 'easy', lost: true });
    expect(before).toEqual(copy);
  });
});

describe('recordRound', () => {
  it('counts rounds and deals the human lost; a round won changes nothing', () => {
    let stats = emptyStats();
    stats = recordRound(stats, { game: 'schwimmen', level: 'hard', lost: true });
    stats = recordRound(stats, { game: 'schwimmen', level: 'hard', lost: false });
    stats = recordRound(stats, { game: 'schnapsen', level: 'hard', lost: true });
    expect(stats.schwimmen.hard.roundsLost).toBe(1);
    expect(stats.schnapsen.hard.roundsLost).toBe(1);
    expect(recordRound(stats, { game: 'schwimmen', level: 'hard', lost: false })).toBe(stats);
  });
});

describe('Bummerls (Schnapsen: one Bummerl is one match)', () => {
  it('are the matches won and lost', () => {
    const outcomes: MatchOutcome[] = [true, false, false, true, true].map((w) => ({
      game: 'schnapsen',
      level: 'expert',
      won: w,
    }));
    expect(bummerls(replay(outcomes).schnapsen.expert)).toEqual({ won: 3, lost: 2 });
  });
});

describe('hasPlayed', () => {
  it('is false for a fresh record and true after a lost round or a match', () => {
    expect(hasPlayed(emptyStats(), 'schwimmen')).toBe(false);
    const stats = recordRound(emptyStats(), { game: 'schnapsen', level: 'easy', lost: true });
    expect(hasPlayed(stats, 'schnapsen')).toBe(true);
    expect(hasPlayed(stats, 'schwimmen')).toBe(false);
  });
});

describe('parseStats (reading a save back)', () => {
  it('gives back exactly what was saved', () => {
    const stats = recordRound(replay([won(), lost(), won('easy')]), {
      game: 'schnapsen',
      level: 'hard',
      lost: true,
    });
    expect(parseStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });

  it('starts a game or level that is missing at zero', () => {
    expect(parseStats({})).toEqual(emptyStats());
    const parsed = parseStats({ schwimmen: { easy: { matchesPlayed: 2, matchesWon: 1, bestStreak: 1 } } });
    expect(parsed?.schwimmen.easy).toEqual({
      matchesPlayed: 2,
      matchesWon: 1,
      roundsLost: 0,
      bestStreak: 1,
      currentStreak: 0,
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['a game that is not an object', { schwimmen: 3 }],
    ['a negative count', { schwimmen: { easy: { matchesPlayed: -1 } } }],
    ['a fraction', { schnapsen: { hard: { roundsLost: 1.5 } } }],
    ['a text for a count', { schnapsen: { hard: { roundsLost: '2' } } }],
    ['more wins than matches', { schwimmen: { normal: { matchesPlayed: 1, matchesWon: 2 } } }],
    [
      'a streak longer than the wins',
      { schwimmen: { normal: { matchesPlayed: 1, matchesWon: 1, bestStreak: 2 } } },
    ],
  ])('refuses a damaged record: %s', (_, raw) => {
    expect(parseStats(raw)).toBeNull();
  });
});
