// A small neural network (one hidden layer, tanh) that values a first-phase position for the leader: the
// `expert` level's static evaluation. Inputs: the features of evaluation.ts (without the bias) and every
// card of both hands, with the trump suit first. Weights are fitted by scripts/fitEvaluation.ts.
import { FEATURE_COUNT } from './evaluation';

const DENSE_INPUTS = FEATURE_COUNT - 1;
export const NETWORK_INPUTS = DENSE_INPUTS + 40;

export interface NetworkWeights {
  hidden: number;
  /** Input-major: the weights of input i are w1[i * hidden … (i + 1) * hidden). */
  w1: readonly number[];
  b1: readonly number[];
  w2: readonly number[];
  b2: number;
}

/** CARD_INPUT[trump][card]: the input of a card of the leader's hand (add 20 for the opponent's). */
const CARD_INPUT: Int8Array[] = [0, 1, 2, 3].map((trump) => {
  const order = [trump, ...[0, 1, 2, 3].filter((s) => s !== trump)];
  const table = new Int8Array(20);
  order.forEach((s, pos) => {
    for (let r = 0; r < 5; r++) table[5 * s + r] = DENSE_INPUTS + 5 * pos + r;
  });
  return table;
});

/** The inputs of a position, for training: dense features (bias dropped) then the card bits. */
export function networkInputs(
  features: Float64Array,
  hand: number,
  oppHand: number,
  trump: number,
): Float64Array {
  const x = new Float64Array(NETWORK_INPUTS);
  for (let i = 0; i < DENSE_INPUTS; i++) x[i] = features[i + 1];
  const table = CARD_INPUT[trump];
  for (let m = hand; m !== 0; m &= m - 1) x[table[31 - Math.clz32(m & -m)]] = 1;
  for (let m = oppHand; m !== 0; m &= m - 1) x[table[31 - Math.clz32(m & -m)] + 20] = 1;
  return x;
}

export class Network {
  private readonly hidden: number;
  private readonly w1: Float64Array;
  private readonly b1: Float64Array;
  private readonly w2: Float64Array;
  private readonly b2: number;
  private readonly pre: Float64Array;

  constructor(w: NetworkWeights) {
    this.hidden = w.hidden;
    this.w1 = Float64Array.from(w.w1);
    this.b1 = Float64Array.from(w.b1);
    this.w2 = Float64Array.from(w.w2);
    this.b2 = w.b2;
    this.pre = new Float64Array(w.hidden);
  }

  /** The value for the leader; `features` as filled by positionFeatures. */
  value(features: Float64Array, hand: number, oppHand: number, trump: number): number {
    const h = this.hidden;
    const pre = this.pre;
    const w1 = this.w1;
    pre.set(this.b1);
    for (let i = 0; i < DENSE_INPUTS; i++) {
      const x = features[i + 1];
      if (x === 0) continue;
      const base = i * h;
      for (let j = 0; j < h; j++) pre[j] += w1[base + j] * x;
    }
    // Card inputs are 0 or 1: add the columns of the cards held.
    const table = CARD_INPUT[trump];
    for (let m = hand; m !== 0; m &= m - 1) {
      const base = table[31 - Math.clz32(m & -m)] * h;
      for (let j = 0; j < h; j++) pre[j] += w1[base + j];
    }
    for (let m = oppHand; m !== 0; m &= m - 1) {
      const base = (table[31 - Math.clz32(m & -m)] + 20) * h;
      for (let j = 0; j < h; j++) pre[j] += w1[base + j];
    }
    let out = this.b2;
    for (let j = 0; j < h; j++) out += this.w2[j] * Math.tanh(pre[j]);
    return out;
  }
}
