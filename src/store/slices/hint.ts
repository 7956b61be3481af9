// The hint both games offer, one mechanism for both: asked for the human's turn only, kept with the position
// it was asked in (match id + log length), never shown for another one. Each game's slice clears `hint` and
// `hintPending` with every move and every new match.
import type { GameStore } from '../index';
import { isLoadError } from '../chunks';
import { clearMissing, reportMissing } from '../missing';
import { lineOf } from '../takeBack';

/** A position of a match: its line (id and take backs) and how many actions have been played (a hint belongs
 * to one). */
export function positionKey(match: { id: string; takeBacks?: number; log: readonly unknown[] }): string {
  return `${lineOf(match)}:${match.log.length}`;
}

/** A hint worked out for the human: which game's, the position it belongs to, and the hint (the game's own
 * shape: its table reads it). */
export interface ShownHint {
  game: string;
  key: string;
  hint: unknown;
}

/**
 * Asks `ask` for the hint of the position `key` of `game`, unless it is shown or being worked out already,
 * and shows the answer, unless the match has moved on by then (`now` is the game's position key at that
 * time). A failed hint leaves the table as it was; one whose code cannot come (offline) says so over the
 * table, and is asked again from there or once back online. Resolves once it is settled.
 */
export async function askHintAt(
  store: { get(): GameStore; set(partial: Partial<GameStore>): void },
  game: string,
  key: string,
  now: () => string,
  ask: () => Promise<unknown>,
): Promise<void> {
  const { hint, hintPending } = store.get();
  if (hint?.key === key || hintPending === key) return;
  // A notice about an earlier hint that could not be worked out goes: this is a new ask.
  clearMissing('hint', game);
  store.set({ hintPending: key });
  try {
    const answer = await ask();
    // A move meanwhile cleared `hintPending`: the answer belongs to a position that is gone.
    if (store.get().hintPending === key && now() === key) {
      store.set({ hint: { game, key, hint: answer }, hintPending: null });
    }
  } catch (error) {
    if (store.get().hintPending === key) store.set({ hintPending: null });
    if (!isLoadError(error)) {
      console.error('The hint could not be worked out', error);
      return;
    }
    const current = () => now() === key;
    reportMissing({
      kind: 'hint',
      game,
      current,
      retry: () => {
        if (current()) void askHintAt(store, game, key, now, ask);
        else clearMissing('hint', game);
      },
    });
  }
}
