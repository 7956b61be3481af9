// The opponent's cards, face down; a card the opponent showed (the other half of a marriage, the old trump
// card taken by an exchange, the trump card drawn last) lies face up among them, as everybody saw it. In
// practice with the computer's cards shown, every card lies face up.
import type { Card as CardCode } from '../../engine/cards';
import type { SchnapsenView } from '../../engine/schnapsen';
import { Card, CardBack, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { opponentBack } from './flights';

export function OpponentHand({
  view,
  name,
  faces,
  openCards,
}: {
  view: SchnapsenView;
  name: string;
  faces: Faces;
  /** Practice with the computer's cards shown: its whole hand, face up. */
  openCards?: readonly CardCode[];
}) {
  const t = useMessages();
  const known = openCards ?? view.opponentKnownCards.slice(0, view.opponentHandSize);
  const hidden = openCards ? 0 : Math.max(0, view.opponentHandSize - known.length);
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
          className={openCards ? 'sn-opp-hand__open' : 'sn-opp-hand__known'}
          title={openCards ? undefined : t.schnapsen.table.knownCard}
        />
      ))}
    </div>
  );
}
