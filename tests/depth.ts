// How much the seeded simulations play. `npm test` runs the quick size: enough matches, deals and positions
// for a broken invariant to show at once. `npm run test:deep` (TEST_DEPTH=deep) runs the full sizes, which
// also catch what happens once in thousands. Every property is checked at both sizes; only the counts differ.

/** True under `npm run test:deep`. */
export const DEEP = process.env.TEST_DEPTH === 'deep';

/** The quick count under `npm test`, the deep one under `npm run test:deep`. */
export function depth(quick: number, deep: number): number {
  return DEEP ? deep : quick;
}

/** A count for a test title: `1,000`. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}
