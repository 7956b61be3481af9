// Where the first visit's offer can lie without covering anything the player needs: pure geometry over the
// boxes of the page's parts, so that it is the same at every window size, with any number of players and in
// any language, and can be checked without a browser.

/** A box on the page, in CSS pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Spot {
  readonly left: number;
  readonly top: number;
}

const apart = (a: Box, b: Box, gap: number) =>
  a.right + gap <= b.left || b.right + gap <= a.left || a.bottom + gap <= b.top || b.bottom + gap <= a.top;

/**
 * The spot for a box of `width` × `height` inside `area` that comes no nearer than `gap` to any of `taken`,
 * nearest the area's bottom right corner; null when there is none. Any free spot can be slid right and down
 * until it meets an edge of the area or of a taken box, so only those edges are tried. Bottom right: a part
 * that grows (the move log, a hint) grows downwards from the top of its column, away from the spot.
 */
export function freeSpot(
  area: Box,
  width: number,
  height: number,
  taken: readonly Box[],
  gap: number,
): Spot | null {
  const lefts = [area.right - width, ...taken.map((b) => b.left - gap - width)];
  const tops = [area.bottom - height, ...taken.map((b) => b.top - gap - height)];
  let best: Spot | null = null;
  let bestDistance = Infinity;
  for (const left of lefts) {
    if (left < area.left || left + width > area.right) continue;
    for (const top of tops) {
      if (top < area.top || top + height > area.bottom) continue;
      const distance = area.right - (left + width) + (area.bottom - (top + height));
      if (distance >= bestDistance) continue;
      const box = { left, top, right: left + width, bottom: top + height };
      if (taken.every((b) => apart(box, b, gap))) {
        best = { left, top };
        bestDistance = distance;
      }
    }
  }
  return best;
}
