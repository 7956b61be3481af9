// Cards and suits in words for sentences ("the ten of hearts", "a higher bell"), from the catalog.
import { rankOf, suitOf, type Card, type Suit } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { Faces } from '../cards';
import { format, type Messages } from '../i18n';

type SchnapsenRank = 'J' | 'Q' | 'K' | 'T' | 'A';

/** "the ten of hearts", "the Ober of bells". */
export function cardWords(card: Card, faces: Faces, t: Messages): string {
  const w = t.schnapsen.words;
  return format(w.card, {
    rank: w.ranks[faces][rankOf(card) as SchnapsenRank],
    suit: t.cards[faces].suits[suitOf(card)],
  });
}

/** "hearts", "bells". */
export function suitWords(suit: Suit, faces: Faces, t: Messages): string {
  return t.cards[faces].suits[suit];
}

/** "Hearts", "Bells": on buttons and in titles. */
export function suitTitle(suit: Suit, faces: Faces, t: Messages): string {
  return t.schnapsen.words.suitTitles[faces][suit];
}

/** "heart", "bell": one card of the suit. */
export function suitOne(suit: Suit, faces: Faces, t: Messages): string {
  return t.schnapsen.words.suitOne[faces][suit];
}

/** A player as the subject of a sentence: their name, or "you" inside a sentence for the human. */
export function nameOf(
  seat: Seat,
  names: readonly string[],
  t: Messages,
  humanSeat: Seat | null,
  inSentence = false,
): string {
  if (seat === humanSeat && inSentence) return t.screens.common.youInSentence;
  return names[seat] ?? '';
}
