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
import type { DecideRequest, HintRequest, ReviewAsk, ReviewRequest, WorkerResponse } from '../worker/worker';
import type { RoundReview } from '../coach/types';
import { gameIds, gameOf } from '../games';
import { isLoadError, isOffline, loader, LoadError, whenOnline, type Loader } from './chunks';
import { clearMissing, reportMissing } from './missing';
import type { Game } from './route';

/** An action, as the shared code holds any game's. */
type Action = { type: string };

/** A computer player's move in `game` (the human is never asked). */
export type Decide = (
  game: Game,
  level: Level,
  view: unknown,
  legal: Action[],
  seed: number,
) => Action | Promise<Action>;

/** The expert's hint in `game` for the seat of `view`, which is to act. */
export type AskHint = (game: Game, view: unknown, legal: Action[], seed: number) => Promise<unknown>;

/** The levels that think quickly enough to play in the page itself. */
const QUICK: readonly Level[] = ['easy', 'normal'];

type Bots = Partial<Record<Level, Bot<unknown, Action>>>;

/** Each game's code, by game and part, loaded once when first needed (see GameBrains). */
const loaders = new Map<string, Loader<unknown>>();
function part<T>(game: Game, name: 'quick' | 'all' | 'hint' | 'review'): Loader<T> {
  const key = `${game}:${name}`;
  let found = loaders.get(key);
  if (!found) {
    const brains = gameOf(game).brains;
    found = loader<unknown>(() => brains[name]());
    loaders.set(key, found);
  }
  return found as Loader<T>;
}
/** A game's quick players, loaded with its first computer move so they stay out of the first download. */
const quickBots = (game: Game) => part<Bots>(game, 'quick');
/** Every level of a game, in the page: without workers, or when the worker cannot load. */
const allBots = (game: Game) => part<Bots>(game, 'all');

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
    for (const game of gameIds()) clearMissing('standIn', game);
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
  void quickBots(game).load().catch(ignore);
  void import('./reviews').catch(ignore);
  if (!withWorker) return;
  try {
    searchingWorker();
  } catch {
    ignore();
  }
}

/** The bot of `level` among `bots`: the code came, so a level missing from it is a mistake. */
function botOf(bots: Bots, game: Game, level: Level): Bot<unknown, Action> {
  const bot = bots[level];
  if (!bot) throw new Error(`${game} has no ${level} player`);
  return bot;
}

/** A searching player whose worker cannot load: the same level in the page, or else normal, saying so. */
async function withoutWorker(game: Game, level: Level, view: unknown, legal: Action[], seed: number) {
  try {
    const bots = await allBots(game).load();
    clearMissing('standIn', game);
    return botOf(bots, game, level).decide(view, legal, seed);
  } catch (error) {
    if (!isLoadError(error)) throw error;
  }
  // A LoadError here: when the quick players cannot come either, nobody can move.
  const bots = await quickBots(game).load();
  reportMissing({ kind: 'standIn', game });
  return botOf(bots, game, 'normal').decide(view, legal, seed);
}

export const decideInApp: Decide = (game, level, view, legal, seed) => {
  if (QUICK.includes(level))
    return quickBots(game)
      .load()
      .then((bots) => botOf(bots, game, level).decide(view, legal, seed));
  if (!hasWorkers())
    return allBots(game)
      .load()
      .then((bots) => botOf(bots, game, level).decide(view, legal, seed));
  return askWorker({ game, level, view, legal, seed }).then(
    (r) => {
      if (!('action' in r)) throw new Error('The worker answered a move with something else');
      clearMissing('standIn', game);
      return r.action;
    },
    (error: unknown) => {
      if (!isLoadError(error)) throw error;
      return withoutWorker(game, level, view, legal, seed);
    },
  );
};

/** A hint from the worker, or worked out on the page where there are no workers or it cannot load. */
export const hintInApp: AskHint = (game, view, legal, seed) => {
  type HintOf = (view: unknown, legal: Action[], seed: number) => unknown;
  const inPage = () =>
    part<HintOf>(game, 'hint')
      .load()
      .then((hint) => hint(view, legal, seed));
  if (!hasWorkers()) return inPage();
  return askWorker({ kind: 'hint', game, view, legal, seed }).then(
    (r) => {
      if (!('hint' in r)) throw new Error('The worker answered a hint with something else');
      return r.hint;
    },
    (error: unknown) => {
      if (!isLoadError(error)) throw error;
      return inPage();
    },
  );
};

/** A game's reviewer, in the page (where there are no workers). */
export function reviewerInPage(
  game: Game,
): Loader<(record: unknown, round: number, seat: number) => AnyRoundReview> {
  return part(game, 'review');
}

export type { ReviewAsk };
/** A finished round's (deal's) review, whatever the game (coach/types.ts). */
export type AnyRoundReview = RoundReview<unknown, unknown>;

/** The review of a finished round or deal (coach/review.ts), worked out off the page when it can be. */
export type AskReview = (ask: ReviewAsk) => Promise<AnyRoundReview>;
