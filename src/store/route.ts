// Which screen an address opens. `?game=<id>` opens that game (`?game=schwimmen`; a path ending in the game's
// id does too); an address with `?seed=` or `?speed=` and no game opens the first game (Schwimmen), as it
// always did; `&tutorial` beside a game opens that game's guided first game ("How to play") instead of its
// table; anything else opens the home screen. Query parameters keep every address working on any
// static server, without a fallback for unknown paths.
import { isKnownGame, knownGameIds } from '../games/ids';

/** A game's id (src/games: the registry lists them). */
export type Game = string;
/** The guided first game of a game: a screen of its own, so that nothing plays the saved match meanwhile. */
export type TutorialScreen = `${Game}-tutorial`;
export type Screen = 'home' | Game | TutorialScreen;

/** The tutorial screen of `game`. */
export function tutorialScreen(game: Game): TutorialScreen {
  return `${game}-tutorial`;
}

/** The game whose tutorial `screen` is, or null for any other screen. */
export function tutorialOf(screen: Screen): Game | null {
  const game = screen.endsWith('-tutorial') ? screen.slice(0, -'-tutorial'.length) : null;
  return isGame(game) ? game : null;
}

export function isGame(x: unknown): x is Game {
  return isKnownGame(x);
}

export function screenFromAddress(search: string, pathname = '/'): Screen {
  const params = new URLSearchParams(search);
  const game = params.get('game');
  if (isGame(game)) return params.has('tutorial') ? tutorialScreen(game) : game;
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  if (isGame(last)) return last;
  if (params.has('seed') || params.has('speed')) return knownGameIds()[0];
  return 'home';
}

/** The app's own folder on this site ("/" unless it is served below one), always starting with "/". */
export const BASE_PATH: string = (() => {
  const base = (import.meta.env?.BASE_URL as string | undefined) ?? '/';
  return base.startsWith('/') && !base.startsWith('//') ? base : '/';
})();

/**
 * The address of `screen`, below the app's own folder: never built from the address it was opened with,
 * which may name another site (`//evil.example/` is a path to the browser's parser, a host to a link).
 */
export function addressFor(screen: Screen): string {
  if (screen === 'home') return BASE_PATH;
  const tutorial = tutorialOf(screen);
  return tutorial ? `${BASE_PATH}?game=${tutorial}&tutorial` : `${BASE_PATH}?game=${screen}`;
}

/**
 * The address's query without its `seed`, the rest kept and the screen named outright (a seed alone, or a
 * path ending in the game's name, opened that game); null when there is no seed.
 */
export function withoutSeed(search: string, pathname = '/'): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('seed')) return null;
  const screen = screenFromAddress(search, pathname);
  params.delete('seed');
  params.delete('game');
  params.delete('tutorial');
  const rest = params.toString();
  const game = screen === 'home' ? '' : addressFor(screen).slice(BASE_PATH.length + 1);
  const query = [game, rest].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/**
 * Takes `?seed=` out of the page's address in place (no new history entry, no reload). A dialog that was
 * open over the address takes its own history entry back as it closes, landing on the entry before it: that
 * one loses its seed too.
 */
export function dropSeedFromAddress(): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const drop = () => {
    const search = withoutSeed(location.search, location.pathname);
    if (search === null) return;
    try {
      history.replaceState(history.state, '', `${BASE_PATH}${search}${location.hash}`);
    } catch {
      // An address the browser will not rewrite: the saved match still wins over a reload's seed.
    }
  };
  drop();
  if (typeof window !== 'undefined') window.addEventListener('popstate', drop, { once: true });
}
