// The marks on a seat: whose turn (or thinking), swimming, out, knocked.
import { isSwimming, type SchwimmenView } from '../../engine/schwimmen';
import { useMessages } from '../i18n';

export function SeatMarks({
  view,
  seat,
  active,
  thinking = false,
  turnLabel,
  keepRoom = false,
}: {
  view: SchwimmenView;
  seat: number;
  active: boolean;
  thinking?: boolean;
  /** The words on the turn mark ('Playing'; 'Your turn' at the human's seat). */
  turnLabel?: string;
  /**
   * The turn mark keeps its room (unseen) while the turn is elsewhere, for marks in a row with other things
   * (the human's plate). An opponent's marks sit on the edge of the seat and take no room of it.
   */
  keepRoom?: boolean;
}) {
  const t = useMessages();
  const marks = [];
  if (active) {
    marks.push(
      <span key="turn" className="mark mark--turn">
        {thinking ? t.table.seats.thinking : (turnLabel ?? t.table.seats.playing)}
        {thinking && (
          <span className="mark__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        )}
      </span>,
    );
  } else if (keepRoom && view.knocker !== seat && !view.out[seat]) {
    // The turn mark keeps its room while the turn is elsewhere, so that nothing moves as the turn passes. The
    // knocker has no turn left this round: its "Knocked" mark takes that room instead of wrapping below it.
    marks.push(
      <span key="turn" className="mark mark--turn" aria-hidden="true" style={{ visibility: 'hidden' }}>
        {turnLabel ?? t.table.seats.playing}
      </span>,
    );
  }
  if (view.knocker === seat) {
    marks.push(
      <span key="knock" className="mark mark--knock">
        {t.table.seats.knocked}
      </span>,
    );
  }
  if (view.out[seat]) {
    marks.push(
      <span key="out" className="mark mark--out">
        {t.table.seats.out}
      </span>,
    );
  } else if (isSwimming(view, seat)) {
    marks.push(
      <span key="swim" className="mark mark--swim">
        <svg className="mark__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M2 16c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 20c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" />
        </svg>
        {t.table.seats.swimming}
      </span>,
    );
  }
  return <div className="seat__marks">{marks}</div>;
}
