// The human's own seat plate: name, dealer button, lives and marks.
import type { SchwimmenView } from '../../engine/schwimmen';
import { useMessages } from '../i18n';
import { DealerChip } from '../shared/table/DealerChip';
import { LivesTokens } from '../shared/table/LivesTokens';
import { SeatMarks } from './SeatMarks';

export function PlayerPlate({
  view,
  seat,
  name,
  active,
}: {
  view: SchwimmenView;
  seat: number;
  name: string;
  active: boolean;
}) {
  const t = useMessages();
  return (
    <div className={`seat sw-plate${active ? ' is-active' : ''}${view.out[seat] ? ' is-out' : ''}`}>
      <span className="seat__name">{name}</span>
      {view.dealer === seat && <DealerChip />}
      <LivesTokens seat={seat} lives={view.lives[seat]} max={view.rules.lives} />
      <SeatMarks view={view} seat={seat} active={active} turnLabel={t.table.me.yourTurn} keepRoom />
    </div>
  );
}
