// Names and marks of cards, from the catalog: the accessible name of every card element and the corner index.
import { rankOf, suitOf, type Card, type Suit } from '../../engine/cards';
import { format, type Messages } from '../i18n';

export const FACES = ['french', 'german'] as const;
/** French faces (♣ ♠ ♥ ♦) or German faces (acorns, leaves, hearts, bells) — purely cosmetic (S1). */
export type Faces = (typeof FACES)[number];

/** 'Ace of hearts', 'Ten of clubs'; with German faces 'Unter of leaves', 'Ace of bells'. */
export function cardName(card: Card, faces: Faces, t: Messages): string {
  const names = t.cards[faces];
  return format(t.cards.name, { rank: names.ranks[rankOf(card)], suit: names.suits[suitOf(card)] });
}

/** "9♠" with French faces; in words with German ones, which have no common suit symbols. */
export function cardText(card: Card, faces: Faces, t: Messages): string {
  if (faces === 'german') return cardName(card, faces, t);
  return t.cards.french.indices[rankOf(card)] + t.cards.french.symbols[suitOf(card)];
}

/** The corner index: '10', 'Q'; with German faces 'U', 'O'. */
export function cardIndexLabel(card: Card, faces: Faces, t: Messages): string {
  return t.cards[faces].indices[rankOf(card)];
}

/** Red suits on French faces; German faces colour every suit (see cards.css). */
export function isRed(suit: Suit): boolean {
  return suit === 'h' || suit === 'd';
}
