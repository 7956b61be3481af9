// The talon with the trump card lying across under it (N3), face up until somebody closes (N9): then it is
// turned face down over the talon. The element with data-testid="talon" holds exactly the number of
// face-down cards left as its text; the trump suit stays named beside the pile all deal long.
import type { SchnapsenView } from '../../engine/schnapsen';
import { Card, CardBack, SuitIcon, cardName, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { anchors } from './flights';
import { suitWords } from './words';

export function TalonPile({ view, faces }: { view: SchnapsenView; faces: Faces }) {
  const t = useMessages();
  const tt = t.schnapsen.table;
  const closed = view.closedBy !== null;
  const label =
    view.talonSize === 0 && view.trumpCard === null && view.phase !== 'deal'
      ? tt.talonEmpty
      : plural(closed ? tt.talonCountClosed : tt.talonCount, view.talonSize);
  return (
    <div className={`sn-talon${closed ? ' is-closed' : ''}`}>
      <div className="sn-talon__stack">
        {view.trumpCard !== null && (
          <div
            className="sn-talon__trump"
            data-testid="trump-card"
            data-face={view.trumpFaceUp ? 'up' : 'down'}
            role="group"
            aria-label={
              view.trumpFaceUp
                ? format(tt.trumpCard, { card: cardName(view.trumpCard, faces, t) })
                : tt.trumpFaceDown
            }
          >
            {view.trumpFaceUp ? (
              <Card card={view.trumpCard} faces={faces} size="sm" />
            ) : (
              <CardBack size="sm" />
            )}
          </div>
        )}
        <div
          className={`sn-talon__pile${view.talonSize === 0 ? ' is-empty' : ''}`}
          data-testid="talon"
          data-flight-anchor={anchors.talon}
          role="img"
          aria-label={label}
          data-count={view.talonSize}
        >
          {view.talonSize > 0 ? <CardBack size="sm" /> : <span className="sn-slot card--sm" />}
          <span className="sn-talon__count">{view.talonSize}</span>
        </div>
      </div>
      {view.trumpSuit !== null && (
        <span
          className={`sn-trumps sn-trumps--${faces}`}
          role="img"
          aria-label={format(tt.trumpSuit, { suit: suitWords(view.trumpSuit, faces, t) })}
        >
          <span aria-hidden="true">{tt.trumps}</span>
          <SuitIcon suit={view.trumpSuit} faces={faces} />
        </span>
      )}
    </div>
  );
}
