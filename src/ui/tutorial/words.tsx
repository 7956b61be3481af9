// Filling a step's text: its cards drawn as small cards in the player's faces, the rest as words.
import type { ReactNode } from 'react';
import type { Card } from '../../engine/cards';
import { CardRef, type Faces } from '../cards';
import { formatNodes } from '../shared/table/formatNodes';

export type Params = Record<string, ReactNode>;

/** A card drawn inside the text. */
export const cardIn = (card: Card, faces: Faces): ReactNode => <CardRef card={card} faces={faces} />;

/** Several cards in a row ("A♠ K♠ 10♠"). */
export const cardsIn = (cards: readonly Card[], faces: Faces): ReactNode => (
  <span className="tut-cards">
    {cards.map((card) => (
      <CardRef key={card} card={card} faces={faces} />
    ))}
  </span>
);

export function stepWords(template: string, params: Params): ReactNode {
  return formatNodes(template, params);
}
