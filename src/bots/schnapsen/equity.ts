// The match equity: the chance of winning the Bummerl from a score (points to go for each player, N12) and
// who deals (N3: the deal alternates, the dealer's opponent leads first). The table (equity.json) is made by
// scripts/equity.ts from the outcomes of self-play deals; the `expert` level plays for it (search.ts).
import type { SchnapsenView } from '../../engine/schnapsen';
import data from './equity.json';

/**
 * The table up to `most` points to go: `[a][b]` holds [the chance for a player with a to go against b
 * when it leads first (forehand), the same when it deals]. `forehand[gp]` and `dealer[gp]` are the shares
 * of deals the forehand and the dealer win with gp game points (together 1).
 */
export function equityTable(most: number, forehand: number[], dealer: number[]): number[][][] {
  const memo = new Map<number, number>();
  const e = (a: number, b: number, deals: number): number => {
    if (a <= 0) return 1;
    if (b <= 0) return 0;
    const key = (a * 16 + b) * 2 + deals;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const mine = deals ? dealer : forehand;
    const theirs = deals ? forehand : dealer;
    let v = 0;
    for (let gp = 1; gp <= 3; gp++)
      v += mine[gp] * e(a - gp, b, 1 - deals) + theirs[gp] * e(a, b - gp, 1 - deals);
    memo.set(key, v);
    return v;
  };
  const round = (x: number) => Math.round(x * 10000) / 10000;
  const out: number[][][] = [];
  for (let a = 0; a <= most; a++) {
    out.push([]);
    for (let b = 0; b <= most; b++) out[a].push([round(e(a, b, 0)), round(e(a, b, 1))]);
  }
  return out;
}

const TABLE = data.table as unknown as number[][][];

/**
 * The chance of winning the Bummerl with `a` to go against `b`, dealing (`deals`) or not. It depends on the
 * points to go alone, so a Bummerl to 5 reads the same table as one to 7.
 */
export function matchEquity(a: number, b: number, deals: boolean): number {
  if (a <= 0) return b <= 0 ? 0.5 : 1;
  if (b <= 0) return 0;
  const n = TABLE.length - 1;
  return TABLE[Math.min(a, n)][Math.min(b, n)][deals ? 1 : 0];
}

/**
 * What each outcome of this deal is worth to `seat` in Bummerl equity, relative to the equity now:
 * `[seat wins][gp]` for gp 1…3 (index 0 unused). Losing is worth minus the opponent's winning value.
 */
export function outcomeEquity(view: SchnapsenView): [number[], number[]] {
  const out: [number[], number[]] = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  for (const s of [0, 1]) {
    const me = view.bummerl[s];
    const them = view.bummerl[1 - s];
    const deals = view.dealer === s;
    const now = matchEquity(me, them, deals);
    // After this deal the other player deals.
    for (let gp = 1; gp <= 3; gp++) out[s][gp] = matchEquity(me - gp, them, !deals) - now;
  }
  return out;
}

/**
 * The search's outcome values for this deal, `[seat][gp]`: a stake for winning the deal plus the game
 * points, as before, but each game point weighted by what it adds to the winner's Bummerl equity, from 1
 * for the first to 3 for all three. At 1 to go every win counts 1 (a sure point beats a risky three); at
 * 3 to go the third game point is worth far more than the second; at an even score the weights stay
 * close to 1, 2, 3. In quarters of a game point (the solver's SCALE).
 */
export function bummerlOutcomes(view: SchnapsenView, stake: number, scale: number): [number[], number[]] {
  const u = outcomeEquity(view);
  return u.map((w) => {
    const span = w[3] - w[1];
    const g = (gp: number) => (span > 1e-9 ? 1 + (2 * (w[gp] - w[1])) / span : 1);
    return [0, 1, 2, 3].map((gp) => (gp === 0 ? 0 : scale * (stake + g(gp))));
  }) as [number[], number[]];
}
