// Schnapsen's moves in a game record (docs/records.md): "Ben: A♥", "You: marriage ♥ 40", "Ben: close". The
// player's name may be left out: the seat to move is always known. The shared parts are src/records'.
import type { Refusal } from '../../engine/game';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../engine/schnapsen';
import type { SchnapsenRefusal } from '../../engine/schnapsen/refusals';
import type { SchnapsenMatchRecord } from '../../match/schnapsen';
import { moveBy, notTheirTurn, printCard, printSuit, readCard, readSuit, says, suitWord } from '../notation';
import type { GameNotation } from '../types';

const marriagePoints = (before: SchnapsenState, suit: string) => (suit === before.trumpSuit ? 40 : 20);

function printMove(before: SchnapsenState, action: SchnapsenAction, names: readonly string[]): string {
  const seat = schnapsen.actor(before);
  const name = typeof seat === 'number' ? names[seat] : '?';
  switch (action.type) {
    case 'play':
      return `${name}: ${printCard(action.card)}`;
    case 'marry':
      return `${name}: marriage ${printSuit(action.suit)} ${marriagePoints(before, action.suit)}`;
    case 'exchangeTrump':
      return `${name}: exchange trump`;
    case 'close':
      return `${name}: close`;
    case 'claim':
      return `${name}: claim`;
    case 'deal':
      return 'deal';
  }
}

function readMove(
  before: SchnapsenState,
  text: string,
  names: readonly string[],
): SchnapsenAction | { reason: string } {
  const seat = schnapsen.actor(before);
  const by = moveBy(text, names);
  if (by !== null && by.seat !== seat) {
    const who = names[by.seat];
    if (typeof seat !== 'number') return { reason: `${who} cannot move: the deal is over` };
    return { reason: notTheirTurn(names[seat], who) };
  }
  const rest = (by?.rest ?? text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^plays?\s+/i, '');
  const card = readCard(rest);
  if (card !== null) return { type: 'play', card };
  const marriage = /^(?:marriage|marry|marries)\s+(?:in\s+)?(\S+?)(?:\s+(\d+))?$/i.exec(rest);
  if (marriage) {
    const suit = readSuit(marriage[1]);
    if (suit === null)
      return { reason: `"${marriage[1]}" is not a suit (suits are written ♥ ♦ ♣ ♠ or h d c s)` };
    const worth = marriagePoints(before, suit);
    if (marriage[2] !== undefined && Number(marriage[2]) !== worth)
      return { reason: `a marriage in ${suitWord(suit)} is worth ${worth}, not ${marriage[2]}` };
    return { type: 'marry', suit };
  }
  if (/^exchanges?(?:\s+the)?(?:\s+trump)?(?:\s+(?:card|jack))?$/i.test(rest))
    return { type: 'exchangeTrump' };
  if (/^closes?(?:\s+the\s+talon)?$/i.test(rest)) return { type: 'close' };
  if (/^claims?(?:\s+66)?$/i.test(rest)) return { type: 'claim' };
  return { reason: `"${rest}" is not a Schnapsen move` };
}

function refusalWords(r: Refusal, action: SchnapsenAction, name: string): string {
  const refusal = r as SchnapsenRefusal;
  const play =
    action.type === 'play' ? `${name} cannot play ${printCard(action.card)}` : `${name} cannot do that`;
  switch (refusal.code) {
    case 'dealFirst':
      return 'the cards have not been dealt';
    case 'dealInProgress':
      return 'a deal is being played';
    case 'badDeck':
      return 'the deal is not the 20 cards, each once';
    case 'matchOver':
      return 'the match is over';
    case 'unknownAction':
      return 'that is no move of Schnapsen';
    case 'notYourTurn':
      return `${name} is not to move`;
    case 'cardNotInHand':
      return `${play}: it is not in the hand`;
    case 'leadMarriageCard':
      return `${play}: after the marriage in ${suitWord(refusal.suit)} its king or queen must be led`;
    case 'mustHead':
      return `${play}: a higher card of ${suitWord(refusal.suit)} must be played`;
    case 'mustFollow':
      return `${play}: ${suitWord(refusal.suit)} must be followed`;
    case 'mustTrump':
      return `${play}: without ${suitWord(refusal.suit)} a trump must be played`;
    case 'marryNotOnLead':
      return `${name} cannot announce a marriage: only the player on lead may, before leading`;
    case 'exchangeNotOnLead':
      return `${name} cannot exchange the trump: only the player on lead may, before leading`;
    case 'closeNotOnLead':
      return `${name} cannot close: only the player on lead may, before leading`;
    case 'claimNotOnLead':
      return `${name} cannot claim: only the player on lead may, before leading`;
    case 'marriageAnnounced':
      return `${name} has announced the marriage in ${suitWord(refusal.suit)}: its king or queen is led next`;
    case 'noMarriage':
      return refusal.suit === null
        ? `${name} cannot announce a marriage without its suit`
        : `${name} cannot announce a marriage in ${suitWord(refusal.suit)}: the king and queen are not both in the hand`;
    case 'talonClosed':
      return `${name} cannot do that: the talon is closed`;
    case 'talonEmpty':
      return `${name} cannot do that: the talon is used up`;
    case 'talonTooSmall':
      return `${name} cannot do that: too few cards are left in the talon`;
    case 'noTrumpJack':
      return `${name} cannot exchange the trump: ${printCard(refusal.card)} is not in the hand`;
  }
  return `${name} cannot do that (${(refusal as Refusal).code})`;
}

/** "Ben wins the deal: 2 game points, 67 to 30" (and the match's end, once it is over). */
function roundEnd(before: SchnapsenState, after: SchnapsenState, names: readonly string[]): string | null {
  const r = after.dealResult;
  if (r === null || r === before.dealResult) return null;
  const winner = names[r.winner];
  const points = `${r.gamePoints} game point${r.gamePoints === 1 ? '' : 's'}`;
  let text = `${says(winner, 'win')} the deal: ${points}, ${after.points[r.winner]} to ${after.points[1 - r.winner]}.`;
  if (after.winner !== null) text += ` ${says(names[after.winner], 'win')} the match.`;
  return text;
}

export const schnapsenNotation: GameNotation<SchnapsenState, SchnapsenAction, SchnapsenMatchRecord> = {
  name: 'Schnapsen',
  dealWord: 'Deal',
  dealer: (state) => state.dealer,
  names: (record) => [null, record.opponentName ?? null],
  printMove,
  readMove,
  refusal: refusalWords,
  roundEnd,
};
