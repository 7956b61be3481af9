// Code fetched when it is first needed: the tables, dialogs, computer players, reviews, sounds. Until the
// service worker holds every file (a first visit, a private window where it never does), that needs the
// network. Chromium keeps a failed module fetch in the page's module map for good: importing the same file
// again fails at once, even back online. So nothing is fetched while the browser says it is offline (the
// import is tried again once it is back), and a file that failed while the browser said it was online can only
// come with a new page, loaded once the server answers. The player is told what is missing
// (ui/shared/offline), and never sent to the browser's own offline page.
//
// Part of the first download (see vite.config.ts): nothing here may import the store's own code.

/** Why a part of the app is not here. */
export class LoadError extends Error {
  override readonly name = 'LoadError';
  constructor(
    /** The browser said it was offline: nothing was fetched, and asking again once online fetches it. */
    readonly offline: boolean,
    /** A fetch of this page failed: the file can only come with a new page (see reloadWhenReachable). */
    readonly lasting = false,
    options?: ErrorOptions,
  ) {
    super(offline ? 'Not loaded: the browser is offline' : 'A file of the app could not be loaded', options);
  }
}

export function isLoadError(error: unknown): error is LoadError {
  return error instanceof LoadError;
}

/** How each browser words a dynamic import or a stylesheet whose file did not arrive. */
const FETCH_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

/** True for a rejected import() whose file did not arrive (not an error thrown by the module's own code). */
export function isFetchFailure(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILED.test(error.message);
}

/**
 * The network went away during this visit: before code is fetched again, the server is asked whether it
 * answers (reachable). The browser says it is back online a moment before its requests go through, and an
 * import tried in that moment would fail for the rest of the page's life.
 */
let unsure = false;
/** The check that the server answers again, shared by everyone waiting for it. */
let comingBack: Promise<boolean> | null = null;

if (typeof window !== 'undefined') window.addEventListener('offline', () => (unsure = true));

/**
 * True once the app is installed: a service worker serves this page, and it holds every file of the build
 * (vite.config.ts), so code comes from it with or without a network.
 */
function servedByWorker(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/**
 * True while code cannot come: the browser says it has no network (the only time it is sure of it) and no
 * service worker serves the page.
 */
export function isOffline(): boolean {
  return browserOffline() && !servedByWorker();
}

/** True while the browser says it has no network; from then on the server is asked before code is fetched. */
function browserOffline(): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline) unsure = true;
  return offline;
}

/** How long to wait before asking the server again, after each try that got no answer. */
const BACK_ONLINE_WAITS_MS = [250, 500, 1000, 2000, 4000, 8000];

/** Resolves true once the server answers, false if the browser goes offline again first. */
function serverAnswers(): Promise<boolean> {
  comingBack ??= (async () => {
    for (let attempt = 0; !browserOffline(); attempt++) {
      if (await reachable()) return true;
      const wait = BACK_ONLINE_WAITS_MS[Math.min(attempt, BACK_ONLINE_WAITS_MS.length - 1)];
      await new Promise((done) => setTimeout(done, wait));
    }
    return false;
  })().finally(() => (comingBack = null));
  return comingBack;
}

/**
 * Calls `listener` each time the browser is back online and the server answers again; returns the way to
 * stop.
 */
export function whenOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let listening = true;
  const back = () =>
    void serverAnswers().then((answers) => {
      if (answers && listening) listener();
    });
  window.addEventListener('online', back);
  return () => {
    listening = false;
    window.removeEventListener('online', back);
  };
}

export interface Loader<T> {
  /** The code: loaded once, fetched again after a failure; a LoadError when it cannot come now. */
  load(): Promise<T>;
  /** The code once it is here. */
  value(): T | undefined;
}

/** Wraps a dynamic import so that it is never tried offline and is tried again after a failure. */
export function loader<T>(fetch: () => Promise<T>): Loader<T> {
  let ready: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  let lasting = false;
  const load = (): Promise<T> => {
    if (ready) return Promise.resolve(ready.value);
    if (pending) return pending;
    if (isOffline()) return Promise.reject(new LoadError(true));
    if (lasting) return Promise.reject(new LoadError(false, true));
    const fetched =
      unsure && !servedByWorker()
        ? reachable().then((answers) => {
            if (!answers) throw new LoadError(isOffline());
            return fetch();
          })
        : fetch();
    pending = fetched.then(
      (value) => {
        ready = { value };
        pending = null;
        return value;
      },
      (error: unknown) => {
        pending = null;
        if (isLoadError(error) || !isFetchFailure(error)) throw error;
        lasting = true;
        throw new LoadError(isOffline(), true, { cause: error });
      },
    );
    return pending;
  };
  return { load, value: () => ready?.value };
}

/** How long the server is given to answer whether it is there. */
const REACHABLE_WAIT_MS = 8000;

/** True when this site's server answers (the page's own address, never from a cache). */
export async function reachable(): Promise<boolean> {
  if (typeof fetch === 'undefined' || typeof location === 'undefined' || browserOffline()) return false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REACHABLE_WAIT_MS);
  try {
    const response = await fetch(location.href, { method: 'HEAD', cache: 'no-store', signal: abort.signal });
    if (response.ok) unsure = false;
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads the page again when the server answers (the match is saved after every move, and the address says
 * which screen is on show), for a file this page can no longer fetch. False when the network is not there.
 */
export async function reloadWhenReachable(): Promise<boolean> {
  if (!(await reachable())) return false;
  location.reload();
  return true;
}

/** `fetch`, failing at once with a LoadError, without fetching, while the browser is offline. */
export function unlessOffline<T>(fetch: () => Promise<T>): () => Promise<T> {
  return () => (isOffline() ? Promise.reject(new LoadError(true)) : fetch());
}

/**
 * Resolves with the code once it is here: at once, or when the browser is back online (for a part that starts
 * on its own, which nobody waits for: the store's helpers, the sounds, the skill rating). `failed` hears of
 * any other error.
 */
export function whenLoaded<T>(fetch: () => Promise<T>, failed: (error: unknown) => void): Promise<T> {
  const code = loader(fetch);
  return new Promise((resolve) => {
    const attempt = () =>
      code.load().then(
        (value) => {
          stop();
          resolve(value);
        },
        (error: unknown) => {
          if (isLoadError(error)) return;
          stop();
          failed(error);
        },
      );
    const stop = whenOnline(() => void attempt());
    void attempt();
  });
}
