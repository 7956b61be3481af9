// `npm run sim`: a short run through the real command line and the JSON contract of its last line; the
// argument errors (exit code 2) and determinism through main() in this process, which is much faster.
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main, parseArgs } from '../../src/sim/cli';
import { GAMES, type AnyBot } from '../../src/sim/games';

function spawnSim(...args: string[]) {
  const r = spawnSync('npx', ['tsx', 'src/sim/cli.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

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

function lastJson(stdout: string) {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

afterEach(() => vi.restoreAllMocks());

describe('npm run sim', () => {
  it('prints a table and, with --json, the figures as its last line', () => {
    const r = spawnSim(
      ...['--game', 'schwimmen', '--players', '3', '--bots', 'normal,easy,easy'],
      ...['--matches', '12', '--seed', '7', '--json'],
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/win rate/);
    const j = lastJson(r.stdout);
    expect(Object.keys(j)).toEqual([
      'game',
      'matches',
      'wins',
      'draws',
      'winRate',
      'ci95',
      'roundLossRate',
      'decisionMs',
      'seconds',
    ]);
    expect(j.game).toBe('schwimmen');
    expect(j.matches).toBe(12);
    expect(j.wins).toHaveLength(3);
    expect(j.wins.reduce((a: number, b: number) => a + b, 0) + j.draws).toBe(12);
    expect(j.winRate[0]).toBeCloseTo(j.wins[0] / 12, 4);
    for (const [lo, hi] of j.ci95) expect(0 <= lo && lo <= hi && hi <= 1).toBe(true);
    for (const x of j.roundLossRate) expect(x).toBeGreaterThan(0);
    expect(Object.keys(j.decisionMs).sort()).toEqual(['easy', 'normal']);
    expect(Object.keys(j.decisionMs.normal)).toEqual(['p50', 'p95', 'p99']);
    expect(typeof j.seconds).toBe('number');
  }, 60_000);

  it('exits with code 2 and a clear message on a bad argument', () => {
    const r = spawnSim('--players', '9');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/schwimmen needs 2 to 8 players, not 9/);
  }, 60_000);

  it('refuses every kind of bad argument', async () => {
    const cases: [string[], RegExp][] = [
      [['--game', 'poker'], /--game must be one of/],
      [['--players', '1'], /2 to 8 players/],
      [['--players', '3', '--bots', 'normal,easy'], /lists 2 bots for 3 players/],
      [['--bots', 'normal,genius'], /unknown bot "genius"/],
      [['--matches', '0'], /--matches must be an integer/],
      [['--matches'], /--matches needs a value/],
      [['--seed', 'abc'], /--seed must be an integer/],
      [['--frobnicate'], /unknown argument/],
      [['--rules', 'foo=1'], /schwimmen has no rule "foo"/],
      [['--rules', 'lives=9'], /lives must be an integer from 1 to 5/],
      [['--rules', 'knockWithSwap'], /KEY=VALUE/],
      [['--rules', 'tieBreak=chess'], /tieBreak must be/],
      [['--review', '--rules', 'lives=2'], /--review plays the default rules/],
    ];
    for (const [args, message] of cases) {
      const r = await runMain(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });

  it('--rules plays the given rule options, and the JSON names them', async () => {
    const seen = new Set<string>();
    const recorder = {
      id: 'recorder',
      decide(view: { rules: object }, legal: { type: string }[]) {
        seen.add(JSON.stringify(view.rules));
        return legal.find((a) => a.type === 'pass') ?? legal[0];
      },
    };
    const bots = [recorder, recorder] as unknown as AnyBot[];
    GAMES.schwimmen.play(5, bots, () => {}, false, { knockWithSwap: true, lives: 1 });
    expect([...seen].map((x) => JSON.parse(x))).toEqual([
      {
        feuer: true,
        knockInFirstRound: false,
        lives: 1,
        threeOfAKind: true,
        tieBreak: 'none',
        knockWithSwap: true,
      },
    ]);
    const r = await runMain(
      ...['--players', '2', '--bots', 'normal,easy', '--matches', '5', '--json'],
      ...['--rules', 'knockWithSwap=true,tieBreak=skat'],
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/rules knockWithSwap=true,tieBreak=skat/);
    expect(lastJson(r.stdout).rules).toEqual({ knockWithSwap: true, tieBreak: 'skat' });
  });

  it('Schwimmen: greedyK is a plain greedy opponent for measurement; Schnapsen has none', async () => {
    const r = await runMain('--players', '2', '--bots', 'normal,greedy25', '--matches', '10', '--json');
    expect(r.code).toBe(0);
    const j = lastJson(r.stdout);
    expect(j.wins[0] + j.wins[1] + j.draws).toBe(10);
    expect(Object.keys(j.decisionMs).sort()).toEqual(['greedy25', 'normal']);
    const bad = await runMain('--game', 'schnapsen', '--bots', 'normal,greedy25', '--deals', '2');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown bot "greedy25" \(levels: easy, normal, hard, expert, oracle\)/);
    expect((await runMain('--bots', 'normal,greedy')).stderr).toMatch(
      /levels: easy, normal, hard, expert, oracle, greedyK/,
    );
  });

  it('an oracle (decideOpen) is handed the full state, the other seats their views', () => {
    let states = 0;
    let views = 0;
    const oracle = {
      id: 'open',
      decide: () => {
        throw new Error('an oracle decides from the state');
      },
      decideOpen(state: { hands: unknown[] }, legal: { type: string }[]) {
        if (state.hands.length === 2) states++;
        return legal.find((a) => a.type === 'pass') ?? legal[0];
      },
    };
    const viewer = {
      id: 'view',
      decide(view: { hand: unknown[]; hands?: unknown }, legal: { type: string }[]) {
        if (view.hands === undefined && view.hand.length === 3) views++;
        return legal.find((a) => a.type === 'pass') ?? legal[0];
      },
    };
    GAMES.schwimmen.play(9, [oracle, viewer] as unknown as AnyBot[], () => {});
    expect(states).toBeGreaterThan(0);
    expect(views).toBeGreaterThan(0);
  });

  it('is deterministic for a seed, and --duplicate plays every seed once per seat rotation', async () => {
    const args = ['--players', '2', '--bots', 'normal,easy', '--matches', '20', '--seed', '3', '--json'];
    const a = lastJson((await runMain(...args)).stdout);
    const b = lastJson((await runMain(...args)).stdout);
    expect(b.wins).toEqual(a.wins);
    expect(b.roundLossRate).toEqual(a.roundLossRate);
    const d = lastJson(
      (
        await runMain(
          '--players',
          '3',
          '--bots',
          'normal,normal,normal',
          '--matches',
          '10',
          '--duplicate',
          '--json',
        )
      ).stdout,
    );
    expect(d.matches).toBe(30);
    // The same bot in every seat over every rotation of every deal: exactly even.
    expect(d.wins[0]).toBe(d.wins[1]);
    expect(d.wins[1]).toBe(d.wins[2]);
  });

  it('knows Schnapsen as a two-player game', () => {
    expect(() => parseArgs(['--game', 'schnapsen', '--players', '3'])).toThrow(/needs 2 players/);
    expect(parseArgs(['--game', 'schnapsen']).players).toBe(2);
    expect(() => parseArgs(['--deals', '5'])).toThrow(/--deals is for Schnapsen/);
    expect(() => parseArgs(['--game', 'schnapsen', '--matches', '5', '--deals', '5'])).toThrow(/exclude/);
  });

  it('Schnapsen: Bummerl matches, with the deal win rate in the JSON', async () => {
    const j = lastJson(
      (
        await runMain(
          '--game',
          'schnapsen',
          '--bots',
          'normal,easy',
          '--matches',
          '6',
          '--seed',
          '5',
          '--json',
        )
      ).stdout,
    );
    expect(Object.keys(j)).toEqual([
      'game',
      'matches',
      'wins',
      'draws',
      'winRate',
      'ci95',
      'roundLossRate',
      'dealWinRate',
      'decisionMs',
      'seconds',
    ]);
    expect(j.game).toBe('schnapsen');
    expect(j.wins[0] + j.wins[1]).toBe(6);
    expect(j.draws).toBe(0);
    // A Bummerl takes several deals: the deal win rates add up to one, the losses mirror them.
    expect(j.dealWinRate[0] + j.dealWinRate[1]).toBeCloseTo(1, 3);
    expect(j.roundLossRate[0]).toBeCloseTo(j.dealWinRate[1], 3);
    expect(Object.keys(j.decisionMs).sort()).toEqual(['easy', 'normal']);
  });

  it('Schnapsen --deals --duplicate: every deal twice, seats swapped, so equal bots win exactly half', async () => {
    const d = lastJson(
      (await runMain('--game', 'schnapsen', '--bots', 'hard,hard', '--deals', '6', '--duplicate', '--json'))
        .stdout,
    );
    expect(d.matches).toBe(12);
    expect(d.wins).toEqual([6, 6]);
    expect(d.winRate).toEqual(d.dealWinRate);
    const s = await runMain(
      '--game',
      'schnapsen',
      '--bots',
      'normal,easy',
      '--deals',
      '30',
      '--seed',
      '2',
      '--json',
    );
    expect(s.stdout).toMatch(/30 deals \(seats fixed\)/);
    const j = lastJson(s.stdout);
    expect(j.matches).toBe(30);
    expect(j.wins[0] + j.wins[1]).toBe(30);
    expect(j.winRate[0]).toBeCloseTo(j.wins[0] / 30, 4);
  });
});
