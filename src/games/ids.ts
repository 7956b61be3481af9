// The ids of the games the app plays, in the order the home screen shows them, without any of their code: the
// first page reads its address (store/route.ts) before a game's code is here. The registry (./index.ts) holds
// one module for each id and checks that the two agree.
const ids: string[] = ['schwimmen', 'schnapsen'];

/** The ids of every game, in order (a game registered by a test included). */
export function knownGameIds(): readonly string[] {
  return ids;
}

export function isKnownGame(x: unknown): x is string {
  return typeof x === 'string' && ids.includes(x);
}

/** Adds an id (the registry does, as a test registers a game of its own). */
export function addGameId(id: string): void {
  if (!ids.includes(id)) ids.push(id);
}

/** Takes an id off the list again. */
export function dropGameId(id: string): void {
  const at = ids.indexOf(id);
  if (at >= 0) ids.splice(at, 1);
}
