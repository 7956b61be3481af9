// Where the app's computer players think: the quick levels (easy, normal) on the page itself, the searching
// ones (hard, expert) in a Web Worker, loaded only when a match uses them. Without Worker support (tests,
// old browsers) the searching levels load into the page instead.
import type { Level } from '../bots/types';
import { easyBot } from '../bots/schwimmen/easy';
import { normalBot } from '../bots/schwimmen/normal';
import type { DecideRequest, DecideResponse } from '../bots/worker';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';

export type Decide = (
  level: Level,
  view: SchwimmenView,
  legal: SchwimmenAction[],
  seed: number,
) => SchwimmenAction | Promise<SchwimmenAction>;

const quick = { easy: easyBot(), normal: normalBot() };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve(a: SchwimmenAction): void; reject(e: Error): void }>();

function searchingWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<DecideResponse>) => {
      const pending = waiting.get(e.data.id);
      if (!pending) return;
      waiting.delete(e.data.id);
      if ('action' in e.data) pending.resolve(e.data.action);
      else pending.reject(new Error(e.data.error));
    };
  }
  return worker;
}

export const decideInApp: Decide = (level, view, legal, seed) => {
  if (level === 'easy' || level === 'normal') return quick[level].decide(view, legal, seed);
  if (typeof Worker === 'undefined') {
    return import('../bots').then((bots) => bots.botFor('schwimmen', level).decide(view, legal, seed));
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    const request: DecideRequest = { id, game: 'schwimmen', level, view, legal, seed };
    searchingWorker().postMessage(request);
  });
};
