// A card named inside running text: '9♠' with French faces, '9' and a drawn leaf with German faces.
import { suitOf, type Card } from '../../engine/cards';
import { useMessages } from '../i18n';
import { cardIndexLabel, cardName, type Faces } from './names';
import { SuitIcon } from './pips';
import './cards.css';

export function CardRef({ card, faces }: { card: Card; faces: Faces }) {
  const t = useMessages();
  const suit = suitOf(card);
  return (
    <span
      className={`card-ref card--${faces} card--suit-${suit}`}
      role="img"
      aria-label={cardName(card, faces, t)}
    >
      {cardIndexLabel(card, faces, t)}
      {faces === 'french' ? t.cards.french.symbols[suit] : <SuitIcon suit={suit} faces={faces} />}
    </span>
  );
}
