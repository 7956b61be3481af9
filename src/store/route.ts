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
/** A game's deal of the day of a date ('YYYY-MM-DD', as the address gave it: checked by the store). */
export type DailyScreen = `${Game}@${string}`;
export type Screen = 'home' | Game | TutorialScreen | DailyScreen;

/** The screen of `game`'s deal of the day of `day`. */
export function dailyScreen(game: Game, day: string): DailyScreen {
  return `${game}@${day}`;
}

/** The game and date of a deal of the day's screen, or null for any other screen. */
export function dailyOf(screen: Screen): { game: Game; day: string } | null {
  const at = screen.indexOf('@');
  if (at < 0) return null;
  const game = screen.slice(0, at);
  return isGame(game) ? { game, day: screen.slice(at + 1) } : null;
}

/** The game whose table `screen` shows (its match, or its deal of the day), or null. */
export function gameOfScreen(screen: Screen): Game | null {
  return isGame(screen) ? screen : (dailyOf(screen)?.game ?? null);
}

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
  if (isGame(game)) {
    if (params.has('tutorial')) return tutorialScreen(game);
    // A date that is no date is the store's to refuse (with a notice), not the address's to drop.
    const daily = params.get('daily');
    return daily !== null ? dailyScreen(game, daily.slice(0, 20)) : game;
  }
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
  const daily = dailyOf(screen);
  if (daily) return `${BASE_PATH}?game=${daily.game}&daily=${encodeURIComponent(daily.day)}`;
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
