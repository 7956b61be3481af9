// Where the opponents sit around an oval table, seen from the human at the bottom. Seats go clockwise
// (S8), so the seat after the human sits at their left, the others follow up the left side, across the top
// and down the right side.

export type Side = 'left' | 'top' | 'right';

// How many opponents sit on the left side, along the top and on the right side, by number of opponents.
const SPLITS: Record<number, readonly [number, number, number]> = {
  1: [0, 1, 0],
  2: [0, 2, 0],
  3: [1, 1, 1],
  4: [1, 2, 1],
  5: [1, 3, 1],
  6: [2, 2, 2],
  7: [2, 3, 2],
};

/** The side of each opponent, in clockwise order from the human's left. */
export function opponentSides(count: number): Side[] {
  const split = SPLITS[count];
  if (!split) throw new RangeError(`A table seats 1 to 7 opponents, not ${count}`);
  const [left, top, right] = split;
  return [
    ...new Array<Side>(left).fill('left'),
    ...new Array<Side>(top).fill('top'),
    ...new Array<Side>(right).fill('right'),
  ];
}
