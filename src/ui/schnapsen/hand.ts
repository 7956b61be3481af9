// The order of the player's hand as people hold it: trumps first, then the other suits, each from the ace down
// (A 10 K Q J, N2). Display only; the engine's hand order is the order cards were dealt and drawn.
import { SUITS, suitOf, type Card, type Suit } from '../../engine/cards';
import { strength } from '../../engine/schnapsen';

export function sortHand(hand: readonly Card[], trump: Suit | null): Card[] {
  const suitOrder = (card: Card) => {
    const suit = suitOf(card);
    return suit === trump ? -1 : SUITS.indexOf(suit);
  };
  return [...hand].sort((a, b) => suitOrder(a) - suitOrder(b) || strength(b) - strength(a));
}
