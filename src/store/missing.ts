// What waits for the network outside any screen's own code, for the notices laid over the table
// (ui/shared/offline/NetworkNotices.tsx): computer players who cannot move, or who play at the normal level
// because their own code cannot load, and a hint that could not be worked out. Whoever waits sets its entry
// and clears it once the part is here again.
//
// Part of the first download (see vite.config.ts): nothing here may import the store's own code.
import type { Game } from './route';

export type Missing =
  /** No computer player of `game` can move: their code cannot load. */
  | { kind: 'computers'; game: Game; retry(): void }
  /** The searching computer players of `game` play at the normal level, which runs in the page. */
  | { kind: 'standIn'; game: Game }
  /** The hint asked for in `game` could not be worked out; `current` is false once the position moved on. */
  | { kind: 'hint'; game: Game; retry(): void; current(): boolean };

export type MissingKind = Missing['kind'];

let entries: readonly Missing[] = [];
const listeners = new Set<() => void>();
/** When each kind and game went missing (a count), so that a notice put away stays away until it is new. */
const since = new Map<string, number>();
let reports = 0;

const slot = (kind: MissingKind, game: Game) => `${kind}:${game}`;
const same = (a: Missing, kind: MissingKind, game: Game) => a.kind === kind && a.game === game;

function changed(next: readonly Missing[]) {
  entries = next;
  for (const listener of [...listeners]) listener();
}

/** Says that `entry` is missing (replacing an entry of the same kind and game, which stays the same notice). */
export function reportMissing(entry: Missing): void {
  const key = slot(entry.kind, entry.game);
  if (!since.has(key)) since.set(key, ++reports);
  changed([...entries.filter((e) => !same(e, entry.kind, entry.game)), entry]);
}

/** The part of that kind and game is here again (or no longer wanted). */
export function clearMissing(kind: MissingKind, game: Game): void {
  since.delete(slot(kind, game));
  if (entries.some((e) => same(e, kind, game))) changed(entries.filter((e) => !same(e, kind, game)));
}

/** One notice's identity: the same while its part stays missing, a new one once it went missing again. */
export function missingKey(entry: Missing): string {
  return `${slot(entry.kind, entry.game)}:${since.get(slot(entry.kind, entry.game)) ?? 0}`;
}

/** What is missing now, oldest first (the same array until something changes). */
export function missingNow(): readonly Missing[] {
  return entries;
}

export function subscribeMissing(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
