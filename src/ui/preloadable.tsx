// A screen whose code is a chunk of its own, which can be fetched before it is shown (a game's card pointed
// at or touched). Once fetched, it is drawn at once: React.lazy alone would still suspend on its first
// render and hold its fallback on screen for React's minimum of 300 ms, even with the code already here.
import { lazy, type ComponentType, type JSX } from 'react';

export interface Preloadable<P extends object> {
  /** Draws the screen: the component itself once loaded, a lazy stand-in (suspending) before. */
  Component: (props: P) => JSX.Element;
  /** Fetches the code (once; again after a failure). */
  load(): Promise<ComponentType<P>>;
  /** True once the code is here. */
  loaded(): boolean;
}

export function preloadable<P extends object>(
  fetch: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let ready: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (pending ??= fetch().then(
      (m) => (ready = m.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function Component(props: P) {
    const Screen = ready ?? Lazy;
    return <Screen {...props} />;
  }
  return { Component, load, loaded: () => ready !== null };
}
