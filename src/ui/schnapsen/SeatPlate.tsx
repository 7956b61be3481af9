// A player's plate: the computer's face and level, name, dealer button, whose turn, tricks won, the Bummerl tally, the player's own points
// (when shown) and the announcements this deal (marriages, exchange, close) — for both seats.
import type { Seat } from '../../engine/game';
import type { SchnapsenView } from '../../engine/schnapsen';
import { SuitIcon, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import type { Level } from './settings';
import { Avatar, SeatLevel } from '../shared/table/Avatar';
import { DealerChip } from '../shared/table/DealerChip';
import { BummerlTally, tallyLabel } from './BummerlTally';
import { cardWords, suitWords } from './words';

export function SeatPlate({
  view,
  seat,
  name,
  faces,
  active,
  thinking = false,
  showPoints = false,
  level = null,
}: {
  view: SchnapsenView;
  seat: Seat;
  name: string;
  faces: Faces;
  /** This seat is to act. */
  active: boolean;
  thinking?: boolean;
  /** Shows the seat's counted and pending points (the human's own, with "Show my points"). */
  showPoints?: boolean;
  /** The computer player's level, shown with its face (the human's own plate has neither). */
  level?: Level | null;
}) {
  const t = useMessages();
  const s = t.schnapsen.seats;
  const mine = seat === view.seat;
  const inDeal = view.phase !== 'deal';
  const marriages = view.marriages.filter((m) => m.seat === seat);
  const exchanged = view.exchange?.seat === seat ? view.exchange.card : null;
  const closed = view.closedBy === seat;
  const pending = view.pendingPoints[seat];
  const tricks = view.tricksWon[seat];

  return (
    <div
      className={`seat sn-plate${mine ? ' sn-plate--me' : ' sn-plate--them'}${active ? ' is-active' : ''}`}
      data-seat={seat}
    >
      {level && <Avatar name={name} />}
      <div className="sn-plate__line">
        <span className="seat__name">{name}</span>
        {view.dealer === seat && <DealerChip />}
        {active ? (
          <span className="mark mark--turn">
            {mine ? s.yourTurn : thinking ? s.thinking : s.playing}
            {thinking && !mine && <Dots />}
          </span>
        ) : (
          // The mark keeps its room while the turn is elsewhere, so that the plate does not grow (a phone wraps
          // it onto a second line) or move as the turn passes; the computer's as wide as its "Thinking" mark.
          <span className="mark mark--turn" aria-hidden="true" style={{ visibility: 'hidden' }}>
            {mine ? s.yourTurn : s.thinking}
            {!mine && <Dots />}
          </span>
        )}
        {inDeal && (marriages.length > 0 || exchanged !== null || closed) && (
          <ul className="sn-calls" aria-label={s.announcements}>
            {marriages.map((m) => {
              const label = format(s.marriage, { suit: suitWords(m.suit, faces, t), points: m.points });
              return (
                <li key={m.suit} className="sn-call sn-call--marriage" title={label}>
                  <span role="img" aria-label={label} className="sn-call__inner">
                    <SuitIcon suit={m.suit} faces={faces} />
                    <span aria-hidden="true">{m.points}</span>
                  </span>
                </li>
              );
            })}
            {exchanged !== null && (
              <li
                className="sn-call"
                title={format(s.exchangedLong[faces], { card: cardWords(exchanged, faces, t) })}
              >
                <span className="visually-hidden">
                  {format(s.exchangedLong[faces], { card: cardWords(exchanged, faces, t) })}
                </span>
                <span aria-hidden="true">{s.exchanged}</span>
              </li>
            )}
            {closed && (
              <li className="sn-call sn-call--closed" title={s.closedLong}>
                <span className="visually-hidden">{s.closedLong}</span>
                <span aria-hidden="true">{s.closed}</span>
              </li>
            )}
          </ul>
        )}
      </div>
      {/* Read after the name; drawn under the face (schnapsen.css). */}
      {level && (
        <SeatLevel
          level={level}
          label={t.schnapsen.settings.level.label}
          name={t.schnapsen.settings.level.options[level].label}
        />
      )}
      <div className="sn-plate__line sn-plate__stats">
        <span className="sn-tally" title={tallyLabel(view.bummerl[seat], t)}>
          <span className="sn-tally__label" aria-hidden="true">
            {s.bummerl}
          </span>
          <BummerlTally
            seat={seat}
            left={view.bummerl[seat]}
            max={view.rules.bummerl}
            testId={`bummerl-${seat}`}
          />
        </span>
        {inDeal && (
          <span className="sn-stat sn-stat--tricks" data-testid={`tricks-${seat}`}>
            <span className="sn-stat__pile" aria-hidden="true" />
            {plural(s.tricks, tricks)}
          </span>
        )}
        {inDeal && showPoints && (
          <span className="sn-stat sn-stat--points" data-testid={`points-${seat}`}>
            {plural(s.points, view.points[seat])}
          </span>
        )}
        {inDeal && showPoints && pending > 0 && (
          <span
            className="sn-stat sn-stat--pending"
            data-testid={`pending-${seat}`}
            title={format(s.pendingLong, { count: pending })}
          >
            {format(s.pending, { count: pending })}
          </span>
        )}
      </div>
    </div>
  );
}

/** The three pulsing dots of a computer player who is thinking. */
function Dots() {
  return (
    <span className="mark__dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
