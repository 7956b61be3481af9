// Which game record the replay viewer shows, if any: a tiny store of its own, in the first download, so that
// any screen can open the viewer (Replay on a result panel, Open a game record, a `?record=` link) while the
// viewer's code loads only then (./ReplayLayer.tsx).
import { useSyncExternalStore } from 'react';
import type { GameRecord } from '../../records/types';
import type { Verdict } from '../../coach/types';

export interface ReplayRequest {
  record: GameRecord;
  /** The coach's verdicts on the person's decisions, by index into the record's log (where reviewed). */
  marks?: Readonly<Record<number, Verdict>>;
  /** The log index to start on (the end unless given). */
  at?: number;
}

let current: ReplayRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows `request` in the replay viewer (over whatever screen is shown). */
export function openReplay(request: ReplayRequest): void {
  current = request;
  emit();
}

/** Closes the replay viewer. */
export function closeReplay(): void {
  if (current === null) return;
  current = null;
  emit();
}

/** The record the viewer shows now, or null. */
export function replayNow(): ReplayRequest | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The record the viewer shows, re-rendering when it changes. */
export function useReplay(): ReplayRequest | null {
  return useSyncExternalStore(subscribe, replayNow, replayNow);
}
