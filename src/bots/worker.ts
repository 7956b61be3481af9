// The Web Worker the app runs the searching computer players in (hard, expert), so the page never stalls
// while they think. One request, one answer: { id, game, level, view, legal, seed } → { id, action }.
import { botFor, type Level } from './index';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';

export interface DecideRequest {
  id: number;
  game: 'schwimmen';
  level: Level;
  view: SchwimmenView;
  legal: SchwimmenAction[];
  seed: number;
}

export type DecideResponse = { id: number; action: SchwimmenAction } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DecideRequest>) => void) | null;
  postMessage(message: DecideResponse): void;
};

scope.onmessage = (e) => {
  const { id, game, level, view, legal, seed } = e.data;
  try {
    scope.postMessage({ id, action: botFor(game, level).decide(view, legal, seed) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
