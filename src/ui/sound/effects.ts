// Which sounds a change in the game store makes, for every game (each game's own reading: its `sounds` in
// src/ui/games.tsx): a new match is dealt; otherwise the game says what its change sounds like. Read from the
// store like the screen is, never from the engine's insides; silent at instant speed.
import { speedOf, type GameStore, type GameStoreApi } from '../../store';
import { uiGames, type SoundReader } from '../games';
import type { Sound } from './engine';
import type { SoundName } from './sounds';

/** Seconds between the sounds of one change (a swap, then the Schnauz it made, then the lost life). */
export const SOUND_GAP = 0.3;

/** Each game's reader, once loaded (loadSoundReaders). */
const readers = new Map<string, SoundReader>();

/** Loads every game's reader of its table's changes (their code comes with the sounds, not the first page). */
export async function loadSoundReaders(): Promise<void> {
  await Promise.all(
    uiGames().map(async (game) => {
      if (!readers.has(game.id)) readers.set(game.id, await game.sounds());
    }),
  );
}

/**
 * The sounds that the change from `prev` to `next` makes, in order; silent for a game whose reader is not
 * loaded yet.
 */
export function soundsFor(prev: GameStore, next: GameStore): SoundName[] {
  if (next.games === prev.games) return [];
  return uiGames().flatMap((game) => {
    const before = prev.games[game.id];
    const after = next.games[game.id];
    const reader = readers.get(game.id);
    if (!reader || !before || !after || (after.match === before.match && after.state === before.state))
      return [];
    if (speedOf(next, game.id) === 'instant') return [];
    if (after.match.id !== before.match.id) return ['deal' as const];
    return reader(before, after, next.skipping === game.id);
  });
}

/** Plays the game's sounds from now on; returns the function that stops it. */
export function startSoundEffects(gameStore: GameStoreApi, sound: Sound): () => void {
  return gameStore.subscribe((next, prev) => {
    soundsFor(prev, next).forEach((name, i) => sound.play(name, i * SOUND_GAP));
  });
}
