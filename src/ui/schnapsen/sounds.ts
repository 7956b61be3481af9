// Which sounds a change of the Schnapsen table makes: the card played (the second card of a trick is heard as
// the trick being taken), a marriage, an exchange, closing, and the end of a deal or of the Bummerl.
import type { SchnapsenAction, SchnapsenState } from '../../engine/schnapsen';
import type { SchnapsenMatchRecord } from '../../match/schnapsen';
import { HUMAN } from '../../match/human';
import { matchOver as bummerlOver, roundOver as dealOver } from '../../match/schnapsenRounds';
import type { Table } from '../../games/types';
import type { SoundName } from '../sound/sounds';

const SCHNAPSEN_ACTION: Readonly<Record<SchnapsenAction['type'], SoundName | null>> = {
  deal: 'deal',
  play: 'card',
  marry: 'announce',
  exchangeTrump: 'swap',
  close: 'knock',
  // The result that follows says it all.
  claim: null,
};

/** The sounds of the change from `prev` to `next` (the same match, some action later). */
export function schnapsenSounds(
  prev: Table<SchnapsenMatchRecord, SchnapsenState>,
  next: Table<SchnapsenMatchRecord, SchnapsenState>,
): SoundName[] {
  const before = prev.state;
  const after = next.state;
  const log = next.match.log;
  const sounds: SoundName[] = [];
  if (log.length > prev.match.log.length) {
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
