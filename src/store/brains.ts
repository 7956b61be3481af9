// Where the app's computer players think: the quick levels (easy, normal) on the page itself, the searching
// ones (hard, expert) and the human's hints in a Web Worker, loaded only when first needed. Without Worker
// support (tests, old browsers) the searching levels and the hints load into the page instead.
import type { Bot, Level } from '../bots/types';
import type { SchnapsenHint } from '../bots/schnapsen/hint';
import type { Hint } from '../bots/schwimmen/hint';
import type { DecideRequest, HintRequest, ReviewAsk, ReviewRequest, WorkerResponse } from '../bots/worker';
import type { SchnapsenDealReview, SchwimmenRoundReview } from '../coach/review';
import type { SchnapsenAction, SchnapsenView } from '../engine/schnapsen';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';

export type Decide = (
  level: Level,
  view: SchwimmenView,
  legal: SchwimmenAction[],
  seed: number,
) => SchwimmenAction | Promise<SchwimmenAction>;

/** A Schnapsen computer player's move (the human is never asked). */
export type DecideSchnapsen = (
  level: Level,
  view: SchnapsenView,
  legal: SchnapsenAction[],
  seed: number,
) => SchnapsenAction | Promise<SchnapsenAction>;

/** The expert's hint for the seat of `view`, which is to act. */
export type AskHint = (view: SchwimmenView, legal: SchwimmenAction[], seed: number) => Promise<Hint>;

/** The expert's Schnapsen hint for the seat of `view`, which is to act. */
export type AskSchnapsenHint = (
  view: SchnapsenView,
  legal: SchnapsenAction[],
  seed: number,
) => Promise<SchnapsenHint>;

/** Schwimmen's quick players, loaded with the first computer move so they stay out of the first download. */
let quick: Promise<Record<'easy' | 'normal', Bot<SchwimmenView, SchwimmenAction>>> | null = null;
const quickBots = () =>
  (quick ??= Promise.all([import('../bots/schwimmen/easy'), import('../bots/schwimmen/normal')]).then(
    ([easy, normal]) => ({ easy: easy.easyBot(), normal: normal.normalBot() }),
  ));

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve(r: WorkerResponse): void; reject(e: Error): void }>();

function searchingWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const pending = waiting.get(e.data.id);
      if (!pending) return;
      waiting.delete(e.data.id);
      if ('error' in e.data) pending.reject(new Error(e.data.error));
      else pending.resolve(e.data);
    };
  }
  return worker;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<DecideRequest | HintRequest | ReviewRequest>;

/** Sends a request to the searching players' worker (started on first use); the answer comes back by id. */
export function askWorker(request: Request): Promise<WorkerResponse> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    searchingWorker().postMessage({ ...request, id });
  });
}

export const decideInApp: Decide = (level, view, legal, seed) => {
  if (level === 'easy' || level === 'normal')
    return quickBots().then((bots) => bots[level].decide(view, legal, seed));
  if (typeof Worker === 'undefined') {
    return import('../bots').then((bots) => bots.botFor('schwimmen', level).decide(view, legal, seed));
  }
  return askWorker({ game: 'schwimmen', level, view, legal, seed }).then((r) => {
    if (!('action' in r)) throw new Error('The worker answered a move with something else');
    return r.action as SchwimmenAction;
  });
};

// Schnapsen's players load with the first Schnapsen move, so the first download stays Schwimmen's size.
export const decideSchnapsenInApp: DecideSchnapsen = (level, view, legal, seed) => {
  if (level === 'easy' || level === 'normal' || typeof Worker === 'undefined') {
    return import('../bots/schnapsen').then((bots) => bots.schnapsenBots[level].decide(view, legal, seed));
  }
  return askWorker({ game: 'schnapsen', level, view, legal, seed }).then((r) => {
    if (!('action' in r)) throw new Error('The worker answered a move with something else');
    return r.action as SchnapsenAction;
  });
};

/** A hint from the worker, or worked out on the page (`inPage`) where there are no workers. */
function hintFrom<H>(request: WithoutId<HintRequest>, inPage: () => Promise<H>): Promise<H> {
  if (typeof Worker === 'undefined') return inPage();
  return askWorker(request).then((r) => {
    if (!('hint' in r)) throw new Error('The worker answered a hint with something else');
    return r.hint as H;
  });
}

export const hintInApp: AskHint = (view, legal, seed) =>
  hintFrom({ kind: 'hint', game: 'schwimmen', view, legal, seed }, () =>
    import('../bots/schwimmen/hint').then((m) => m.schwimmenHint(view, legal, seed)),
  );

export const schnapsenHintInApp: AskSchnapsenHint = (view, legal, seed) =>
  hintFrom({ kind: 'hint', game: 'schnapsen', view, legal, seed }, () =>
    import('../bots/schnapsen/hint').then((m) => m.schnapsenHint(view, legal, seed)),
  );

export type { ReviewAsk };
export type AnyRoundReview = SchwimmenRoundReview | SchnapsenDealReview;

/** The review of a finished round or deal (coach/review.ts), worked out off the page when it can be. */
export type AskReview = (ask: ReviewAsk) => Promise<AnyRoundReview>;
