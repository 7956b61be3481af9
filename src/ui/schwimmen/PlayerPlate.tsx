// The human's own seat plate: name, dealer button, lives and marks. On the player's last turn (another
// player knocked) a tab on the plate's top edge says so and who knocked: beside the hand, in view wherever the
// hand is, where the status line under the buttons may be below the window of a small phone. Like an
// opponent's marks it takes no room, so that nothing moves as it comes and goes.
import type { SchwimmenView } from '../../engine/schwimmen';
import { format, useMessages } from '../i18n';
import { DealerChip } from '../shared/table/DealerChip';
import { LivesTokens } from '../shared/table/LivesTokens';
import { SeatMarks } from './SeatMarks';

export function PlayerPlate({
  view,
  seat,
  name,
  active,
  knockerName = '',
}: {
  view: SchwimmenView;
  seat: number;
  name: string;
  active: boolean;
  /** The name of the player who knocked this round, if any. */
  knockerName?: string;
}) {
  const t = useMessages();
  const lastTurn = active && view.phase === 'turns' && view.knocker !== null && view.knocker !== seat;
  const classes = ['seat', 'sw-plate'];
  if (active) classes.push('is-active');
  if (lastTurn) classes.push('is-last-turn');
  if (view.out[seat]) classes.push('is-out');
  return (
    <div className={classes.join(' ')} data-testid="player-plate">
      <span className="seat__name">{name}</span>
      {view.dealer === seat && <DealerChip />}
      <LivesTokens seat={seat} lives={view.lives[seat]} max={view.rules.lives} />
      <SeatMarks view={view} seat={seat} active={active} turnLabel={t.table.me.yourTurn} keepRoom />
      {lastTurn && (
        <span className="mark mark--last-turn">{format(t.table.me.lastTurn, { name: knockerName })}</span>
      )}
    </div>
  );
}
