// Issue 7, sound and motion: cards glide from their old place to the new one in under 300 ms, come from an
// anchor when new, and do not move at all with reduced motion, at instant speed or without Element.animate.
import { render as renderNow } from '@testing-library/react';
import { useRef, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Speed } from '../../../../src/games/settings';
import {
  FLIGHT_MS,
  STAGGER_TOTAL_MS,
  backPlace,
  useCardFlight,
  type FlightPlan,
} from '../../../../src/ui/shared/table/useCardFlight';

/** Two rows of cards; where an element lies is written on it (jsdom lays nothing out). */
interface Table {
  hand: string[];
  middle: string[];
  /** Names of face-down cards at a seat (data-flight-back). */
  backs?: string[];
}

function TestTable({
  table,
  speed = 'normal',
  plan,
  size = [800, 600],
  deal,
  onPlan,
}: {
  table: Table;
  speed?: Speed;
  plan?: FlightPlan;
  deal?: string;
  /** Told whether the hook saw a new deal when it asked for the plan. */
  onPlan?: (newDeal: boolean) => void;
  /** The table's own width and height. */
  size?: [number, number];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useCardFlight(
    ref,
    table,
    speed,
    plan
      ? (_before, _after, newDeal) => {
          onPlan?.(newDeal);
          return plan;
        }
      : undefined,
    deal,
  );
  return (
    <div ref={ref} data-x="0" data-y="0" data-w={size[0]} data-h={size[1]}>
      <span data-flight-anchor="stock" data-x="500" data-y="100" />
      <div>
        {table.middle.map((card, i) => (
          <span key={card} data-card={card} data-x={String(i * 60)} data-y="100" />
        ))}
      </div>
      <div>
        {table.hand.map((card, i) => (
          <span key={card} data-card={card} data-x={String(i * 60)} data-y="300" />
        ))}
      </div>
      <div>
        {(table.backs ?? []).map((name, i) => (
          <span key={name} data-flight-back={name} aria-hidden="true" data-x={String(i * 20)} data-y="0" />
        ))}
      </div>
    </div>
  );
}

interface FakeFlight {
  el: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  listeners: Map<string, () => void>;
}

let flights: FakeFlight[];

// The hook measures at the next frame: frames come only when a test lets them.
let frames: (FrameRequestCallback | null)[];
function frame() {
  const due = frames;
  frames = [];
  for (const callback of due) callback?.(performance.now());
}

/** Renders, then lets a frame come; so does every rerender. */
function render(ui: ReactElement) {
  const result = renderNow(ui);
  frame();
  return {
    ...result,
    rerender(next: ReactElement) {
      result.rerender(next);
      frame();
    },
  };
}

const proto = HTMLElement.prototype as unknown as { animate?: unknown };

function fakeAnimate(this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
  const listeners = new Map<string, () => void>();
  flights.push({ el: this, keyframes, options, listeners });
  return {
    playState: 'running',
    cancel: vi.fn(),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  flights = [];
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = null;
  });
  proto.animate = fakeAnimate;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const x = Number(this.dataset.x ?? 0);
    const y = Number(this.dataset.y ?? 0);
    const w = Number(this.dataset.w ?? 50);
    const h = Number(this.dataset.h ?? 70);
    return { x, y, left: x, top: y, width: w, height: h, right: x + w, bottom: y + h } as DOMRect;
  });
  reducedMotion(false);
});

afterEach(() => {
  delete proto.animate;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.querySelectorAll('[data-flight-ghost]').forEach((g) => g.remove());
});

const before: Table = { hand: ['Ah', 'Kd', '7c'], middle: ['Qs', 'Jh', 'Tc'] };
// The human gave the king of diamonds for the jack of hearts: the two change places.
const after: Table = { hand: ['Ah', 'Jh', '7c'], middle: ['Qs', 'Kd', 'Tc'] };

const flightOf = (card: string) => flights.find((f) => f.el.getAttribute('data-card') === card);
const backFlightOf = (name: string) => flights.find((f) => f.el.getAttribute('data-flight-back') === name);

describe('useCardFlight', () => {
  it('a swapped card glides from its old place to the new one in under 300 ms', () => {
    const { rerender } = render(<TestTable table={before} />);
    expect(flights).toEqual([]);
    rerender(<TestTable table={after} />);
    expect(flights.map((f) => f.el.getAttribute('data-card')).sort()).toEqual(['Jh', 'Kd']);
    for (const card of ['Jh', 'Kd']) {
      const flight = flightOf(card)!;
      expect(flight.options.duration).toBe(FLIGHT_MS.normal);
      expect(flight.options.duration).toBeLessThan(300);
      expect(flight.keyframes.at(-1)).toMatchObject({ translate: '0px 0px' });
    }
    // The king went from the hand (y 300) up into the middle (y 100): it starts 200 px lower.
    expect(flightOf('Kd')!.keyframes[0]).toMatchObject({ translate: '0px 200px' });
    expect(flightOf('Jh')!.keyframes[0]).toMatchObject({ translate: '0px -200px' });
  });

  it('every speed but instant stays under 300 ms', () => {
    for (const speed of ['slow', 'normal', 'fast'] as const) {
      flights = [];
      const { rerender, unmount } = render(<TestTable table={before} speed={speed} />);
      rerender(<TestTable table={after} speed={speed} />);
      expect(flights.length).toBe(2);
      for (const f of flights) expect(f.options.duration).toBeLessThan(300);
      unmount();
    }
  });

  it('measures at the next frame, not in the commit: changes before a frame make one flight', () => {
    const result = renderNow(<TestTable table={before} />);
    frame();
    const middle: Table = { hand: ['Ah', 'Qs', '7c'], middle: ['Kd', 'Jh', 'Tc'] };
    result.rerender(<TestTable table={middle} />);
    result.rerender(<TestTable table={after} />);
    expect(flights).toEqual([]);
    expect(frames.filter(Boolean)).toHaveLength(1);
    frame();
    // From where the cards were last seen (before) to where they lie now (after): only the two swapped.
    expect(flights.map((f) => f.el.getAttribute('data-card')).sort()).toEqual(['Jh', 'Kd']);
  });

  it('a render with the same view moves nothing', () => {
    const { rerender } = render(<TestTable table={before} />);
    rerender(<TestTable table={before} />);
    expect(flights).toEqual([]);
  });

  it('a card new to the table comes from its anchor, one after another when dealt', () => {
    const plan: FlightPlan = { from: () => 'stock', stagger: true };
    const { rerender } = render(<TestTable table={{ hand: [], middle: [] }} plan={plan} />);
    rerender(<TestTable table={before} plan={plan} />);
    expect(flights.length).toBe(6);
    const qs = flightOf('Qs')!;
    // The stock lies at (500, 100), the queen of spades at (0, 100).
    expect(qs.keyframes[0]).toMatchObject({ translate: '500px 0px' });
    expect(new Set(flights.map((f) => f.options.delay)).size).toBe(6);
    for (const f of flights) expect(f.options.duration).toBeLessThan(300);
  });

  it('a face-down card new to the table comes from the anchor the plan names for it', () => {
    const plan: FlightPlan = { fromBack: (name) => (name.startsWith('seat-2') ? 'stock' : null) };
    const { rerender } = render(<TestTable table={{ ...before, backs: ['seat-1-0'] }} plan={plan} />);
    rerender(<TestTable table={{ ...before, backs: ['seat-1-0', 'seat-2-0', 'seat-2-1'] }} plan={plan} />);
    // seat-1-0 stayed where it was; the two new ones came from the stock at (500, 100).
    expect(backFlightOf('seat-1-0')).toBeUndefined();
    expect(backFlightOf('seat-2-0')!.keyframes[0]).toMatchObject({ translate: '480px 100px' });
    expect(backFlightOf('seat-2-1')!.keyframes[0]).toMatchObject({ translate: '460px 100px' });
    for (const f of flights) expect(f.options.duration).toBeLessThan(300);
  });

  it('a card turned up from a hand sets off where the face-down card lay', () => {
    const plan: FlightPlan = { from: () => backPlace('c') };
    const { rerender } = render(<TestTable table={{ ...before, backs: ['a', 'b', 'c'] }} plan={plan} />);
    rerender(
      <TestTable
        table={{ hand: before.hand, middle: [...before.middle, '9s'], backs: ['a', 'b'] }}
        plan={plan}
      />,
    );
    // The back lay at (40, 0); the nine of spades lies at (180, 100).
    expect(flightOf('9s')!.keyframes[0]).toMatchObject({ translate: '-140px -100px' });
  });

  it('a face-down card that moves along glides; one that leaves is simply gone, with no copy', () => {
    const { rerender } = render(<TestTable table={{ ...before, backs: ['a', 'b', 'c'] }} />);
    rerender(<TestTable table={{ ...before, backs: ['b', 'c'] }} />);
    expect(backFlightOf('b')!.keyframes[0]).toMatchObject({ translate: '20px 0px' });
    expect(document.querySelectorAll('[data-flight-ghost]').length).toBe(0);
  });

  it('a deal to many seats sets off its last card within 600 ms, the cards still one after another', () => {
    const plan: FlightPlan = { from: () => 'stock', fromBack: () => 'stock', stagger: true };
    const backs = Array.from({ length: 24 }, (_, i) => `seat-${i}`);
    const { rerender } = render(<TestTable table={{ hand: [], middle: [] }} plan={plan} />);
    rerender(<TestTable table={{ ...before, backs }} plan={plan} />);
    expect(flights.length).toBe(30);
    const delays = flights.map((f) => f.options.delay ?? 0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(STAGGER_TOTAL_MS);
    expect(new Set(delays).size).toBe(30);
  });

  it('a new deal deals every card anew, even one that lay on the table before', () => {
    const plan: FlightPlan = { from: () => 'stock', fromBack: () => 'stock', stagger: true, redeal: true };
    const { rerender } = render(<TestTable table={{ ...before, backs: ['a'] }} plan={plan} />);
    rerender(<TestTable table={{ ...after, backs: ['a'] }} plan={plan} />);
    expect(flights.length).toBe(7);
    // The ace of hearts stayed in place, yet comes from the stock at (500, 100) like the rest.
    expect(flightOf('Ah')!.keyframes[0]).toMatchObject({ translate: '500px -200px' });
    expect(backFlightOf('a')!.keyframes[0]).toMatchObject({ translate: '500px 100px' });
  });

  it('a new deal name (a new match) deals every card anew, and the plan is told', () => {
    const plan: FlightPlan = { from: () => 'stock', fromBack: () => 'stock' };
    const told: boolean[] = [];
    const onPlan = (newDeal: boolean) => told.push(newDeal);
    const { rerender } = render(<TestTable table={before} plan={plan} deal="m1/1" onPlan={onPlan} />);
    rerender(<TestTable table={after} plan={plan} deal="m1/1" onPlan={onPlan} />);
    expect(flights.length).toBe(2);
    flights = [];
    // The same cards as before, but another match: all six come from the stock, one after another.
    rerender(<TestTable table={{ ...after }} plan={plan} deal="m2/1" onPlan={onPlan} />);
    expect(flights.length).toBe(6);
    expect(new Set(flights.map((f) => f.options.delay)).size).toBe(6);
    expect(told).toEqual([false, true]);
  });

  it('a card that left the table flies to its anchor as a copy that is then removed', () => {
    const plan: FlightPlan = { to: (card) => (card === 'Kd' ? 'stock' : null) };
    const { rerender } = render(<TestTable table={before} plan={plan} />);
    rerender(<TestTable table={{ hand: ['Ah', '7c'], middle: before.middle }} plan={plan} />);
    const ghosts = document.querySelectorAll('[data-flight-ghost]');
    expect(ghosts.length).toBe(1);
    expect(ghosts[0]).not.toHaveAttribute('data-card');
    expect(ghosts[0]).toHaveAttribute('aria-hidden', 'true');
    const flight = flights.find((f) => f.el === ghosts[0])!;
    expect(flight.options.duration).toBeLessThan(300);
    expect(flight.keyframes.at(-1)).toMatchObject({ opacity: 0 });
    flight.listeners.get('finish')!();
    expect(document.querySelectorAll('[data-flight-ghost]').length).toBe(0);
  });

  it('a table that grew taller (a result panel closed) still animates; one of another width does not', () => {
    const { rerender } = render(<TestTable table={before} size={[800, 600]} />);
    rerender(<TestTable table={after} size={[800, 900]} />);
    expect(flights.length).toBe(2);
    flights = [];
    // A phone turned: every card lies somewhere else, and nothing is shown flying.
    rerender(<TestTable table={before} size={[600, 900]} />);
    expect(flights).toEqual([]);
  });

  it('nothing moves with prefers-reduced-motion: reduce', () => {
    reducedMotion(true);
    const { rerender } = render(<TestTable table={before} />);
    rerender(<TestTable table={after} />);
    expect(flights).toEqual([]);
  });

  it('nothing moves at instant speed', () => {
    const { rerender } = render(<TestTable table={before} speed="instant" />);
    rerender(<TestTable table={after} speed="instant" />);
    expect(flights).toEqual([]);
    expect(FLIGHT_MS.instant).toBe(0);
  });

  it('without Element.animate (an old browser, jsdom) the table just changes', () => {
    delete proto.animate;
    const { rerender, container } = render(<TestTable table={before} />);
    expect(() => rerender(<TestTable table={after} />)).not.toThrow();
    expect(container.querySelectorAll('[data-card]').length).toBe(6);
  });
});
