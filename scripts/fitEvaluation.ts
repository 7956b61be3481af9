// Fits the static evaluations and writes them to src/bots/schnapsen/weights.ts (or to --out):
//   npm run fit-evaluation -- [--deals 6000] [--seed 5] [--shuffles 4] [--epochs 60]
//     [--hidden 32] [--save file.json | --load file.json] [--keep-linear] [--out file.ts]
// Plays deals between rule-of-thumb players (some careless), and at each first-phase lead with seven or
// fewer face-down cards solves the deal exactly, every card known, with the talon in its true order and in
// `shuffles - 1` other orders; the label is the mean outcome (stake 3 + game points, signed). Then fits a
// ridge regression on the features (`hard`) and a one-hidden-layer network on features and cards (`expert`).
// --keep-linear writes the linear weights now in weights.ts back unchanged, so that only the network (and with
// it only the `expert`) changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng, shuffle, type Rng } from '../src/engine/rng';
import { schnapsen } from '../src/engine/schnapsen';
import { easyAction } from '../src/bots/schnapsen/easy';
import { FEATURE_COUNT, FEATURES, positionFeatures } from '../src/bots/schnapsen/evaluation';
import { normalAction, obviousAction } from '../src/bots/schnapsen/heuristics';
import { knowledgeOf } from '../src/bots/schnapsen/knowledge';
import { NETWORK_INPUTS, networkInputs, type NetworkWeights } from '../src/bots/schnapsen/network';
import { SCALE, Solver, type World } from '../src/bots/schnapsen/solver';
import { worldOfState } from '../src/bots/schnapsen/stateWorld';
import { LINEAR_WEIGHTS } from '../src/bots/schnapsen/weights';

const TARGET_STAKE = 3;
const LABEL_STAKE = 10;

interface Options {
  deals: number;
  seed: number;
  shuffles: number;
  epochs: number;
  hidden: number;
  save: string | null;
  load: string | null;
  out: string;
  keepLinear: boolean;
}

function parse(argv: string[]): Options {
  const o: Options = {
    deals: 6000,
    seed: 5,
    shuffles: 4,
    epochs: 60,
    hidden: 32,
    save: null,
    load: null,
    out: fileURLToPath(new URL('../src/bots/schnapsen/weights.ts', import.meta.url)),
    keepLinear: false,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [k, v] = [argv[i].replace(/^--/, ''), argv[i + 1]];
    if (k === 'keep-linear') {
      o.keepLinear = true;
      i--;
    } else if (k === 'save' || k === 'load' || k === 'out') o[k] = v;
    else if (k in o) (o as unknown as Record<string, number>)[k] = Number(v);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

interface Sample {
  seat: number;
  world: World;
  label: number;
}

function collect(o: Options, rng: Rng): Sample[] {
  const solver = new Solver(LABEL_STAKE);
  const out: Sample[] = [];
  for (let d = 0; d < o.deals; d++) {
    let s = schnapsen.apply(schnapsen.init({ firstDealer: d & 1 }), {
      type: 'deal',
      deck: shuffle(schnapsen.cards, rng),
    });
    // One deal in three has a careless player, so that lopsided positions are seen too.
    const careless = rng.int(3) === 0 ? rng.int(2) : -1;
    while (s.phase === 'play') {
      const seat = schnapsen.actor(s) as number;
      const open = s.closedBy === null && s.talon.length > 0;
      if (open && s.lead === null && s.marriage === null && s.talon.length <= 7 && s.points[seat] < 66) {
        const world = worldOfState(s);
        let label = 0;
        for (let k = 0; k < o.shuffles; k++) {
          solver.load({ ...world, talon: k === 0 ? world.talon : shuffle(world.talon, rng) });
          const v = solver.leadNode(seat, -127, 127);
          label += (Math.sign(v) * (TARGET_STAKE + Math.abs(v) / SCALE - LABEL_STAKE)) / o.shuffles;
        }
        out.push({ seat, world, label });
      }
      const legal = schnapsen.legalActions(s);
      const view = schnapsen.view(s, seat);
      const k = knowledgeOf(view);
      const a =
        obviousAction(view, legal) ??
        (seat === careless ? easyAction(view, k, legal, rng) : normalAction(view, k, legal));
      s = schnapsen.apply(s, a);
    }
  }
  return out;
}

function features(s: Sample): Float64Array {
  const w = s.world;
  const p = s.seat;
  const o = 1 - p;
  const f = new Float64Array(FEATURE_COUNT);
  positionFeatures(
    w.hands[p],
    w.hands[o],
    w.points[p],
    w.points[o],
    w.pending[o],
    w.tricks[o] > 0,
    w.talon.length,
    w.trump,
    w.trumpCard,
    f,
  );
  return f;
}

/** Ridge regression by the normal equations and Gaussian elimination. */
function fitLinear(xs: Float64Array[], ys: number[], lambda: number): number[] {
  const n = xs[0].length;
  const a = Array.from({ length: n }, () => new Float64Array(n + 1));
  xs.forEach((x, r) => {
    for (let i = 0; i < n; i++) {
      if (x[i] === 0) continue;
      for (let j = 0; j < n; j++) a[i][j] += x[i] * x[j];
      a[i][n] += x[i] * ys[r];
    }
  });
  for (let i = 1; i < n; i++) a[i][i] += lambda;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || a[r][c] === 0) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

/** A one-hidden-layer tanh network by Adam on the squared error; inputs standardized, then folded back. */
function fitNetwork(
  xs: Float64Array[],
  ys: number[],
  hidden: number,
  epochs: number,
  rng: Rng,
): NetworkWeights {
  const n = NETWORK_INPUTS;
  const mean = new Float64Array(n);
  const sd = new Float64Array(n);
  for (const x of xs) for (let i = 0; i < n; i++) mean[i] += x[i] / xs.length;
  for (const x of xs) for (let i = 0; i < n; i++) sd[i] += (x[i] - mean[i]) ** 2 / xs.length;
  // An input that never varies in the data carries no information, and its rounding-error spread (1e-13
  // and less) would blow its weights up when the standardization is folded back: it gets weight 0.
  const constant = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    constant[i] = xs.every((x) => x[i] === xs[0][i]) ? 1 : 0;
    sd[i] = constant[i] ? 1 : Math.sqrt(sd[i]);
    if (constant[i]) mean[i] = xs[0][i];
  }
  const zs = xs.map((x) => x.map((v, i) => (v - mean[i]) / sd[i]));
  const uniform = () => rng.int(2_000_001) / 1_000_000 - 1;
  // Parameters in one array: w1 (hidden × n, unit-major), b1, w2, b2.
  const size = hidden * n + 2 * hidden + 1;
  const theta = new Float64Array(size);
  for (let i = 0; i < hidden * n; i++) theta[i] = constant[i % n] ? 0 : uniform() * Math.sqrt(1 / n);
  for (let j = 0; j < hidden; j++) theta[hidden * n + hidden + j] = uniform() * Math.sqrt(1 / hidden);
  const B1 = hidden * n;
  const W2 = B1 + hidden;
  const B2 = W2 + hidden;
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const grad = new Float64Array(size);
  const h = new Float64Array(hidden);
  const order = zs.map((_z, i) => i);
  const rate = 0.002;
  const decay = 1e-5;
  let t = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffleIndices(order, rng);
    for (let start = 0; start < order.length; start += 64) {
      const batch = order.slice(start, start + 64);
      grad.fill(0);
      for (const r of batch) {
        const z = zs[r];
        let out = theta[B2];
        for (let j = 0; j < hidden; j++) {
          let pre = theta[B1 + j];
          const row = j * n;
          for (let i = 0; i < n; i++) pre += theta[row + i] * z[i];
          h[j] = Math.tanh(pre);
          out += theta[W2 + j] * h[j];
        }
        const d = (out - ys[r]) / batch.length;
        for (let j = 0; j < hidden; j++) {
          const dh = d * theta[W2 + j] * (1 - h[j] * h[j]);
          const row = j * n;
          for (let i = 0; i < n; i++) grad[row + i] += dh * z[i];
          grad[B1 + j] += dh;
          grad[W2 + j] += d * h[j];
        }
        grad[B2] += d;
      }
      t++;
      const c1 = 1 - 0.9 ** t;
      const c2 = 1 - 0.999 ** t;
      for (let k = 0; k < size; k++) {
        const g = grad[k] + (k < B1 ? decay * theta[k] : 0);
        m[k] = 0.9 * m[k] + 0.1 * g;
        v[k] = 0.999 * v[k] + 0.001 * g * g;
        theta[k] -= (rate * (m[k] / c1)) / (Math.sqrt(v[k] / c2) + 1e-8);
      }
    }
  }
  // Fold the standardization into the first layer: w·(x − μ)/σ = (w/σ)·x − Σ wμ/σ.
  const w1 = new Array<number>(n * hidden);
  const b1 = new Array<number>(hidden);
  for (let j = 0; j < hidden; j++) {
    let b = theta[B1 + j];
    for (let i = 0; i < n; i++) {
      const w = theta[j * n + i] / sd[i];
      w1[i * hidden + j] = w;
      b -= w * mean[i];
    }
    b1[j] = b;
  }
  return { hidden, w1, b1, w2: Array.from(theta.subarray(W2, W2 + hidden)), b2: theta[B2] };
}

function shuffleIndices(a: number[], rng: Rng): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
}

function networkOutput(w: NetworkWeights, x: Float64Array): number {
  let out = w.b2;
  for (let j = 0; j < w.hidden; j++) {
    let pre = w.b1[j];
    for (let i = 0; i < x.length; i++) pre += w.w1[i * w.hidden + j] * x[i];
    out += w.w2[j] * Math.tanh(pre);
  }
  return out;
}

function r2(predict: (i: number) => number, ys: number[], from: number, to: number): string {
  let mean = 0;
  for (let i = from; i < to; i++) mean += ys[i] / (to - from);
  let se = 0;
  let sv = 0;
  for (let i = from; i < to; i++) {
    se += (predict(i) - ys[i]) ** 2;
    sv += (ys[i] - mean) ** 2;
  }
  return (1 - se / sv).toFixed(3);
}

const round = (x: number) => Number(x.toFixed(4));

function main(): void {
  const o = parse(globalThis.process?.argv.slice(2) ?? []);
  const started = performance.now();
  const samples: Sample[] = o.load ? JSON.parse(readFileSync(o.load, 'utf8')) : collect(o, createRng(o.seed));
  if (o.save) writeFileSync(o.save, JSON.stringify(samples));
  const split = Math.floor(samples.length * 0.9);
  const fs = samples.map(features);
  const ys = samples.map((s) => s.label);
  const linear = fitLinear(fs.slice(0, split), ys.slice(0, split), 1);
  const dot = (i: number) => linear.reduce((a, w, j) => a + w * fs[i][j], 0);
  console.log(
    `${samples.length} positions; linear R² ${r2(dot, ys, 0, split)} (held out ${r2(dot, ys, split, ys.length)})`,
  );
  const constant = FEATURES.filter((f, i) => f !== 'bias' && fs.every((x) => x[i] === fs[0][i]));
  console.log(`features constant in the data: ${constant.join(', ') || 'none'}`);
  const xs = samples.map((s, i) =>
    networkInputs(fs[i], s.world.hands[s.seat], s.world.hands[1 - s.seat], s.world.trump),
  );
  // A generator of its own, so that a fit from saved positions (--load) is the fit of the run that saved them.
  const net = fitNetwork(xs.slice(0, split), ys.slice(0, split), o.hidden, o.epochs, createRng(o.seed + 1));
  const out = (i: number) => networkOutput(net, xs[i]);
  console.log(`network R² ${r2(out, ys, 0, split)} (held out ${r2(out, ys, split, ys.length)})`);
  const file = o.out;
  if (o.keepLinear && LINEAR_WEIGHTS.length !== FEATURE_COUNT)
    throw new Error('weights.ts does not fit FEATURES');
  const list = (xs: readonly number[]) => `[${xs.map(round).join(', ')}]`;
  writeFileSync(
    file,
    [
      `// Generated by scripts/fitEvaluation.ts (${o.deals} deals, seed ${o.seed}, ${o.shuffles} talon orders, ` +
        `${o.epochs} epochs, ${o.hidden} hidden units${o.keepLinear ? ', linear weights kept' : ''}). Do not edit.`,
      "import type { NetworkWeights } from './network';",
      '',
      '/** Linear evaluation weights, in the order of FEATURES in evaluation.ts. */',
      '// prettier-ignore',
      `export const LINEAR_WEIGHTS: readonly number[] = ${list(o.keepLinear ? LINEAR_WEIGHTS : linear)};`,
      '',
      '// prettier-ignore',
      `export const NETWORK: NetworkWeights = { hidden: ${net.hidden}, b2: ${round(net.b2)}, w2: ${list(net.w2)}, ` +
        `b1: ${list(net.b1)}, w1: ${list(net.w1)} };`,
      '',
    ].join('\n'),
  );
  console.log(`wrote ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(FEATURES.map((f, i) => `${f} ${linear[i].toFixed(3)}`).join(', '));
}

main();
