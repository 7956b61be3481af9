// Which sounds a change in the game store makes, for every game (each game's own reading: its `sounds` in
// src/ui/games.tsx): a new match is dealt; otherwise the game says what its change sounds like. Read from the
// store like the screen is, never from the engine's insides; silent at instant speed.
import { speedOf, type GameStore, type GameStoreApi } from '../../store';
import { uiGames } from '../games';
import type { Sound } from './engine';
import type { SoundName } from './sounds';

/** Seconds between the sounds of one change (a swap, then the Schnauz it made, then the lost life). */
export const SOUND_GAP = 0.3;

/** The sounds that the change from `prev` to `next` makes, in order. */
export function soundsFor(prev: GameStore, next: GameStore): SoundName[] {
  if (next.games === prev.games) return [];
  return uiGames().flatMap((game) => {
    const before = prev.games[game.id];
    const after = next.games[game.id];
    if (!before || !after || (after.match === before.match && after.state === before.state)) return [];
    if (speedOf(next, game.id) === 'instant') return [];
    if (after.match.id !== before.match.id) return ['deal' as const];
    return game.sounds(before, after, next.skipping === game.id);
  });
}

/** Plays the game's sounds from now on; returns the function that stops it. */
export function startSoundEffects(gameStore: GameStoreApi, sound: Sound): () => void {
  return gameStore.subscribe((next, prev) => {
    soundsFor(prev, next).forEach((name, i) => sound.play(name, i * SOUND_GAP));
  });
}
