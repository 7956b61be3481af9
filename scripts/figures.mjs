// `npm run figures [-- --quick] [-- --scale F] [-- --only a,b] [-- --jobs N] [-- --out FILE] [-- --dry-run]`:
// writes docs/figures.md from the last JSON line of each command below (`npm run sim`, `npm run bench`,
// `npm run build`, `npm run pace`, `npm run lighthouse`), a table per topic with the exact commands under it.
// The default sizes are those of the figures the project quotes, and take hours on one core; --quick runs
// every command small, to check this script; --scale 0.1 plays a tenth of the matches and deals. --only
// re-measures some topics and keeps the others' sections from the file. --jobs N runs N simulations at once;
// a timing command (bench, pace, Lighthouse) always runs alone. Each topic is written as soon as its
// commands are done, so a failure later costs only what is left.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const USAGE = `usage: npm run figures -- [options]
  --quick        every command with small sizes (a few minutes), to check the script
  --scale F      matches and deals times F (e.g. 0.1), at least 1 each
  --only A,B     only these topics; the others keep their section of the file
                 (topics: TOPICS)
  --jobs N       simulations run side by side (default 1); timing commands always run alone
  --out FILE     where to write (default docs/figures.md)
  --dry-run      print the commands and write nothing`;

// ---------------------------------------------------------------------------------------------- formats

const pct = (x, digits = 1) => `${(100 * x).toFixed(digits)}%`;
const interval = ([lo, hi], digits = 1) => `${(100 * lo).toFixed(digits)}–${(100 * hi).toFixed(digits)}`;
const count = (n) => Math.round(n).toLocaleString('en-US');
/** Milliseconds with three significant digits, so that 0.004 and 16.3 both read sensibly. */
const ms = (x) =>
  x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toPrecision(2);
const gameName = (id) => id[0].toUpperCase() + id.slice(1);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function table(header, rows, right = []) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, k) => (right.includes(k) ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/** Prose wrapped at the house width; a word that would open a line as markdown syntax stays on the line before. */
function wrap(text, width = 110) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const opensBlock = /^([-+*>#|]|\d+[.)])$/.test(word);
    if (line && line.length + 1 + word.length > width && !opensBlock) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\n');
}

const isProse = (part) => !/^(\||```|<!--|#)/.test(part);

function commandsBlock(runs) {
  return ['```sh', ...runs.flatMap((run) => [`# ${run.label}`, run.command]), '```'].join('\n');
}

/** The share of the gap between `normal` (50%) and the oracle that a level's win rate against normal closes. */
const gapClosed = (rate, oracle) => `${Math.round((100 * (rate - 0.5)) / (oracle - 0.5))}%`;

// ---------------------------------------------------------------------------------------------- topics

/**
 * One run: a label, the npm script and its arguments at full size; `size(full, quick)` scales a match count.
 * `alone`: a timing, measured with nothing else running.
 */
function topics(size) {
  const sim = (label, args, extra = {}) => ({ label, script: 'sim', args: [...args, '--json'], ...extra });
  const SW = '--game schwimmen';
  const SN = '--game schnapsen';
  const S14B = ['--rules', 'knockWithSwap=true'];
  const swRow = (label, players, bots, full, quick, rules = [], goal) =>
    sim(
      label,
      [
        ...SW.split(' '),
        '--players',
        String(players),
        '--bots',
        bots,
        '--matches',
        String(size(full, quick)),
        '--seed',
        '1',
        '--duplicate',
        ...rules,
      ],
      { players, goal },
    );
  const snRow = (label, bots, unit, full, quick, goal) =>
    sim(
      label,
      [...SN.split(' '), '--bots', bots, unit, String(size(full, quick)), '--duplicate', '--seed', '1'],
      { goal, bummerls: unit === '--matches' },
    );
  const normals = (n) => Array(n).fill('normal').join(',');
  const greedy = (n) => Array(n).fill('greedy25').join(',');

  return [
    {
      id: 'speed',
      title: 'Engine and computer players: speed on one core',
      runs: [
        {
          label: 'engine speed, decision and review times',
          script: 'bench',
          args: size.quick ? ['--json', '--trials', '3', '--seconds', '0.05'] : ['--json'],
          alone: true,
        },
      ],
      render([bench]) {
        const r = bench.json;
        const speeds = table(
          ['figure', 'per second'],
          [
            ['Schwimmen, 4 players: rounds of random legal play', count(r.schwimmenRoundsPerSec)],
            ['Schnapsen: deals of random legal play', count(r.schnapsenDealsPerSec)],
            ['`handValue` calls', count(r.handValuePerSec)],
          ],
          [1],
        );
        const levels = ['easy', 'normal', 'hard', 'expert'];
        const bots = table(
          ['level', 'Schwimmen p50 ms', 'Schwimmen p95 ms', 'Schnapsen p50 ms', 'Schnapsen p95 ms'],
          levels.map((level) => {
            const sw = r.botMs[`schwimmen:${level}`];
            const sn = r.botMs[`schnapsen:${level}`];
            return [level, ms(sw.p50), ms(sw.p95), ms(sn.p50), ms(sn.p95)];
          }),
          [1, 2, 3, 4],
        );
        const reviews = table(
          ['game', 'p50 ms', 'p95 ms'],
          Object.entries(r.reviewMs).map(([game, p]) => [gameName(game), ms(p.p50), ms(p.p95)]),
          [1, 2],
        );
        return [
          'The best of the timed trials (interference only slows a trial down). Random legal play, one core:',
          speeds,
          'Time per decision of each computer level, on the same positions (every real choice in seeded deals between `normal` players):',
          bots,
          'Time per decision reviewed (the review of a whole round or deal is a few of these, in the Web Worker):',
          reviews,
        ];
      },
    },
    {
      id: 'schwimmen',
      title: 'Schwimmen: how strong each level is',
      runs: [
        swRow('normal vs easy, 2 players', 2, 'normal,easy', 1000, 10),
        swRow('normal vs easy, 2 players, S14b', 2, 'normal,easy', 1000, 10, S14B),
        swRow('hard vs normal, 2 players', 2, 'hard,normal', 1000, 10),
        swRow('hard vs normal, 2 players, S14b', 2, 'hard,normal', 1000, 10, S14B),
        swRow('expert vs normal, 2 players', 2, 'expert,normal', 4000, 10, [], 0.82),
        swRow('expert vs normal, 2 players, S14b', 2, 'expert,normal', 4000, 10, S14B, 0.82),
        swRow('oracle vs normal, 2 players', 2, 'oracle,normal', 1000, 10),
        swRow('oracle vs normal, 2 players, S14b', 2, 'oracle,normal', 1000, 10, S14B),
        swRow('expert vs hard, 2 players', 2, 'expert,hard', 500, 10),
        swRow('expert vs 3 × normal', 4, `expert,${normals(3)}`, 2000, 5, [], 0.5),
        swRow('expert vs 3 × normal, S14b', 4, `expert,${normals(3)}`, 2000, 5, S14B, 0.5),
        swRow('expert vs 7 × normal', 8, `expert,${normals(7)}`, 100, 1),
        swRow('expert vs greedy25, 2 players', 2, 'expert,greedy25', 1000, 10),
        swRow('expert vs 3 × greedy25', 4, `expert,${greedy(3)}`, 500, 5),
      ],
      render(runs) {
        const rows = runs.map((run) => {
          const r = run.json;
          const first = decisionsOfFirst(run, r);
          return [
            run.label,
            count(r.matches),
            `${pct(r.winRate[0])} (${interval(r.ci95[0])})`,
            pct(1 / run.players, 1),
            run.goal === undefined ? '' : `≥ ${pct(run.goal, 0)}`,
            first ? `${ms(first.p50)} / ${ms(first.p95)}` : '',
          ];
        });
        const rate = (label) => runs.find((run) => run.label === label)?.json.winRate[0];
        const gaps = ['hard', 'expert'].map((level) => [
          level,
          gapClosed(rate(`${level} vs normal, 2 players`), rate('oracle vs normal, 2 players')),
          gapClosed(rate(`${level} vs normal, 2 players, S14b`), rate('oracle vs normal, 2 players, S14b')),
        ]);
        return [
          'Matches won by the first player of `--bots`, over matches played with `--duplicate` (every deal once per seat rotation, so luck evens out). N is the number of matches; the interval is the 95% Wilson interval. S14b rows play with `--rules knockWithSwap=true`. `oracle` sees every card and `greedy25` is a plain greedy player that knocks from 25: both measure, neither is offered in the app. The last column is the first player’s time per decision in the same run.',
          table(['match', 'N', 'won (95% CI)', 'fair share', 'goal', 'p50 / p95 ms'], rows, [1, 2, 3, 5]),
          'The share of the gap between `normal` (50% against itself) and the oracle that each level closes, from the rows against `normal` with two players:',
          table(['level', 'default rules', 'S14b'], gaps, [1, 2]),
        ];
      },
    },
    {
      id: 'schnapsen',
      title: 'Schnapsen: how strong each level is',
      runs: [
        snRow('normal vs easy', 'normal,easy', '--deals', 2000, 20, 0.7),
        snRow('hard vs normal', 'hard,normal', '--deals', 2000, 20, 0.58),
        snRow('expert vs normal', 'expert,normal', '--deals', 2000, 20, 0.7),
        snRow('expert vs hard', 'expert,hard', '--deals', 2000, 20, 0.58),
        snRow('expert vs hard, Bummerls', 'expert,hard', '--matches', 600, 5, 0.72),
        snRow('oracle vs normal', 'oracle,normal', '--deals', 2000, 20),
      ],
      render(runs) {
        const rows = runs.map((run) => {
          const r = run.json;
          const first = decisionsOfFirst(run, r);
          return [
            run.label,
            count(r.matches),
            `${pct(r.winRate[0])} (${interval(r.ci95[0])})`,
            run.bummerls ? pct(r.dealWinRate[0]) : '',
            run.goal === undefined ? '' : `≥ ${pct(run.goal, 0)}`,
            first ? `${ms(first.p50)} / ${ms(first.p95)} / ${ms(first.p99)}` : '',
          ];
        });
        const rate = (label) => runs.find((run) => run.label === label)?.json.winRate[0];
        const oracle = rate('oracle vs normal');
        const gaps = [
          ['easy', gapClosed(1 - rate('normal vs easy'), oracle)],
          ['hard', gapClosed(rate('hard vs normal'), oracle)],
          ['expert', gapClosed(rate('expert vs normal'), oracle)],
        ];
        return [
          'Single deals (`--deals`) or Bummerl matches (`--matches`) won by the first player of `--bots`, with `--duplicate`: every deal is played twice, the players swapping seats, hands and dealer. N is the number of deals or Bummerls played; the interval is the 95% Wilson interval. The Bummerl row also gives the share of their deals won. `oracle` sees every card, the talon’s order too, and is not offered in the app. The last column is the first player’s time per decision in the same run (p50 / p95 / p99, every decision including forced ones).',
          table(
            ['pairing', 'N', 'won (95% CI)', 'deals won', 'goal', 'p50 / p95 / p99 ms'],
            rows,
            [1, 2, 3, 5],
          ),
          'The share of the gap between `normal` (50% against itself) and the oracle that each level closes, from the deals won against `normal` (`easy`: 100% minus `normal`’s share against it; a negative share widens the gap):',
          table(['level', 'gap closed'], gaps, [1]),
        ];
      },
    },
    {
      id: 'review',
      title: 'The skill rating measured on the computer levels',
      runs: [
        sim('Schwimmen', ['--review', ...SW.split(' '), '--matches', String(size(40, 1))]),
        sim('Schnapsen', ['--review', ...SN.split(' '), '--matches', String(size(10, 1))]),
      ],
      render(runs) {
        const unit = { schwimmen: 'points of life-loss chance', schnapsen: 'game points' };
        const rows = runs.flatMap((run) =>
          run.json.review.flatMap((g) =>
            g.levels.map((l, k) => [
              k === 0 ? `${gameName(g.game)}, ${unit[g.game]}` : '',
              l.level,
              count(l.rounds),
              count(l.decisions),
              l.averageCost.toFixed(g.game === 'schwimmen' ? 2 : 3),
              l.versusExpert.toFixed(3),
              String(l.rating),
              String(l.settled),
            ]),
          ),
        );
        return [
          'Each level plays seat 0, the human’s seat, on the same match seeds against `normal` opponents (Schwimmen: four players). Every round or deal it played is reviewed and replayed with the expert in its seat, as the app does for a player, and rated in order from 1500. `vs expert` is the level’s result minus the expert’s on the same deal, per round or deal; `rating` is where the rating ends; `settles at` is the rating of the mean score, where it converges. How the rating is made: [coach.md](coach.md#skill-rating).',
          table(
            [
              'game, cost unit',
              'level',
              'rounds',
              'decisions',
              'cost/decision',
              'vs expert',
              'rating',
              'settles at',
            ],
            rows,
            [2, 3, 4, 5, 6, 7],
          ),
        ];
      },
    },
    {
      id: 'size',
      title: 'First download',
      runs: [
        {
          label: 'typecheck, build, and the size of the JavaScript a first visit loads',
          script: 'build',
          args: [],
        },
      ],
      render([build]) {
        const r = build.json;
        return [
          'The JavaScript the home screen needs on a first visit: the entry script and the files `index.html` preloads, gzip at level 9 (`scripts/size.mjs`).',
          table(
            ['files', 'bytes', 'gzip'],
            [
              [
                String(r.initialJsFiles),
                `${count(r.initialJsBytes)} (${kB(r.initialJsBytes)})`,
                `${count(r.initialJsGzipBytes)} (${kB(r.initialJsGzipBytes)})`,
              ],
            ],
            [0, 1, 2],
          ),
        ];
      },
    },
    {
      id: 'pace',
      title: 'The computers’ pace at a full table',
      runs: [
        {
          label: 'seven computer players at normal speed, the human passing',
          script: 'pace',
          args: size.quick ? ['--json', '--laps', '3'] : ['--json'],
          alone: true,
        },
      ],
      render([pace]) {
        const r = pace.json;
        return [
          'A lap of the seven computer players of an eight-player Schwimmen table at normal speed, from the human’s move to their next turn, in headless Chromium on the built app.',
          table(
            ['laps', 'median', 'longest'],
            [
              [
                String(r.laps),
                `${(r.lapMedianMs / 1000).toFixed(2)} s`,
                `${(r.lapMaxMs / 1000).toFixed(2)} s`,
              ],
            ],
            [0, 1, 2],
          ),
        ];
      },
    },
    {
      id: 'lighthouse',
      title: 'Lighthouse, mobile preset, home screen',
      runs: [
        {
          label: 'the median of the runs, simulated slow 4G and a 4× slower CPU',
          script: 'lighthouse',
          args: size.quick ? ['--json', '--runs', '1'] : ['--json'],
          alone: true,
        },
      ],
      render([lh]) {
        const r = lh.json;
        return [
          'Lighthouse in headless Chromium on the built app. The performance score falls when the machine is busy with other work.',
          table(
            ['performance', 'accessibility', 'best practices', 'SEO'],
            [[r.performance, r.accessibility, r.bestPractices, r.seo].map(String)],
            [0, 1, 2, 3],
          ),
        ];
      },
    },
  ];
}

/** The decision times of the first player of `--bots` in a sim run (keyed by bot id). */
function decisionsOfFirst(run, r) {
  const bots = run.args[run.args.indexOf('--bots') + 1].split(',');
  return r.decisionMs[bots[0]] ?? Object.values(r.decisionMs)[0];
}

// ---------------------------------------------------------------------------------------------- running

function parseArgs(argv) {
  const args = {
    quick: false,
    scale: 1,
    only: null,
    jobs: 1,
    out: join(root, 'docs', 'figures.md'),
    dryRun: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--quick') args.quick = true;
    else if (a === '--scale') args.scale = Number(value());
    else if (a === '--only') args.only = value().split(',');
    else if (a === '--jobs') args.jobs = Number(value());
    else if (a === '--out') args.out = value();
    else if (a === '--dry-run') args.dryRun = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!(args.scale > 0)) throw new Error('--scale must be a positive number');
  if (!Number.isInteger(args.jobs) || args.jobs < 1) throw new Error('--jobs must be a positive integer');
  return args;
}

const children = new Set();

/** Runs `npm run <script> -- <args>`; resolves with the last line of its output that is JSON. */
function run(job) {
  return new Promise((resolve, reject) => {
    const npmArgs = ['run', '--silent', job.script, ...(job.args.length ? ['--', ...job.args] : [])];
    const child = spawn('npm', npmArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      const json = out
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('{'))
        .at(-1);
      if (code !== 0 || json === undefined) {
        reject(new Error(`${job.command} failed (exit code ${code}):\n${err || out.slice(-4000)}`));
        return;
      }
      resolve(JSON.parse(json));
    });
  });
}

const SECTION = /<!-- figures:([\w-]+) -->[\s\S]*?<!-- \/figures:\1 -->/g;

function sectionsOf(text) {
  return new Map([...text.matchAll(SECTION)].map((m) => [m[1], m[0]]));
}

function renderSection(topic) {
  const parts = topic.render(topic.runs).map((part) => (isProse(part) ? wrap(part) : part));
  return [
    `<!-- figures:${topic.id} -->`,
    `## ${topic.title}`,
    ...parts,
    topic.runs.length === 1 ? 'Made by:' : 'Made by, row by row:',
    commandsBlock(topic.runs),
    `<!-- /figures:${topic.id} -->`,
  ].join('\n\n');
}

const HEADER = `# Figures

Every figure on this page is printed by the command under its table, and the page itself is written by one
command, \`npm run figures\` (\`scripts/figures.mjs\`), from the last line of JSON each of those commands prints.
Do not edit it by hand: run the script again. \`npm run figures -- --only schwimmen,schnapsen\` measures some
topics again and keeps the others; \`--jobs 2\` plays two simulations at once; \`--scale 0.1\` plays a tenth of
the matches, and \`--quick\` checks the script itself with small runs (the commands under each table show the
sizes that were played). Speeds and times depend on the machine and on what else runs on it. What each
computer level does, and what was tried to make it stronger: [schwimmen-bots.md](schwimmen-bots.md),
[schnapsen-bots.md](schnapsen-bots.md).`;

let writing = Promise.resolve();

/** Writes the file with the fresh sections and the old ones of the other topics, one write at a time. */
function write(out, all, fresh) {
  writing = writing.then(() => writeNow(out, all, fresh));
  return writing;
}

async function writeNow(out, all, fresh) {
  const old = existsSync(out) ? sectionsOf(readFileSync(out, 'utf8')) : new Map();
  const sections = all.map((topic) => fresh.get(topic.id) ?? old.get(topic.id)).filter(Boolean);
  const text = [HEADER, ...sections].join('\n\n') + '\n';
  const options = (await prettier.resolveConfig(out)) ?? {};
  writeFileSync(out, await prettier.format(text, { ...options, filepath: out }));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const size = (full, quick) => (args.quick ? quick : Math.max(1, Math.round(full * args.scale)));
  size.quick = args.quick;
  const all = topics(size);
  if (args.help) {
    console.log(USAGE.replace('TOPICS', all.map((t) => t.id).join(', ')));
    return;
  }
  const unknown = (args.only ?? []).filter((id) => !all.some((t) => t.id === id));
  if (unknown.length)
    throw new Error(`--only: no topic ${unknown.join(', ')} (topics: ${all.map((t) => t.id).join(', ')})`);
  const chosen = args.only ? all.filter((t) => args.only.includes(t.id)) : all;
  const jobs = chosen.flatMap((topic) =>
    topic.runs.map((r) => {
      r.command = `npm run ${r.script}${r.args.length ? ` -- ${r.args.join(' ')}` : ''}`;
      r.topic = topic;
      return r;
    }),
  );
  if (args.dryRun) {
    for (const job of jobs) console.log(job.command);
    return;
  }

  const fresh = new Map();
  const started = Date.now();
  let done = 0;
  let startedJobs = 0;
  let running = 0;
  let aloneRunning = false;
  const queue = [...jobs];
  const finishTopic = async (topic) => {
    if (!topic.runs.every((r) => r.json)) return;
    fresh.set(topic.id, renderSection(topic));
    await write(args.out, all, fresh);
    console.error(`figures: ${topic.id} written to ${relative(root, args.out)}`);
  };
  await new Promise((resolve, reject) => {
    let failed = false;
    const next = () => {
      if (failed) return;
      if (queue.length === 0 && running === 0) return resolve();
      while (queue.length > 0 && !aloneRunning && running < args.jobs) {
        const job = queue[0];
        if (job.alone && running > 0) return;
        queue.shift();
        running++;
        if (job.alone) aloneRunning = true;
        const t0 = Date.now();
        console.error(`figures: [${++startedJobs}/${jobs.length}] ${job.command}`);
        run(job)
          .then(async (json) => {
            job.json = json;
            running--;
            if (job.alone) aloneRunning = false;
            done++;
            const s = ((Date.now() - t0) / 1000).toFixed(0);
            console.error(`figures: done in ${s} s (${done}/${jobs.length}): ${job.label}`);
            await finishTopic(job.topic);
            next();
          })
          .catch((e) => {
            failed = true;
            for (const child of children) child.kill();
            reject(e);
          });
      }
    };
    next();
  });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.error(`figures: ${jobs.length} commands in ${minutes} min, ${relative(root, args.out)} written`);
}

main().catch((e) => {
  console.error(`figures: ${e.message}`);
  process.exitCode = 1;
});
