// Builds the Schnapsen match-equity table (src/bots/schnapsen/equity.json): the chance of winning the
// Bummerl from every (points to go for me, points to go for the opponent, who deals) state. The chance
// depends on the points to go alone, not on the Bummerl's length: one table to 7 serves a Bummerl to 5 too.
// Self-play of one level gives how often the forehand (the dealer's opponent, who leads
// first) and the dealer win a deal with 1, 2 and 3 game points; the table follows from those frequencies by
// recursion over the scores (the deal alternates, N3).
//
//   npx tsx scripts/equity.ts [--level hard] [--deals 20000] [--seed 1] && npx prettier --write src/bots/schnapsen/equity.json
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schnapsenBots } from '../src/bots/schnapsen';
import { createRng, shuffle } from '../src/engine/rng';
import { schnapsen } from '../src/engine/schnapsen';
import type { Level } from '../src/bots/types';
import { equityTable } from '../src/bots/schnapsen/equity';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const level = arg('level', 'hard') as Level;
const deals = Number(arg('deals', '20000'));
const seed = Number(arg('seed', '1'));
const bot = schnapsenBots[level];
if (!bot) throw new Error(`unknown level ${level}`);

/** counts[0][gp]: the forehand won with gp game points; counts[1][gp]: the dealer did. */
const counts = [
  [0, 0, 0, 0],
  [0, 0, 0, 0],
];
const rng = createRng(seed);
for (let d = 0; d < deals; d++) {
  let s = schnapsen.init({ firstDealer: rng.int(2) });
  s = schnapsen.apply(s, { type: 'deal', deck: shuffle(schnapsen.cards, rng) });
  while (s.dealResult === null) {
    const seat = schnapsen.actor(s) as number;
    const legal = schnapsen.legalActions(s);
    s = schnapsen.apply(s, bot.decide(schnapsen.view(s, seat), legal, rng.int(1 << 30)));
  }
  const r = s.dealResult;
  counts[r.winner === s.dealer ? 1 : 0][r.gamePoints]++;
}
const freq = counts.map((row) => row.map((c) => c / deals));
const data = {
  command: `npx tsx scripts/equity.ts --level ${level} --deals ${deals} --seed ${seed}`,
  level,
  deals,
  seed,
  /** outcomes.forehand[gp], outcomes.dealer[gp]: the share of deals the forehand / dealer won with gp. */
  outcomes: { forehand: counts[0], dealer: counts[1] },
  /** table[a][b]: [chance for a player a to go against b, as forehand; the same, as dealer]. */
  table: equityTable(7, freq[0], freq[1]),
};
const out = fileURLToPath(new URL('../src/bots/schnapsen/equity.json', import.meta.url));
writeFileSync(out, JSON.stringify(data, null, 1) + '\n');
console.log(`forehand ${counts[0].slice(1).join('/')}, dealer ${counts[1].slice(1).join('/')} → ${out}`);
