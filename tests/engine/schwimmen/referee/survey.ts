// A survey of the comparison, for a person reading the differences (not a test):
//   npx tsx tests/engine/schwimmen/referee/survey.ts [matches] [first seed] [--avoid-s13-s14b] [--rounds N]
// Runs every match to its first difference and tallies the differences by kind and field.
import { formatDifference, runMatch, type Difference } from './compare';

const matches = Number(process.argv[2] ?? 3000);
const first = Number(process.argv[3] ?? 1);
const avoidS13S14b = process.argv.includes('--avoid-s13-s14b');
const roundsArg = process.argv.indexOf('--rounds');
const maxRounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : undefined;
const groups = new Map<string, { count: number; example: Difference }>();
const endings: Record<string, number> = {};
let rounds = 0;
let actions = 0;
let refusals = 0;
const start = performance.now();
for (let seed = first; seed < first + matches; seed++) {
  const run = runMatch(seed, { avoidS13S14b, maxRounds });
  rounds += run.rounds;
  actions += run.actions;
  refusals += run.refusals;
  for (const [k, n] of Object.entries(run.endings)) endings[k] = (endings[k] ?? 0) + n;
  const d = run.difference;
  if (!d) continue;
  const key =
    d.kind === 'view'
      ? `view ${d.detail.replace(/shows .* in/, 'shows … in')}`
      : `${d.kind} ${d.detail.split(/[:,]/)[0]}`;
  const g = groups.get(key);
  if (g) g.count++;
  else groups.set(key, { count: 1, example: d });
}
const seconds = ((performance.now() - start) / 1000).toFixed(1);
console.log(
  `${matches} matches, ${rounds} rounds, ${actions} actions, ${refusals} illegal actions tried, ${seconds} s`,
);
console.log(`round endings: ${JSON.stringify(endings)}`);
console.log(`matches with a difference: ${[...groups.values()].reduce((s, g) => s + g.count, 0)}`);
for (const [key, g] of groups)
  console.log(`\n=== ${key}: ${g.count} matches; first:\n${formatDifference(g.example)}`);
