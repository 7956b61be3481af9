// Where the app's computer players think: the quick levels (easy, normal) on the page itself, the searching
// ones (hard, expert) and the human's hints in a Web Worker, started when a table with a searching player is
// on screen (prepareComputers), so its code is here before the network can go. Without Worker support
// (tests, old browsers) the searching levels and the hints load into the page instead.
//
// Offline before the app is installed, the code that is not here yet cannot come (store/chunks.ts). A
// searching player whose worker cannot load thinks in the page when its code can come there; if not, it plays
// at the normal level, saying so (store/missing.ts), until the worker loads again. When no player's code can
// come at all, the answer is a LoadError: the driver says so and asks again once the browser is back online.
import type { Bot, Level } from '../bots/types';
import type { SchnapsenHint } from '../bots/schnapsen/hint';
import type { Hint } from '../bots/schwimmen/hint';
import type { DecideRequest, HintRequest, ReviewAsk, ReviewRequest, WorkerResponse } from '../worker/worker';
import type { SchnapsenDealReview, SchwimmenRoundReview } from '../coach/review';
import type { SchnapsenAction, SchnapsenView } from '../engine/schnapsen';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';
import { isLoadError, isOffline, loader, LoadError, whenOnline } from './chunks';
import { clearMissing, reportMissing } from './missing';
import { GAMES, type Game } from './route';

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
const quickBots = loader(() =>
  Promise.all([import('../bots/schwimmen/easy'), import('../bots/schwimmen/normal')]).then(
    ([easy, normal]): Record<'easy' | 'normal', Bot<SchwimmenView, SchwimmenAction>> => ({
      easy: easy.easyBot(),
      normal: normal.normalBot(),
    }),
  ),
);
/** Every Schwimmen level, in the page: without workers, or when the worker cannot load. */
const schwimmenInPage = loader(() => import('../bots/schwimmen').then((m) => m.schwimmenBots));
/** Every Schnapsen level, in the page (the quick ones always). */
const schnapsenInPage = loader(() => import('../bots/schnapsen').then((m) => m.schnapsenBots));

/** The players each game's table needs in the page, whatever its levels. */
const pagePlayers: Readonly<Record<Game, { load(): Promise<unknown> }>> = {
  schwimmen: quickBots,
  schnapsen: schnapsenInPage,
};

/** How long a worker that failed to load is left alone while the browser says it is online. */
export const WORKER_RETRY_MS = 30_000;

let worker: Worker | null = null;
/** When the worker last failed to load (0: never, or since the browser came back online). */
let workerFailedAt = 0;
let nextId = 1;
const waiting = new Map<number, { resolve(r: WorkerResponse): void; reject(e: Error): void }>();

/** Every question still waiting fails with `error`, and the worker is let go (a new one starts next time). */
function dropWorker(error: Error) {
  worker?.terminate();
  worker = null;
  const pending = [...waiting.values()];
  waiting.clear();
  for (const p of pending) p.reject(error);
}

/** The worker, started on first use; a LoadError when its code cannot come now. */
function searchingWorker(): Worker {
  if (worker) return worker;
  // Offline, its script could not come; a new Worker would only ask the network and fail.
  if (isOffline()) throw new LoadError(true);
  if (workerFailedAt !== 0 && Date.now() - workerFailedAt < WORKER_RETRY_MS) throw new LoadError(false);
  const started = new Worker(new URL('../worker/worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (e: MessageEvent<WorkerResponse>) => {
    const pending = waiting.get(e.data.id);
    if (!pending) return;
    waiting.delete(e.data.id);
    if ('error' in e.data) pending.reject(new Error(e.data.error));
    else pending.resolve(e.data);
  };
  started.onerror = (e) => {
    e.preventDefault();
    // A script that never arrived fires a plain Event; an error in the worker's own code an ErrorEvent.
    if (e instanceof ErrorEvent) return dropWorker(new Error(`The worker failed: ${e.message}`));
    workerFailedAt = Date.now();
    dropWorker(new LoadError(isOffline()));
  };
  worker = started;
  return started;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<DecideRequest | HintRequest | ReviewRequest>;

/**
 * Sends a request to the searching players' worker (started on first use); the answer comes back by id. A
 * LoadError when the worker's code cannot come.
 */
export function askWorker(request: Request): Promise<WorkerResponse> {
  return new Promise((resolve, reject) => {
    let target: Worker;
    try {
      target = searchingWorker();
    } catch (error) {
      reject(error as Error);
      return;
    }
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    target.postMessage({ ...request, id });
  });
}

const hasWorkers = () => typeof Worker !== 'undefined';
const searching = (levels: readonly (Level | null)[]) => levels.some((l) => l === 'hard' || l === 'expert');

/** What prepareComputers has fetched or started, by game and whether a searching level plays. */
const prepared = new Set<string>();

if (typeof window !== 'undefined')
  whenOnline(() => {
    workerFailedAt = 0;
    // Anything that could not come while offline is fetched now, for the table on screen, and the searching
    // players are asked at their own level again from their next move.
    prepared.clear();
    for (const game of GAMES) clearMissing('standIn', game);
  });

/**
 * A table of `game` with these computer levels is on screen: its players' code is fetched now, while the
 * network is there (the worker for the searching levels, and the page's own players they fall back on), and
 * the reviewer's, which rates each round as it ends. Called with every change of the table; it works once.
 */
export function prepareComputers(game: Game, levels: readonly (Level | null)[]): void {
  const withWorker = searching(levels) && hasWorkers();
  const key = `${game}:${withWorker}`;
  if (prepared.has(key) || isOffline()) return;
  prepared.add(key);
  const ignore = () => {
    // Offline meanwhile: the first move that needs them says what is missing.
  };
  void pagePlayers[game].load().catch(ignore);
  void import('./reviews').catch(ignore);
  if (!withWorker) return;
  try {
    searchingWorker();
  } catch {
    ignore();
  }
}

/** A searching Schwimmen player whose worker cannot load: the same level in the page, or else normal. */
async function schwimmenWithoutWorker(
  level: Level,
  view: SchwimmenView,
  legal: SchwimmenAction[],
  seed: number,
): Promise<SchwimmenAction> {
  try {
    const bots = await schwimmenInPage.load();
    clearMissing('standIn', 'schwimmen');
    return bots[level].decide(view, legal, seed);
  } catch (error) {
    if (!isLoadError(error)) throw error;
  }
  // A LoadError here: no player's code can come, so nobody can move.
  const bots = await quickBots.load();
  reportMissing({ kind: 'standIn', game: 'schwimmen' });
  return bots.normal.decide(view, legal, seed);
}

export const decideInApp: Decide = (level, view, legal, seed) => {
  if (level === 'easy' || level === 'normal')
    return quickBots.load().then((bots) => bots[level].decide(view, legal, seed));
  if (!hasWorkers()) return schwimmenInPage.load().then((bots) => bots[level].decide(view, legal, seed));
  return askWorker({ game: 'schwimmen', level, view, legal, seed }).then(
    (r) => {
      if (!('action' in r)) throw new Error('The worker answered a move with something else');
      clearMissing('standIn', 'schwimmen');
      return r.action as SchwimmenAction;
    },
    (error: unknown) => {
      if (!isLoadError(error)) throw error;
      return schwimmenWithoutWorker(level, view, legal, seed);
    },
  );
};

// Schnapsen's players load with the first Schnapsen move, so the first download stays Schwimmen's size. The
// page's own chunk holds every level, so a searching player whose worker cannot load keeps its level.
export const decideSchnapsenInApp: DecideSchnapsen = (level, view, legal, seed) => {
  const inPage = () => schnapsenInPage.load().then((bots) => bots[level].decide(view, legal, seed));
  if (level === 'easy' || level === 'normal' || !hasWorkers()) return inPage();
  return askWorker({ game: 'schnapsen', level, view, legal, seed }).then(
    (r) => {
      if (!('action' in r)) throw new Error('The worker answered a move with something else');
      return r.action as SchnapsenAction;
    },
    (error: unknown) => {
      if (!isLoadError(error)) throw error;
      return inPage();
    },
  );
};

/** A hint from the worker, or worked out on the page (`inPage`) where there are no workers or it cannot load. */
function hintFrom<H>(request: WithoutId<HintRequest>, inPage: () => Promise<H>): Promise<H> {
  if (!hasWorkers()) return inPage();
  return askWorker(request).then(
    (r) => {
      if (!('hint' in r)) throw new Error('The worker answered a hint with something else');
      return r.hint as H;
    },
    (error: unknown) => {
      if (!isLoadError(error)) throw error;
      return inPage();
    },
  );
}

const schwimmenHints = loader(() => import('../bots/schwimmen/hint'));
const schnapsenHints = loader(() => import('../bots/schnapsen/hint'));

export const hintInApp: AskHint = (view, legal, seed) =>
  hintFrom({ kind: 'hint', game: 'schwimmen', view, legal, seed }, () =>
    schwimmenHints.load().then((m) => m.schwimmenHint(view, legal, seed)),
  );

export const schnapsenHintInApp: AskSchnapsenHint = (view, legal, seed) =>
  hintFrom({ kind: 'hint', game: 'schnapsen', view, legal, seed }, () =>
    schnapsenHints.load().then((m) => m.schnapsenHint(view, legal, seed)),
  );

export type { ReviewAsk };
export type AnyRoundReview = SchwimmenRoundReview | SchnapsenDealReview;

/** The review of a finished round or deal (coach/review.ts), worked out off the page when it can be. */
export type AskReview = (ask: ReviewAsk) => Promise<AnyRoundReview>;
