// `npm run sim -- --review`: a tiny run of each game through main(), the JSON of its last line, and its
// argument errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_MAX, RATING_MIN } from '../../src/coach/rating';
import { main, parseArgs } from '../../src/sim/cli';

/** main() with its output captured. */
async function runMain(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...x: unknown[]) => void out.push(x.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...x: unknown[]) => void err.push(x.join(' ')));
  const code = await main([...args, '--quiet']);
  vi.restoreAllMocks();
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1) as string);

afterEach(() => vi.restoreAllMocks());

describe('npm run sim -- --review', () => {
  it('Schwimmen: every level in seat 0 on the same seeds, its cost per decision and rating', async () => {
    const r = await runMain(
      '--review',
      '--game',
      'schwimmen',
      '--players',
      '2',
      '--matches',
      '1',
      '--seed',
      '4',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /schwimmen review: each level in seat 0 against 1 × normal \(2 players\), 1 match each/,
    );
    expect(r.stdout).toMatch(/level\s+rounds\s+decisions\s+cost\/decision\s+vs expert\s+rating\s+settles at/);
    const { review } = lastJson(r.stdout);
    expect(review).toHaveLength(1);
    const [s] = review;
    expect(Object.keys(s)).toEqual(['game', 'opponent', 'players', 'matches', 'levels', 'seconds']);
    expect(s).toMatchObject({ game: 'schwimmen', opponent: 'normal', players: 2, matches: 1 });
    expect(s.levels.map((l: { level: string }) => l.level)).toEqual(['easy', 'normal', 'hard', 'expert']);
    for (const l of s.levels) {
      expect(Object.keys(l)).toEqual([
        'level',
        'rounds',
        'decisions',
        'averageCost',
        'versusExpert',
        'rating',
        'settled',
        'seconds',
      ]);
      expect(l.rounds).toBeGreaterThan(0);
      expect(l.decisions).toBeGreaterThanOrEqual(l.rounds);
      expect(l.averageCost).toBeGreaterThanOrEqual(0);
      expect(l.rating).toBeGreaterThanOrEqual(RATING_MIN);
      expect(l.rating).toBeLessThanOrEqual(RATING_MAX);
      expect(l.settled).toBeGreaterThanOrEqual(RATING_MIN);
      expect(l.settled).toBeLessThanOrEqual(RATING_MAX);
    }
    // The expert is its own yardstick: no cost, the replay is its own round, the rating rises.
    const expert = s.levels[3];
    expect(expert.averageCost).toBe(0);
    expect(expert.versusExpert).toBe(0);
    expect(expert.rating).toBeGreaterThan(1500);
    expect(s.levels[0].averageCost).toBeGreaterThan(0);
  }, 60_000);

  it('Schnapsen: single deals with --deals, the same figures, and the same run twice gives the same', async () => {
    const args = ['--review', '--game', 'schnapsen', '--deals', '1', '--seed', '3', '--opponent', 'easy'];
    args.push('--json');
    const a = await runMain(...args);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/schnapsen review: each level in seat 0 against easy, 1 single deal each/);
    const [s] = lastJson(a.stdout).review;
    expect(s).toMatchObject({ game: 'schnapsen', opponent: 'easy', players: 2, matches: 1 });
    expect(s.levels.every((l: { rounds: number }) => l.rounds === 1)).toBe(true);
    expect(s.levels[3]).toMatchObject({ level: 'expert', averageCost: 0, versusExpert: 0 });
    const b = lastJson((await runMain(...args)).stdout).review[0];
    const strip = (x: typeof s) => x.levels.map(({ seconds: _, ...l }: { seconds: number }) => l);
    expect(strip(b)).toEqual(strip(s));
  }, 60_000);

  it('reviews both games unless --game says one, with defaults of its own', () => {
    const both = parseArgs(['--review']);
    expect(both.reviewGames).toEqual(['schwimmen', 'schnapsen']);
    expect(both.players).toBe(4);
    expect(both.matchesGiven).toBe(false);
    expect(parseArgs(['--review', '--game', 'schnapsen']).reviewGames).toEqual(['schnapsen']);
    expect(parseArgs(['--review', '--matches', '3']).matchesGiven).toBe(true);
  });

  it('refuses what does not go with it', async () => {
    const cases: [string[], RegExp][] = [
      [['--review', '--bots', 'easy,normal'], /leave out --bots/],
      [['--review', '--duplicate'], /leave out --duplicate/],
      [['--review', '--game', 'schwimmen', '--deals', '3'], /--deals is for Schnapsen/],
      [['--review', '--game', 'schnapsen', '--players', '3'], /--players is for Schwimmen/],
      [['--review', '--players', '9'], /2 to 8 players/],
      [['--review', '--opponent', 'genius'], /--opponent must be one of/],
    ];
    for (const [args, message] of cases) {
      const r = await runMain(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});
