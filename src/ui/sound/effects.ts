// Which sounds a change in the game store makes: the actions that joined the log, a showdown or deal result,
// the end of a match. Read from the store like the screen is, never from the engine's insides; silent at
// instant speed and while the computers are skipped to the end.
import type { SchnapsenAction } from '../../engine/schnapsen';
import type { SchwimmenAction } from '../../engine/schwimmen';
import { speedOf, type GameStore, type GameStoreApi } from '../../store';
import { HUMAN } from '../../match/human';
import { matchOver as bummerlOver, roundOver as dealOver } from '../../match/schnapsen';
import { matchOver, roundOver } from '../../match/schwimmen';
import type { Sound } from './engine';
import type { SoundName } from './sounds';

/** Seconds between the sounds of one change (a swap, then the Schnauz it made, then the lost life). */
export const SOUND_GAP = 0.3;

const SCHWIMMEN_ACTION: Readonly<Record<SchwimmenAction['type'], SoundName | null>> = {
  deal: 'deal',
  keep: 'card',
  takeSecond: 'swap',
  swap: 'swap',
  swapAll: 'swap',
  pass: null,
  knock: 'knock',
};

const SCHNAPSEN_ACTION: Readonly<Record<SchnapsenAction['type'], SoundName | null>> = {
  deal: 'deal',
  play: 'card',
  marry: 'announce',
  exchangeTrump: 'swap',
  close: 'knock',
  // The result that follows says it all.
  claim: null,
};

function schwimmenSounds(prev: GameStore, next: GameStore): SoundName[] {
  if (next.match === prev.match && next.state === prev.state) return [];
  if (speedOf(next, 'schwimmen') === 'instant') return [];
  const before = prev.state;
  const after = next.state;
  const newMatch = next.match.id !== prev.match.id;
  const sounds: SoundName[] = [];
  if (newMatch) sounds.push('deal');
  else if (next.match.log.length > prev.match.log.length && !next.skipping) {
    const last = next.match.log[next.match.log.length - 1];
    const sound = SCHWIMMEN_ACTION[last.type];
    if (sound) sounds.push(sound);
    // S14b: a swap that ends with a knock is heard as both, unless a Schnauz it made ended the round.
    if ('knock' in last && last.knock === true && after.knocker !== null) sounds.push('knock');
  }
  if (newMatch) return sounds;

  const showdown = after.roundResult !== null && after.roundResult !== before.roundResult && roundOver(after);
  if (showdown && !next.skipping) {
    const result = after.roundResult!;
    if (result.ending === 'schnauz' || result.ending === 'feuer') sounds.push(result.ending);
    if (result.losers.includes(HUMAN)) sounds.push(after.out[HUMAN] ? 'matchLost' : 'lifeLost');
  }
  if (matchOver(after) && !matchOver(before)) {
    if (after.winner === HUMAN) sounds.push('matchWon');
    else if (!before.out[HUMAN] && !sounds.includes('matchLost')) sounds.push('matchLost');
  }
  return sounds;
}

function schnapsenSounds(prev: GameStore, next: GameStore): SoundName[] {
  if (next.schnapsenMatch === prev.schnapsenMatch && next.schnapsenState === prev.schnapsenState) return [];
  if (speedOf(next, 'schnapsen') === 'instant') return [];
  if (next.schnapsenMatch.id !== prev.schnapsenMatch.id) return ['deal'];
  const before = prev.schnapsenState;
  const after = next.schnapsenState;
  const log = next.schnapsenMatch.log;
  const sounds: SoundName[] = [];
  if (log.length > prev.schnapsenMatch.log.length) {
    const sameDeal = after.dealNumber === before.dealNumber;
    // The second card of a trick is heard as the trick being taken.
    const trickTaken = sameDeal && after.tricks.length > before.tricks.length;
    const sound = trickTaken ? 'trick' : SCHNAPSEN_ACTION[log[log.length - 1].type];
    if (sound) sounds.push(sound);
  }
  const ended = dealOver(after);
  if (ended && after.dealResult !== null && after.dealResult !== before.dealResult) {
    if (bummerlOver(after)) sounds.push(after.winner === HUMAN ? 'matchWon' : 'matchLost');
    // A deal lost costs what a life costs in Schwimmen: the same sound.
    else if (after.dealResult.winner !== HUMAN) sounds.push('lifeLost');
  }
  return sounds;
}

/** The sounds that the change from `prev` to `next` makes, in order. */
export function soundsFor(prev: GameStore, next: GameStore): SoundName[] {
  return [...schwimmenSounds(prev, next), ...schnapsenSounds(prev, next)];
}

/** Plays the game's sounds from now on; returns the function that stops it. */
export function startSoundEffects(gameStore: GameStoreApi, sound: Sound): () => void {
  return gameStore.subscribe((next, prev) => {
    soundsFor(prev, next).forEach((name, i) => sound.play(name, i * SOUND_GAP));
  });
}
