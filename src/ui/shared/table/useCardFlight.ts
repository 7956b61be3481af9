// Cards moving on the table, animated the FLIP way and, as in chessground, from comparing the view before a
// change with the view after it: every face-up card is found by its data-card before and after, every
// face-down card by its data-flight-back (a name the table gives it: whose it is, which place); one whose
// place changed is drawn at its old place and glides to the new one. A card new to the table comes from a
// named anchor (the stock, a seat); a card that left it can fly towards one as a copy. Only `translate`,
// `scale` and `opacity` are animated, so the layout never shifts and a card stays clickable while it moves:
// the store's state is the truth throughout, the motion only shows how it came about.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Card } from '../../../engine/cards';
import type { Speed } from '../../../games/settings';

/** How long one card takes to move, by speed: quick, and under 300 ms; none at instant speed. */
export const FLIGHT_MS: Readonly<Record<Speed, number>> = { slow: 280, normal: 230, fast: 170, instant: 0 };
/** Between two cards dealt one after the other. */
export const STAGGER_MS = 35;
/** A deal to many seats still takes at most this long to set off its last card. */
export const STAGGER_TOTAL_MS = 600;
const EASING = 'cubic-bezier(0.2, 0.75, 0.3, 1)';
/**
 * How high a card on its way is drawn: over its neighbours (FLIGHT_Z), and a copy of a card that left the
 * table over the whole table (GHOST_Z). Panels laid over a table (.sw-overlay, .sn-overlay) lie above both:
 * no flying card is ever drawn over a result.
 */
export const FLIGHT_Z = 10;
export const GHOST_Z = 20;

/** Where cards that were not on the table come from, and where cards that left it go (anchor names). */
export interface FlightPlan {
  /**
   * The anchor a card new to the table comes from, or the place of a face-down card that was on the table
   * (backPlace); null: it fades in where it lies.
   */
  from?(card: Card): string | null;
  /** The same for a face-down card, by its data-flight-back name; one that leaves is simply gone. */
  fromBack?(name: string): string | null;
  /**
   * The anchor a card that left the table flies to; null: it is simply gone. A name no anchor on the table
   * carries makes it fade out where it lay.
   */
  to?(card: Card): string | null;
  /** The new cards arrive one after another, as when dealt. */
  stagger?: boolean;
  /** A new deal: every card on the table arrives anew, even one that lay there before. */
  redeal?: boolean;
}

/** An element's centre relative to the table and its width (untransformed). */
interface Spot {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Snapshot<V> {
  view: V;
  deal: string | undefined;
  cards: Map<string, { spot: Spot; el: HTMLElement }>;
  anchors: Map<string, Spot>;
  width: number;
}

const flights = new WeakMap<Element, Animation>();

/** The player asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Animates the cards (elements with data-card, or data-flight-back for a face-down one) under `root` whenever
 * `view` changes. Anchors are elements under `root` with data-flight-anchor="name"; cards inside an element
 * with data-no-flight are left alone (a second copy of a card, as in a "last trick" panel); a part of the
 * table marked data-flight-layer (one that is a stacking context, such as a size container) is raised while
 * one of its cards flies.
 */
export function useCardFlight<V>(
  root: RefObject<HTMLElement | null>,
  view: V,
  speed: Speed,
  plan?: (before: V, after: V, newDeal: boolean) => FlightPlan,
  /**
   * Names the deal on the table (the match and its round): a new name is a new deal, even when the views
   * cannot tell (a new match's first deal after the last one's first deal). The plan is told, and every card
   * arrives anew.
   */
  deal?: string,
): void {
  const last = useRef<Snapshot<V> | null>(null);
  // After every commit, at the next frame: what is where now. Only a new view animates; any other render just
  // takes note. Measuring waits for the frame (requestAnimationFrame runs before that frame's style, layout
  // and paint, so the cards are never seen in their new places before they set off): measuring in the commit
  // itself would force the layout into the same task as React's work, one long task instead of two short
  // ones while a computer player's move arrives. Several commits before a frame make one flight, from where
  // the cards were last seen.
  useLayoutEffect(() => {
    const table = root.current;
    if (!table) return;
    const frame = requestAnimationFrame(() => {
      const before = last.current;
      const now = measure(table, view, deal);
      last.current = now;
      if (before === null || before.view === view) return;
      const ms = FLIGHT_MS[speed];
      if (ms <= 0 || typeof table.animate !== 'function' || prefersReducedMotion()) return;
      // A table that changed width meanwhile (a phone turned, a window resized) has every card somewhere else:
      // nothing to show. Its height may change with what lies on it (a result panel closed), and the cards
      // are measured from its top.
      if (Math.abs(before.width - now.width) > 1) return;
      const newDeal = deal !== before.deal;
      const flights = plan?.(before.view, view, newDeal) ?? {};
      animate(table, before, now, newDeal ? { ...flights, redeal: true, stagger: true } : flights, ms);
    });
    return () => cancelAnimationFrame(frame);
  });
}

function measure<V>(table: HTMLElement, view: V, deal: string | undefined): Snapshot<V> {
  const box = table.getBoundingClientRect();
  const spotOf = (el: HTMLElement): Spot => {
    const r = el.getBoundingClientRect();
    const [tx, ty] = ownTranslate(el);
    return {
      x: r.left + r.width / 2 - box.left - tx,
      y: r.top + r.height / 2 - box.top - ty,
      w: el.offsetWidth || r.width,
      h: el.offsetHeight || r.height,
    };
  };
  // Face-up cards by their code, face-down ones by their name after BACK.
  const cards = new Map<string, { spot: Spot; el: HTMLElement }>();
  for (const el of table.querySelectorAll<HTMLElement>('[data-card], [data-flight-back]')) {
    const back = el.dataset.flightBack;
    const key = back === undefined ? el.dataset.card : BACK + back;
    if (!key || cards.has(key) || el.closest('[data-no-flight]')) continue;
    cards.set(key, { spot: spotOf(el), el });
  }
  const anchors = new Map<string, Spot>();
  for (const el of table.querySelectorAll<HTMLElement>('[data-flight-anchor]')) {
    const name = el.dataset.flightAnchor;
    if (name && !anchors.has(name)) anchors.set(name, spotOf(el));
  }
  return { view, deal, cards, anchors, width: box.width };
}

/** How far a flight of ours has moved the element just now (its layout place is that much off). */
function ownTranslate(el: HTMLElement): [number, number] {
  const flight = flights.get(el);
  if (!flight || flight.playState === 'finished' || flight.playState === 'idle') return [0, 0];
  const [x = '0', y = '0'] = getComputedStyle(el).translate.split(' ');
  return [parseFloat(x) || 0, parseFloat(y) || 0];
}

const BACK = 'back:';

/** For FlightPlan.from: where the face-down card of this name lay before (a card turned up as it is played). */
export function backPlace(name: string): string {
  return BACK + name;
}

function animate<V>(table: HTMLElement, before: Snapshot<V>, now: Snapshot<V>, plan: FlightPlan, ms: number) {
  const arrivals: [string, Spot, HTMLElement][] = [];
  for (const [card, { spot, el }] of now.cards) {
    const old = plan.redeal ? undefined : before.cards.get(card);
    if (old) {
      const scale = old.spot.w > 0 && spot.w > 0 ? old.spot.w / spot.w : 1;
      if (Math.hypot(old.spot.x - spot.x, old.spot.y - spot.y) < 1 && Math.abs(scale - 1) < 0.02) continue;
      // Caught in the middle of a flight: it sets off again from where it is seen now.
      const [tx, ty] = old.el === el ? ownTranslate(el) : [0, 0];
      const dx = old.spot.x + tx - spot.x;
      const dy = old.spot.y + ty - spot.y;
      fly(
        el,
        [
          { translate: `${dx}px ${dy}px`, scale: String(scale) },
          { translate: '0px 0px', scale: '1' },
        ],
        ms,
      );
      continue;
    }
    arrivals.push([card, spot, el]);
  }
  // New cards in the order they lie on the table; a deal to eight seats sets off its last card as soon as
  // one to two seats would.
  const stagger = arrivals.length > 1 ? Math.min(STAGGER_MS, STAGGER_TOTAL_MS / (arrivals.length - 1)) : 0;
  arrivals.forEach(([key, spot, el], i) => {
    const delay = plan.stagger ? Math.round(i * stagger) : 0;
    const name = key.startsWith(BACK)
      ? (plan.fromBack?.(key.slice(BACK.length)) ?? null)
      : (plan.from?.(key as Card) ?? null);
    const source =
      name === null
        ? undefined
        : (before.cards.get(name)?.spot ?? before.anchors.get(name) ?? now.anchors.get(name));
    const last = { translate: '0px 0px', scale: '1', opacity: 1 };
    // From an anchor a card sets off unseen, so cards waiting their turn in a deal do not lie face up on the
    // stock, and shows within the first third of its way.
    const frames = source
      ? [
          { translate: `${source.x - spot.x}px ${source.y - spot.y}px`, scale: '0.6', opacity: 0 },
          { opacity: 1, offset: 0.3 },
          last,
        ]
      : [{ translate: '0px -8px', scale: '0.96', opacity: 0 }, last];
    fly(el, frames, ms, delay);
  });
  for (const [card, { spot, el }] of before.cards) {
    if ((now.cards.has(card) && !plan.redeal) || el.isConnected || card.startsWith(BACK)) continue;
    const name = plan.to?.(card as Card) ?? null;
    if (name === null) continue;
    const target = now.anchors.get(name) ?? before.anchors.get(name);
    const last = target
      ? { translate: `${target.x - spot.x}px ${target.y - spot.y}px`, scale: '0.6', opacity: 0 }
      : { translate: '0px 0px', scale: '0.9', opacity: 0 };
    leave(table, el, spot, [{ translate: '0px 0px', scale: '1', opacity: 1 }, last], ms);
  }
}

function fly(el: HTMLElement, keyframes: Keyframe[], ms: number, delay = 0) {
  flights.get(el)?.cancel();
  // A card on its way passes over its neighbours, not under them.
  const above = keyframes.map((frame) => ({ ...frame, zIndex: FLIGHT_Z }));
  const flight = el.animate(above, { duration: ms, delay, easing: EASING, fill: 'backwards' });
  flights.set(el, flight);
  // A part of the table that is a stacking context of its own is lifted too while its card is on the way.
  el.closest('[data-flight-layer]')?.animate([{ zIndex: 1 }, { zIndex: 1 }], { duration: ms + delay });
}

/** A copy of a card that has left the table, drawn where it lay and sent on its way, then removed. */
function leave(table: HTMLElement, el: HTMLElement, spot: Spot, keyframes: Keyframe[], ms: number) {
  const box = table.getBoundingClientRect();
  const ghost = el.cloneNode(true) as HTMLElement;
  ghost.removeAttribute('data-card');
  ghost.removeAttribute('id');
  ghost.removeAttribute('style');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.setAttribute('data-flight-ghost', '');
  ghost.inert = true;
  if (ghost instanceof HTMLButtonElement) ghost.disabled = true;
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${box.left + spot.x - spot.w / 2}px`,
    top: `${box.top + spot.y - spot.h / 2}px`,
    right: 'auto',
    bottom: 'auto',
    width: `${spot.w}px`,
    margin: '0',
    zIndex: String(GHOST_Z),
    pointerEvents: 'none',
  });
  ghost.style.setProperty('--card-w', `${spot.w}px`);
  document.body.append(ghost);
  const flight = ghost.animate(keyframes, { duration: ms, easing: EASING, fill: 'forwards' });
  const remove = () => ghost.remove();
  flight.addEventListener('finish', remove);
  flight.addEventListener('cancel', remove);
}
