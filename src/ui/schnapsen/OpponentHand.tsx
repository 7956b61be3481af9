// The opponent's cards, face down; a card the opponent showed (the other half of a marriage, the old trump
// card taken by an exchange, the trump card drawn last) lies face up among them, as everybody saw it.
import type { SchnapsenView } from '../../engine/schnapsen';
import { Card, CardBack, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { opponentBack } from './flights';

export function OpponentHand({ view, name, faces }: { view: SchnapsenView; name: string; faces: Faces }) {
  const t = useMessages();
  const known = view.opponentKnownCards.slice(0, view.opponentHandSize);
  const hidden = Math.max(0, view.opponentHandSize - known.length);
  return (
    <div
      className="sn-opp-hand"
      role="group"
      aria-label={format(t.schnapsen.table.opponentHand, { name })}
      data-count={view.opponentHandSize}
    >
      <span
        className="sn-opp-hand__backs"
        role="img"
        aria-label={plural(t.schnapsen.table.cardsHeld, view.opponentHandSize)}
      >
        {Array.from({ length: hidden }, (_, i) => (
          <CardBack key={i} size="sm" flight={opponentBack(i)} />
        ))}
      </span>
      {known.map((card) => (
        <Card
          key={card}
          card={card}
          faces={faces}
          size="sm"
          className="sn-opp-hand__known"
          title={t.schnapsen.table.knownCard}
        />
      ))}
    </div>
  );
}
