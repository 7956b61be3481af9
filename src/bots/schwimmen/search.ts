// The searching players (`hard`, `expert`): sample worlds consistent with the view, play every candidate
// action forward in each of them with the normal policy for every seat to the end of the round, and take the
// action with the best average outcome. The same worlds serve every candidate, so differences between
// candidates are not drowned in the luck of the deal, and the normal policy's own choice stands unless
// another candidate beats it by more than the sampling noise.
import { createRng, type Rng } from '../../engine/rng';
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import { actionFor, codeFor, fallback, readView, roundFromView, type Knowledge } from './knowledge';
import { NORMAL, normalAction, normalKeeps, type NormalParams } from './policy';
import { KNOCK, KNOCK_AFTER, PASS, Round, SCHNAUZ2, SWAP_ALL } from './round';
import { deal, layout, type Layout } from './sampling';
import { reachOf, swapTriples, tripleIndex } from './tables';

export interface SearchParams {
  /** Worlds sampled per decision, at most. */
  worlds: number;
  /** Worlds sampled per decision at least, whatever the budget. */
  minWorlds: number;
  /**
   * Turns the rollouts of one decision may play in all (a deterministic bound on its time): sampling stops
   * after the world that reaches it, once `minWorlds` are done.
   */
  budget: number;
  /** Swaps searched besides the normal policy's choice: the best ones by value (then potential). */
  swaps: number;
  /** The policy that plays the worlds forward, for every seat. */
  rollout: NormalParams;
  /** A round that runs this many turns in a rollout is settled where it stands. */
  maxTurns: number;
  /** Weight of another player's lost life against one's own (always 1 with two players). */
  othersWeight: number;
  /**
   * How many standard errors an action must gain over the normal policy's choice (on the same worlds) to be
   * taken instead (index: players in the game). Uniform worlds make the other players weaker than they are,
   * the more so the more of them there are, so `hard` asks for more evidence at a full table.
   */
  margin: readonly number[];
  /** S14b (knockWithSwap): the best swaps by value also searched ending with a knock (and swap all so). */
  knockSwaps: number;
  /** Swimming-aware outcomes (see utility): a swimming player's loss counts this many lives; 1 = off. */
  swimming: number;
  /**
   * Bounds in force from five players in the game on, where every rollout is long (the time budget): each
   * only lowers the setting of the same name.
   */
  bigTable?: Partial<Pick<SearchParams, 'worlds' | 'minWorlds' | 'budget' | 'swaps' | 'knockSwaps'>>;
}

function atBigTable(p: SearchParams, b: NonNullable<SearchParams['bigTable']>): SearchParams {
  const low = (x: number, y: number | undefined) => (y === undefined ? x : Math.min(x, y));
  return {
    ...p,
    worlds: low(p.worlds, b.worlds),
    minWorlds: low(p.minWorlds, b.minWorlds),
    budget: low(p.budget, b.budget),
    swaps: low(p.swaps, b.swaps),
    knockSwaps: low(p.knockSwaps, b.knockSwaps),
  };
}

export const HARD: SearchParams = {
  worlds: 32,
  minWorlds: 12,
  budget: 12_000,
  swaps: 4,
  rollout: NORMAL,
  maxTurns: 120,
  othersWeight: 0.5,
  margin: [0, 0, 1, 2, 2.5],
  knockSwaps: 0,
  swimming: 1,
};

/** Laps after which a searching player stops searching and lets the round end (see knockValue). */
const LONG_ROUND_LAPS = 12;

/**
 * Plays the round in `sim` to its end with the rollout policy; returns the turns played. A seat whose
 * `model` is k > 0 plays `models[k - 1]` (the policy the reading drew for that player).
 */
export function rollout(sim: Round, p: SearchParams, models?: readonly NormalParams[]): number {
  let t = 0;
  for (; !sim.over; t++) {
    if (t >= p.maxTurns) {
      sim.settle(-1);
      break;
    }
    const k = models ? sim.model[sim.turn] : 0;
    sim.step(normalAction(sim, k === 0 ? p.rollout : models![k - 1]));
  }
  return t;
}

/**
 * The outcome of a settled round for `seat`: -1 for its own lost life, plus a share for others' losses.
 * Swimming-aware (S9, `swimming` > 1): a swimming player's loss puts it out, so its own counts `swimming`
 * times a life (survival first) and a swimming opponent's counts as much (a target). With two players
 * one life is as good as another's, so there it changes nothing and is left out.
 */
export function utility(sim: Round, seat: number, p: SearchParams): number {
  const lost = sim.losers;
  const w = (s: number) => (sim.lives[s] === 0 && sim.alive > 2 ? p.swimming : 1);
  let u = (lost >> seat) & 1 ? -w(seat) : 0;
  const others = lost & ~(1 << seat);
  if (others !== 0 && sim.alive > 1) {
    let count = 0;
    for (let m = others; m !== 0; m &= m - 1) count += w(31 - Math.clz32(m & -m));
    u += (count / (sim.alive - 1)) * (sim.alive === 2 ? 1 : p.othersWeight);
  }
  return u;
}

/** Sources of worlds: uniform (hard) or weighted by what the opponents did (expert). */
export interface WorldSource {
  /** Fills `world` (already a copy of the base round) and, in the choose phase, `second`. */
  next(world: Round, second: Int8Array): void;
  /** The policies a world's `model` numbers stand for (none: every seat plays the rollout policy). */
  models?: readonly NormalParams[];
}

export type WorldSourceFactory = (
  view: SchwimmenView,
  k: Knowledge,
  base: Round,
  l: Layout,
  rng: Rng,
  p: SearchParams,
) => WorldSource;

export const uniformWorlds: WorldSourceFactory = (_view, _k, _base, l, rng) => ({
  next: (world, second) => deal(l, world, rng, second),
});

/** The dealer's choices as candidate codes (turn actions are 0–11). */
export const KEEP = 12;
export const TAKE_SECOND = 13;

export function searchDecision(
  view: SchwimmenView,
  legal: SchwimmenAction[],
  seed: number,
  p: SearchParams,
  source: WorldSourceFactory = uniformWorlds,
): SchwimmenAction {
  if (view.phase !== 'choose' && view.phase !== 'turns') return fallback(legal);
  const k = readView(view);
  const base = roundFromView(view, k);
  if (p.bigTable && base.alive >= 5) p = atBigTable(p, p.bigTable);

  // Candidates as codes, with the index of the legal action each stands for; the first is the normal
  // policy's choice, the baseline the others must beat.
  const codes: number[] = [];
  const index: number[] = [];
  if (view.phase === 'choose') {
    const keepFirst = normalKeeps(base, k.hand, p.rollout);
    for (const code of keepFirst ? [KEEP, TAKE_SECOND] : [TAKE_SECOND, KEEP]) {
      const i = legal.findIndex((a) => a.type === (code === KEEP ? 'keep' : 'takeSecond'));
      if (i >= 0) {
        codes.push(code);
        index.push(i);
      }
    }
  } else {
    const instant = schnauzWithin(base, view, legal);
    if (instant) return instant;
    const normal = normalAction(base, p.rollout);
    // A round that drags on is left to the normal policy, which ends it.
    if (view.turnsTaken > LONG_ROUND_LAPS * base.alive)
      return actionFor(normal, view, legal) ?? fallback(legal);
    for (const code of candidates(base, normal, p.swaps, p.knockSwaps)) {
      const i = legal.findIndex((a) => codeFor(a, view) === code);
      if (i >= 0) {
        codes.push(code);
        index.push(i);
      }
    }
  }
  if (codes.length === 0) return fallback(legal);
  if (codes.length === 1) return legal[index[0]];

  const rng = createRng(seed);
  const l = worldLayout(view, k, base);
  const worlds = source(view, k, base, l, rng, p);
  const me = view.seat;
  const m = codes.length;
  const world = new Round(base.n, base.rules),
    sim = new Round(base.n, base.rules);
  const second = new Int8Array(3);
  // Per candidate: the sum of outcomes, and of squared differences from the baseline's on the same world.
  const totals = new Float64Array(m);
  const squares = new Float64Array(m);
  const outcome = new Float64Array(m);
  let turns = 0,
    n = 0;
  while (n < p.worlds && (n < p.minWorlds || turns < p.budget)) {
    world.copyFrom(base);
    worlds.next(world, second);
    for (let i = 0; i < m; i++) {
      sim.copyFrom(world);
      playCandidate(sim, codes[i], me, second);
      turns += rollout(sim, p, worlds.models) + 1;
      outcome[i] = utility(sim, me, p);
      totals[i] += outcome[i];
    }
    for (let i = 1; i < m; i++) {
      const d = outcome[i] - outcome[0];
      squares[i] += d * d;
    }
    n++;
  }
  // With a dozen candidates the best-looking one is often only the luckiest: a candidate replaces the
  // baseline only by a paired gain of more than `margin` standard errors.
  const margin = p.margin[Math.min(base.alive, p.margin.length - 1)];
  let best = 0,
    bestScore = 0;
  for (let i = 1; i < m; i++) {
    const mean = (totals[i] - totals[0]) / n;
    const variance = Math.max(0, squares[i] / n - mean * mean);
    const score = mean - margin * Math.sqrt(variance / n);
    if (score > bestScore + 1e-12) {
      bestScore = score;
      best = i;
    }
  }
  return legal[index[best]];
}

/**
 * Where the unseen cards of a view go. S13: whoever was dealt Schnauz or Feuer showed it before the dealer
 * chose, so from the dealer's choice on no hidden hand holds one (the second packet may: a dealer who takes
 * it shows it then).
 */
export function worldLayout(view: SchwimmenView, k: Knowledge, base: Round): Layout {
  const choosing = view.phase === 'choose';
  return layout(k, base, choosing ? view.secondPacketSize : 0, view.stockSize, true);
}

/** Applies candidate `code` to a fresh copy of a world. */
export function playCandidate(sim: Round, code: number, me: number, second: Int8Array): void {
  if (code === KEEP) {
    sim.middle.set(second);
    sim.start();
  } else if (code === TAKE_SECOND) {
    for (let i = 0; i < 3; i++) {
      sim.middle[i] = sim.hands[3 * me + i];
      sim.hands[3 * me + i] = second[i];
    }
    sim.start();
  } else {
    sim.step(code);
  }
}

/**
 * The codes worth searching: the normal policy's choice first, then the best `swaps` swaps by the value
 * (then the potential) of the hand they make, swapping all three, passing and knocking. Swaps that break a
 * hand apart for a worse one are left out: they are never better and only add noise.
 */
function candidates(r: Round, normal: number, swaps: number, knockSwaps: number): number[] {
  const t = r.tables;
  const keyed = swapTriples(r.hands, r.middle, 3 * r.turn).map((x, c) => [
    t.value2[x] * 64 + reachOf(t, x),
    c,
  ]);
  keyed.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const out = [normal];
  const add = (c: number) => out.includes(c) || out.push(c);
  for (let i = 0; i < swaps && i < keyed.length; i++) add(keyed[i][1]);
  add(SWAP_ALL);
  add(PASS);
  if (r.canKnock()) add(KNOCK);
  if (r.canKnockWithSwap() && knockSwaps > 0) {
    for (let i = 0; i < knockSwaps && i < keyed.length; i++) add(KNOCK_AFTER + keyed[i][1]);
    add(KNOCK_AFTER + SWAP_ALL);
  }
  return out;
}

/** A swap to Schnauz or Feuer ends the round at once and cannot lose: the best one, if any. */
function schnauzWithin(r: Round, view: SchwimmenView, legal: SchwimmenAction[]): SchwimmenAction | undefined {
  const t = r.tables.value2,
    mid = r.middle;
  const triples = swapTriples(r.hands, mid, 3 * r.turn);
  let best = -1,
    pick = -1;
  for (let c = 0; c <= SWAP_ALL; c++) {
    const v = t[c === SWAP_ALL ? tripleIndex(mid[0], mid[1], mid[2]) : triples[c]];
    if (v >= SCHNAUZ2 && v > best) {
      best = v;
      pick = c;
    }
  }
  return pick >= 0 ? actionFor(pick, view, legal) : undefined;
}
