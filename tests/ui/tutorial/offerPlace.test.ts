// Where the first visit's offer lies: on a free spot of the first screen, clear of every part the player
// needs, nearest the bottom right corner; nowhere when the table leaves no spot free (then it is a strip).
import { describe, expect, it } from 'vitest';
import { freeSpot, type Box } from '../../../src/ui/tutorial/offerPlace';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
const screen = box(0, 0, 1000, 600);

const clearOf = (spot: { left: number; top: number }, w: number, h: number, taken: Box[], gap: number) =>
  taken.every(
    (b) =>
      spot.left + w + gap <= b.left ||
      b.right + gap <= spot.left ||
      spot.top + h + gap <= b.top ||
      b.bottom + gap <= spot.top,
  );

describe('the offer’s free spot', () => {
  it('38: an empty screen puts it in the bottom right corner', () => {
    expect(freeSpot(screen, 300, 100, [], 6)).toEqual({ left: 700, top: 500 });
  });

  it('38: a part in the corner pushes it beside or above that part, whichever is nearer the corner', () => {
    // A hand across the bottom: the spot goes above it.
    expect(freeSpot(screen, 300, 100, [box(0, 450, 1000, 600)], 6)).toEqual({ left: 700, top: 344 });
    // A move log down the right: the spot goes to its left.
    expect(freeSpot(screen, 300, 100, [box(900, 0, 1000, 600)], 6)).toEqual({ left: 594, top: 500 });
  });

  it('38: between the parts of a crowded table it finds the one gap that holds it, and keeps its distance', () => {
    const taken = [
      box(0, 0, 1000, 50), // the menu bar
      box(0, 60, 1000, 180), // the seats
      box(0, 190, 194, 330), // the stock
      box(200, 200, 800, 320), // the middle
      box(860, 190, 1000, 330), // a seat beside the middle
      box(0, 330, 1000, 600), // the player's hand and buttons
    ];
    const spot = freeSpot(screen, 40, 100, taken, 6);
    // Between the middle and the seat beside it, 48 wide and 138 high, as far right and down as it goes.
    expect(spot).toEqual({ left: 814, top: 224 });
    expect(clearOf(spot!, 40, 100, taken, 6)).toBe(true);
    expect(freeSpot(screen, 50, 100, taken, 6)).toBeNull();
  });

  it('38: no spot when nothing is free, or when the note is larger than the screen', () => {
    expect(freeSpot(screen, 300, 100, [box(0, 0, 1000, 300), box(0, 310, 1000, 600)], 6)).toBeNull();
    expect(freeSpot(screen, 1200, 100, [], 6)).toBeNull();
  });

  it('38: every spot it finds, among random parts, lies inside the screen and clear of each part', () => {
    let seed = 38;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let found = 0;
    for (let round = 0; round < 500; round++) {
      const taken = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
        const left = random() * 900;
        const top = random() * 500;
        return box(left, top, left + 20 + random() * 300, top + 20 + random() * 200);
      });
      const w = 50 + random() * 300;
      const h = 30 + random() * 150;
      const spot = freeSpot(screen, w, h, taken, 6);
      if (!spot) continue;
      found++;
      expect(spot.left).toBeGreaterThanOrEqual(0);
      expect(spot.top).toBeGreaterThanOrEqual(0);
      expect(spot.left + w).toBeLessThanOrEqual(1000);
      expect(spot.top + h).toBeLessThanOrEqual(600);
      expect(clearOf(spot, w, h, taken, 6)).toBe(true);
    }
    expect(found).toBeGreaterThan(100);
  });
});
