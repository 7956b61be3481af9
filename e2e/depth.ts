// Which window sizes the layout tests sweep. `npm test` keeps the extremes a player meets: the smallest
// phone (360×640), a short laptop (1280×720, where eight Schwimmen players are tightest) and a large desktop
// (1920×1080). `npm run test:deep` (TEST_DEPTH=deep) sweeps every size a test lists.

/** True under `npm run test:deep`. */
export const DEEP = process.env.TEST_DEPTH === 'deep';

const EXTREMES = ['360×640', '1280×720', '1920×1080'];

/** `sizes` under `npm run test:deep`; under `npm test`, those of them that are extremes. */
export function sweep<T extends { width: number; height: number }>(sizes: readonly T[]): T[] {
  return sizes.filter((size) => DEEP || EXTREMES.includes(`${size.width}×${size.height}`));
}

/**
 * True when a test that checks the same in both projects skips this one under `npm test`: it runs in `keep`
 * alone there, and in both under `npm run test:deep`.
 */
export function notHere(keep: 'desktop' | 'phone', project: string): boolean {
  return !DEEP && project !== keep;
}

/** The reason a test skipped by notHere gives. */
export const ONE_PROJECT = 'npm test checks it in one project, npm run test:deep in both';
