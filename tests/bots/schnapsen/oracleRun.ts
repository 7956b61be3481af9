// The oracle against a level over duplicate deals, until `npm run sim` takes the oracle (README figures):
//   npx tsx tests/bots/schnapsen/oracleRun.ts normal 2000 1   (level, deals, seed: 2,000 deals × 2 seatings)
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { schnapsenOracle } from '../../../src/bots/schnapsen/oracle';
import type { Level } from '../../../src/bots/types';
import { createRng, shuffle } from '../../../src/engine/rng';
import { schnapsen } from '../../../src/engine/schnapsen';
import { wilson } from '../../../src/sim/stats';

const [level = 'normal', deals = '2000', seed = '1'] = process.argv.slice(2);
const other = schnapsenBots[level as Level];
let won = 0;
let played = 0;
const rng = createRng(Number(seed));
for (let d = 0; d < Number(deals); d++) {
  const deck = shuffle(schnapsen.cards, rng);
  const dealer = rng.int(2);
  for (const oracle of [0, 1]) {
    let s = schnapsen.apply(schnapsen.init({ firstDealer: dealer }), { type: 'deal', deck });
    const seeds = createRng(d * 7 + 1);
    while (s.dealResult === null) {
      const seat = schnapsen.actor(s) as number;
      const legal = schnapsen.legalActions(s);
      const botSeed = seeds.int(1 << 30);
      s = schnapsen.apply(
        s,
        seat === oracle
          ? schnapsenOracle.decideOpen(s, legal, botSeed)
          : other.decide(schnapsen.view(s, seat), legal, botSeed),
      );
    }
    played++;
    if (s.dealResult.winner === oracle) won++;
  }
}
const [lo, hi] = wilson(won, played);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`oracle vs ${level}: ${won} of ${played} deals, ${pct(won / played)} (${pct(lo)}–${pct(hi)})`);
