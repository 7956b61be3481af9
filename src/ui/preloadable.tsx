// A screen or dialog whose code is a chunk of its own, which can be fetched before it is shown (a game's card
// pointed at or touched). Once fetched, it is drawn at once: React.lazy alone would still suspend on its first
// render and hold its fallback on screen for React's minimum of 300 ms, even with the code already here.
// A fetch that fails (offline before the app is installed) throws a LoadError to the nearest LoadBoundary
// (shared/offline), and its Try again fetches again: React.lazy keeps its first failure for good, so each
// retry after a failure gets a fresh one.
import { lazy, type ComponentType, type JSX, type LazyExoticComponent } from 'react';
import { loader } from '../store/chunks';

export interface Preloadable<P extends object> {
  /** Draws the screen: the component itself once loaded, a lazy stand-in (suspending) before. */
  Component: (props: P) => JSX.Element;
  /** Fetches the code (once; again after a failure). */
  load(): Promise<ComponentType<P>>;
  /** True once the code is here. */
  loaded(): boolean;
}

/** How many times a LoadBoundary has asked for what it holds (see retryParts). */
let retries = 0;

/**
 * A LoadBoundary asks for its parts (it is made, or Try again): a part whose fetch failed is given a fresh
 * React.lazy, which fetches again. Until then the failed one stays, so that its error reaches the boundary
 * rather than suspending anew.
 */
export function retryParts(): void {
  retries++;
}

export function preloadable<P extends object>(
  fetch: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  const code = loader(() => fetch().then((m) => m.default));
  /** The count of retries when the current lazy stand-in failed; null while it has not. */
  let failedAt: number | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      code.load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = retries;
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  function Component(props: P) {
    if (failedAt !== null && failedAt !== retries) {
      failedAt = null;
      Lazy = fresh();
    }
    const Screen = code.value() ?? Lazy;
    return <Screen {...props} />;
  }
  return { Component, load: code.load, loaded: () => code.value() !== undefined };
}

/**
 * A part (a dialog, an offer) loaded on demand from a named export, tried again after a failed fetch: what
 * React.lazy would be, were it not to keep its first failure. Drawn inside a LoadBoundary (shared/offline).
 */
export function lazyPart<P extends object>(
  fetch: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  return preloadable<P>(() => fetch().then((component) => ({ default: component }))).Component;
}
