// Schwimmen's moves in a game record (docs/records.md): "Ben takes 8♥, gives 9♣", "Anna knocks", "You keep
// the first hand". The shared parts (headers, deals, replay) are src/records'.
import type { Refusal } from '../../engine/game';
import { schwimmen, type SchwimmenAction, type SchwimmenState } from '../../engine/schwimmen';
import type { SchwimmenRefusal } from '../../engine/schwimmen/refusals';
import { HUMAN } from '../../match/human';
import type { SchwimmenMatchRecord } from '../../match/schwimmen';
import { moveBy, notTheirTurn, printCard, readCard, says, verb, YOU } from '../notation';
import type { GameNotation } from '../types';

/** A verb that follows a comma: ", gives 9♣", ", knocks" ("give", "knock" after You). */
const then = (name: string, word: string) => says(name, word).slice(name.length + 1);

function printMove(before: SchwimmenState, action: SchwimmenAction, names: readonly string[]): string {
  const seat = schwimmen.actor(before);
  const name = typeof seat === 'number' ? names[seat] : '?';
  const knock = 'knock' in action && action.knock ? `, ${then(name, 'knock')}` : '';
  switch (action.type) {
    case 'keep':
      return `${says(name, 'keep')} the first hand`;
    case 'takeSecond':
      return `${says(name, 'take')} the second hand`;
    case 'swap':
      return `${says(name, 'take')} ${printCard(action.take)}, ${then(name, 'give')} ${printCard(action.give)}${knock}`;
    case 'swapAll':
      return `${says(name, 'swap')} all three${knock}`;
    case 'pass':
      return says(name, 'pass');
    case 'knock':
      return says(name, 'knock');
    case 'deal':
      return 'deal';
  }
}

const KNOCK = `(?:,?\\s*(?:and\\s+)?(${verb('knock')}))?`;
const KEEP = new RegExp(`^${verb('keep')}(?:\\s+the\\s+first\\s+hand)?$`, 'i');
const SECOND = new RegExp(`^${verb('take')}\\s+the\\s+second\\s+hand$`, 'i');
const ALL = new RegExp(
  `^(?:${verb('swap')}\\s+all(?:\\s+three)?|${verb('take')}\\s+(?:all\\s+three|the\\s+whole\\s+middle))${KNOCK}$`,
  'i',
);
const SWAP = new RegExp(`^${verb('take')}\\s+(.+?),?\\s+(?:and\\s+)?${verb('give')}\\s+(.+?)${KNOCK}$`, 'i');
const SWAP_GIVE_FIRST = new RegExp(
  `^${verb('give')}\\s+(.+?),?\\s+(?:and\\s+)?${verb('take')}\\s+(.+?)${KNOCK}$`,
  'i',
);
const PASS = new RegExp(`^${verb('pass')}$`, 'i');
const KNOCK_ALONE = new RegExp(`^${verb('knock')}$`, 'i');

const NOT_A_CARD = (text: string) => `"${text}" is not a card (cards are written 10♥, Q♠ or 10h, qs)`;

function readMove(
  before: SchwimmenState,
  text: string,
  names: readonly string[],
): SchwimmenAction | { reason: string } {
  const by = moveBy(text, names);
  if (by === null) return { reason: `"${text.trim()}" does not start with a player's name` };
  const seat = schwimmen.actor(before);
  if (seat !== by.seat) {
    const who = names[by.seat];
    if (typeof seat !== 'number') return { reason: `${who} cannot move: the round is over` };
    return { reason: notTheirTurn(names[seat], who) };
  }
  const rest = by.rest.replace(/\s+/g, ' ').trim();
  if (KEEP.test(rest)) return { type: 'keep' };
  if (SECOND.test(rest)) return { type: 'takeSecond' };
  if (PASS.test(rest)) return { type: 'pass' };
  if (KNOCK_ALONE.test(rest)) return { type: 'knock' };
  const all = ALL.exec(rest);
  if (all) return all[1] ? { type: 'swapAll', knock: true } : { type: 'swapAll' };
  const swap = SWAP.exec(rest);
  const giveFirst = swap ? null : SWAP_GIVE_FIRST.exec(rest);
  const parts = swap ? { take: swap[1], give: swap[2], knock: swap[3] } : null;
  const other = giveFirst ? { give: giveFirst[1], take: giveFirst[2], knock: giveFirst[3] } : null;
  const found = parts ?? other;
  if (found) {
    const take = readCard(found.take);
    if (take === null) return { reason: NOT_A_CARD(found.take) };
    const give = readCard(found.give);
    if (give === null) return { reason: NOT_A_CARD(found.give) };
    return found.knock ? { type: 'swap', take, give, knock: true } : { type: 'swap', take, give };
  }
  return { reason: `"${rest}" is not a Schwimmen move` };
}

function refusalWords(r: Refusal, action: SchwimmenAction, name: string): string {
  const refusal = r as SchwimmenRefusal;
  switch (refusal.code) {
    case 'mustDeal':
      return 'the cards have not been dealt';
    case 'badDeck':
      return 'the deal is not the 32 cards, each once';
    case 'gameOver':
      return 'the match is over';
    case 'mustChoose':
      return `${name} must first keep the first hand or take the second`;
    case 'alreadyDealt':
    case 'alreadyChosen':
      return `${name} cannot choose a hand now: the hands are chosen`;
    case 'unknownAction':
      return 'that is no move of Schwimmen';
    case 'notYourTurn':
      return `${name} is not to move`;
    case 'alreadyKnocked':
      return `${name} cannot knock: somebody has knocked already`;
    case 'knockFirstRound':
      return `${name} cannot knock: not everyone has had a turn yet`;
    case 'badKnock':
    case 'noKnockWithSwap':
      return `${name} cannot knock at the end of an exchange: the rules of this match don't allow it`;
    case 'giveNotInHand':
      return action.type === 'swap'
        ? `${name} cannot give ${printCard(action.give)}: it is not in ${name === YOU ? 'your' : 'the'} hand`
        : `${name} cannot give a card that is not in the hand`;
    case 'takeNotInMiddle':
      return action.type === 'swap'
        ? `${name} cannot take ${printCard(action.take)}: it is not in the middle`
        : `${name} cannot take a card that is not in the middle`;
  }
  return `${name} cannot do that (${(refusal as Refusal).code})`;
}

/** A hand's value as written: 31, 30.5. */
const valueText = (value: number) => String(value);

const ENDINGS = { knock: 'Showdown', stock: 'Showdown', schnauz: 'Schnauz', feuer: 'Feuer' } as const;

/** "Showdown: You 24, Ben 31, Anna 17. Anna loses a life" (and the match's end, once it is over). */
function roundEnd(before: SchwimmenState, after: SchwimmenState, names: readonly string[]): string | null {
  const r = after.roundResult;
  if (r === null || r === before.roundResult) return null;
  const values = r.values.flatMap((value, seat) =>
    value === null ? [] : [`${names[seat]} ${valueText(value)}`],
  );
  const fates = r.losers.map((seat) => {
    const name = names[seat];
    if (r.eliminated.includes(seat)) return name === YOU ? 'You are out' : `${name} is out`;
    return after.lives[seat] === 0
      ? `${says(name, 'lose')} a life and ${then(name, 'swim')}`
      : `${says(name, 'lose')} a life`;
  });
  let text = `${ENDINGS[r.ending]}: ${values.join(', ')}.`;
  if (fates.length > 0) text += ` ${fates.join('; ')}.`;
  if (after.phase === 'gameOver')
    text +=
      after.winner === null
        ? ' The match ends in a draw.'
        : ` ${says(names[after.winner], 'win')} the match.`;
  return text;
}

export const schwimmenNotation: GameNotation<SchwimmenState, SchwimmenAction, SchwimmenMatchRecord> = {
  name: 'Schwimmen',
  dealWord: 'Round',
  dealer: (state) => state.dealer,
  names: (record) =>
    Array.from({ length: record.players }, (_, seat) =>
      seat === HUMAN ? null : (record.names?.[seat] ?? null),
    ),
  printMove,
  readMove,
  refusal: refusalWords,
  roundEnd,
};
