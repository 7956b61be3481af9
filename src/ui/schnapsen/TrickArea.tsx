// The trick in the middle: the card led, waiting for an answer; once answered, the finished trick stays
// until the next card is led, marked with who took it (the engine settles a trick the moment it is
// complete, so without this nobody would see the second card).
import type { Card as CardCode } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { SchnapsenView } from '../../engine/schnapsen';
import { Card, type Faces } from '../cards';
import { format, useMessages } from '../i18n';
import { nameOf } from './words';

export function TrickArea({
  view,
  names,
  faces,
}: {
  view: SchnapsenView;
  names: readonly string[];
  faces: Faces;
}) {
  const t = useMessages();
  const me = view.seat;
  const last = view.tricks.at(-1) ?? null;
  let cards: { card: CardCode; seat: Seat }[] = [];
  let taker: Seat | null = null;
  if (view.lead !== null) {
    cards = [{ card: view.lead, seat: view.leader }];
  } else if (last !== null) {
    cards = [
      { card: last.lead, seat: last.leader },
      { card: last.follow, seat: 1 - last.leader },
    ];
    taker = last.winner;
  }
  const state = view.lead !== null ? 'lead' : taker !== null ? 'taken' : 'empty';
  return (
    <div className="sn-trick-zone">
      <div
        className={`sn-trick sn-trick--${state}`}
        data-testid="trick"
        data-state={state}
        role="group"
        aria-label={t.schnapsen.table.trick}
      >
        <span className="sn-slot sn-trick__slot card--md" aria-hidden="true" />
        {cards.map(({ card, seat }, i) => (
          <Card
            key={card}
            card={card}
            faces={faces}
            size="md"
            className={`sn-trick__card sn-trick__card--${seat === me ? 'me' : 'them'}${taker === seat ? ' is-winner' : ''}`}
            style={{ zIndex: i + 1 }}
          />
        ))}
      </div>
      <p className="sn-trick__caption">
        {taker !== null && (
          <span className={`sn-trick__taker sn-trick__taker--${taker === me ? 'me' : 'them'}`}>
            {format(t.schnapsen.table.tookTrick, { who: nameOf(taker, names, t, me) })}
          </span>
        )}
      </p>
    </div>
  );
}
