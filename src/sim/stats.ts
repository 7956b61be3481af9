// Figures for the simulator: confidence intervals for win rates and percentiles of decision times.

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for `successes` out of `trials` (95% by default): unlike the normal
 * approximation it stays inside [0, 1] and behaves near 0% and 100% and for small samples.
 */
export function wilson(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The q-quantile (0 ≤ q ≤ 1) of `sorted` (ascending), interpolating linearly between the two nearest ranks
 * (the usual definition: R's type 7, NumPy's default). NaN for no values.
 */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const pos = (n - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(pos);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** p50, p95 and p99 of `values` (any order; not changed). */
export function percentiles(values: ArrayLike<number>): Percentiles {
  const sorted = Float64Array.from(values as ArrayLike<number>).sort();
  return {
    p50: quantileSorted(sorted, 0.5),
    p95: quantileSorted(sorted, 0.95),
    p99: quantileSorted(sorted, 0.99),
  };
}

/** A growing list of samples (decision times), kept in a typed array. */
export class Samples {
  private data = new Float64Array(1024);
  length = 0;

  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }

  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/** Rounds `x` to `digits` decimals (for JSON output). */
export function round(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
