// Which screen an address opens. `?game=schwimmen` or `?game=schnapsen` opens that game (a path ending in
// /schwimmen or /schnapsen does too); an address with `?seed=` or `?speed=` and no game opens Schwimmen, as
// it always did; anything else opens the home screen. Query parameters keep every address working on any
// static server, without a fallback for unknown paths.
export const GAMES = ['schwimmen', 'schnapsen'] as const;
export type Game = (typeof GAMES)[number];
export type Screen = 'home' | Game;

export function isGame(x: unknown): x is Game {
  return GAMES.includes(x as Game);
}

export function screenFromAddress(search: string, pathname = '/'): Screen {
  const params = new URLSearchParams(search);
  const game = params.get('game');
  if (isGame(game)) return game;
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  if (isGame(last)) return last;
  if (params.has('seed') || params.has('speed')) return 'schwimmen';
  return 'home';
}

/** The address of `screen`, on the same path as `pathname` (the app may live below a folder). */
export function addressFor(screen: Screen, pathname = '/'): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  const base = isGame(last) ? pathname.slice(0, pathname.lastIndexOf(last)) : pathname;
  return screen === 'home' ? base : `${base}?game=${screen}`;
}
