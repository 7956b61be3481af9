// Which sounds a change of the Schwimmen table makes: the action that joined the log (S14b: a swap that ends
// with a knock is heard as both), the showdown (a Schnauz, a Feuer, a life lost) and the end of the match.
import type { SchwimmenAction, SchwimmenState } from '../../engine/schwimmen';
import type { SchwimmenMatchRecord } from '../../match/schwimmen';
import { HUMAN } from '../../match/human';
import { matchOver, roundOver } from '../../match/schwimmenRounds';
import type { Table } from '../../games/types';
import type { SoundName } from '../sound/sounds';

const SCHWIMMEN_ACTION: Readonly<Record<SchwimmenAction['type'], SoundName | null>> = {
  deal: 'deal',
  keep: 'card',
  takeSecond: 'swap',
  swap: 'swap',
  swapAll: 'swap',
  pass: null,
  knock: 'knock',
};

/**
 * The sounds of the change from `prev` to `next` (the same match, some action later); `skipping`: the
 * computers are being played to the end, silently but for the match's end.
 */
export function schwimmenSounds(
  prev: Table<SchwimmenMatchRecord, SchwimmenState>,
  next: Table<SchwimmenMatchRecord, SchwimmenState>,
  skipping: boolean,
): SoundName[] {
  const before = prev.state;
  const after = next.state;
  const sounds: SoundName[] = [];
  if (next.match.log.length > prev.match.log.length && !skipping) {
    const last = next.match.log[next.match.log.length - 1];
    const sound = SCHWIMMEN_ACTION[last.type];
    if (sound) sounds.push(sound);
    // S14b: a swap that ends with a knock is heard as both, unless a Schnauz it made ended the round.
    if ('knock' in last && last.knock === true && after.knocker !== null) sounds.push('knock');
  }

  const showdown = after.roundResult !== null && after.roundResult !== before.roundResult && roundOver(after);
  if (showdown && !skipping) {
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
