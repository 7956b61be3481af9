// Dragging a card onto a card of the other row (hand → middle or middle → hand) with a mouse or a pen.
// Touch screens tap instead: a drag there would fight with scrolling.
import { useRef, useState, type PointerEvent } from 'react';
import type { Card } from '../../engine/cards';

export type Zone = 'hand' | 'middle';

export interface Drag {
  zone: Zone;
  card: Card;
  dx: number;
  dy: number;
  /** The card of the other row under the pointer. */
  over: Card | null;
}

interface Pending {
  zone: Zone;
  card: Card;
  pointerId: number;
  x0: number;
  y0: number;
  moved: boolean;
}

// Below this distance (px) a press is a click, not a drag.
const THRESHOLD = 6;

function dropTarget(x: number, y: number, from: Zone): Card | null {
  const elements = typeof document.elementsFromPoint === 'function' ? document.elementsFromPoint(x, y) : [];
  for (const el of elements) {
    const zone = el.getAttribute('data-zone');
    const card = el.getAttribute('data-card');
    if (zone && zone !== from && card) return card as Card;
  }
  return null;
}

export function useSwapDrag(enabled: boolean, onDrop: (from: Zone, card: Card, target: Card) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const pending = useRef<Pending | null>(null);
  // A drag ends with a click on the dragged card: that click must not select it.
  const swallowClick = useRef(false);

  function handlers(zone: Zone, card: Card) {
    return {
      onPointerDown(e: PointerEvent<HTMLElement>) {
        swallowClick.current = false;
        if (!enabled || e.button !== 0 || e.pointerType === 'touch') return;
        pending.current = { zone, card, pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, moved: false };
      },
      onPointerMove(e: PointerEvent<HTMLElement>) {
        const p = pending.current;
        if (!p || p.pointerId !== e.pointerId) return;
        const dx = e.clientX - p.x0;
        const dy = e.clientY - p.y0;
        if (!p.moved) {
          if (Math.hypot(dx, dy) < THRESHOLD) return;
          p.moved = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        setDrag({ zone: p.zone, card: p.card, dx, dy, over: dropTarget(e.clientX, e.clientY, p.zone) });
      },
      onPointerUp(e: PointerEvent<HTMLElement>) {
        const p = pending.current;
        pending.current = null;
        if (!p || p.pointerId !== e.pointerId || !p.moved) return;
        swallowClick.current = true;
        setDrag(null);
        const target = dropTarget(e.clientX, e.clientY, p.zone);
        if (target) onDrop(p.zone, p.card, target);
      },
      onPointerCancel() {
        pending.current = null;
        setDrag(null);
      },
    };
  }

  /** True once, for the click that ends a drag. */
  function clickWasDrag(): boolean {
    const was = swallowClick.current;
    swallowClick.current = false;
    return was;
  }

  return { drag, handlers, clickWasDrag };
}
