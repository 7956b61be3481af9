// Code fetched on demand (store/chunks.ts): never fetched while the browser is offline, fetched again once it
// is back, and a file that failed to arrive online marked as lasting (Chromium keeps that failure for the
// page, so only a new page can bring it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isFetchFailure,
  isLoadError,
  loader,
  LoadError,
  reachable,
  unlessOffline,
  whenLoaded,
} from '../../src/store/chunks';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
}

/** What Chromium rejects an import() with when its file did not arrive. */
const notArrived = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Review-1a2b.js');

/** The server answers a HEAD of the page, as it does once the network is really back. */
const serverAnswers = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null))),
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loading code on demand', () => {
  it('offline, nothing is fetched: a LoadError says so, and the same loader fetches once back online', async () => {
    serverAnswers();
    const fetch = vi.fn(() => Promise.resolve('the review'));
    const review = loader(fetch);
    goOffline();
    const error = await review.load().catch((e: unknown) => e);
    expect(isLoadError(error)).toBe(true);
    expect(error).toMatchObject({ offline: true, lasting: false });
    expect(fetch).not.toHaveBeenCalled();
    goOnline();
    await expect(review.load()).resolves.toBe('the review');
    expect(review.value()).toBe('the review');
    await review.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('installed (a service worker serves the page), code is fetched offline: the worker holds every file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // jsdom has no service workers: the page's controller as a browser shows it once the app is installed.
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    try {
      const fetch = vi.fn(() => Promise.resolve('the table'));
      goOffline();
      await expect(loader(fetch).load()).resolves.toBe('the table');
      await expect(unlessOffline(fetch)()).resolves.toBe('the table');
      expect(fetch).toHaveBeenCalledTimes(2);
      // The server itself is still out of reach: a reload would only show the browser's offline page.
      await expect(reachable()).resolves.toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('back online, nothing is fetched until the server answers: the browser says online a moment too soon', async () => {
    const head = vi.fn<() => Promise<Response>>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', head);
    const fetch = vi.fn(() => Promise.resolve('the rules'));
    const rules = loader(fetch);
    goOffline();
    vi.restoreAllMocks();
    await expect(rules.load()).rejects.toMatchObject({ offline: false, lasting: false });
    expect(head).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    head.mockImplementation(() => Promise.resolve(new Response(null)));
    await expect(rules.load()).resolves.toBe('the rules');
  });

  it('a file that failed to arrive online is lasting: it is not fetched again in this page', async () => {
    const fetch = vi.fn(() => Promise.reject(notArrived()));
    const part = loader(fetch);
    await expect(part.load()).rejects.toMatchObject({ offline: false, lasting: true });
    await expect(part.load()).rejects.toMatchObject({ lasting: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an error of the module’s own code is no LoadError: it is passed on, and the next load tries again', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new RangeError('bad table'))
      .mockResolvedValueOnce('table');
    const part = loader(fetch);
    await expect(part.load()).rejects.toThrow(RangeError);
    await expect(part.load()).resolves.toBe('table');
  });

  it('tells a file that did not arrive from any other error, in each browser’s words', () => {
    expect(isFetchFailure(notArrived())).toBe(true);
    expect(isFetchFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isFetchFailure(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isFetchFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isFetchFailure(new TypeError('x is not a function'))).toBe(false);
    expect(isFetchFailure(new LoadError(true))).toBe(false);
  });

  it('unlessOffline: fails at once offline without fetching, fetches online', async () => {
    const fetch = vi.fn(() => Promise.resolve('de'));
    const german = unlessOffline(fetch);
    goOffline();
    await expect(german()).rejects.toBeInstanceOf(LoadError);
    expect(fetch).not.toHaveBeenCalled();
    goOnline();
    await expect(german()).resolves.toBe('de');
  });

  it('whenLoaded: a part nobody waits for starts once the browser is back online', async () => {
    serverAnswers();
    const fetch = vi.fn(() => Promise.resolve('sounds'));
    const failed = vi.fn();
    goOffline();
    const started = vi.fn();
    void whenLoaded(fetch, failed).then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    goOnline();
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith('sounds'));
    expect(failed).not.toHaveBeenCalled();
  });

  it('reachable: false offline without asking, and whatever the server answers online', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    goOffline();
    expect(await reachable()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(await reachable()).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      location.href,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await reachable()).toBe(false);
    vi.unstubAllGlobals();
  });
});
