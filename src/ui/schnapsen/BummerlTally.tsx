// The Bummerl tally (N12): the game points a player still needs, counted down from 7 (or 5) to 0. It reads as
// points to go ("4 to go"), and the winner's 0 as a win ("Won"), on the seat plates, in the deal result and at
// the end of the match alike. The element with the test id holds exactly the number as its text (outside
// checks read it); the words beside it are for the eye, and the accessible name says the same.
import { plural, useMessages, type Messages } from '../i18n';
import { LivesTokens } from '../shared/table/LivesTokens';

/** "4 game points to go", or "won" at 0: the tally's accessible name. */
export function tallyLabel(left: number, t: Messages): string {
  const s = t.schnapsen.seats;
  return left === 0 ? s.bummerlWon : plural(s.bummerlLeft, left);
}

/** The words after the number: "to go", or "Won" in place of the 0. */
export function TallyWords({ left }: { left: number }) {
  const s = useMessages().schnapsen.seats;
  return (
    <span className={`sn-tally__words${left === 0 ? ' is-won' : ''}`} aria-hidden="true">
      {left === 0 ? s.won : plural(s.toGo, left)}
    </span>
  );
}

export function BummerlTally({
  seat,
  left,
  max,
  testId = null,
}: {
  seat: number;
  /** Game points still to go. */
  left: number;
  /** Where the tally starts (the Bummerl size). */
  max: number;
  testId?: string | null;
}) {
  const t = useMessages();
  return (
    <span className={`sn-tally__value${left === 0 ? ' is-won' : ''}`}>
      <LivesTokens seat={seat} lives={left} max={max} testId={testId} label={tallyLabel(left, t)} />
      <TallyWords left={left} />
    </span>
  );
}
