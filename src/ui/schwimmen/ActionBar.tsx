// The turn buttons. Enabled exactly when the engine lists the action; a disabled one says why.
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import { useMessages } from '../i18n';

type Simple = Exclude<SchwimmenAction, { type: 'swap' } | { type: 'deal' }>;
type SimpleType = Simple['type'];

export function ActionBar({
  view,
  legal,
  onAction,
  statusId,
  knockReasonId,
  knockReason,
}: {
  view: SchwimmenView;
  legal: SchwimmenAction[];
  onAction(action: SchwimmenAction): void;
  /** The status line that says whose turn it is (the reason for every disabled button). */
  statusId: string;
  knockReasonId: string;
  knockReason: 'knockFirstRound' | 'alreadyKnocked' | null;
}) {
  const t = useMessages();
  const me = view.seat;
  if (view.phase === 'gameOver' || view.out[me]) return null;

  const find = (type: SimpleType) => legal.find((a) => a.type === type);
  const dealerChooses = view.phase === 'choose' && view.turn === me && find('keep') !== undefined;
  const types: SimpleType[] = dealerChooses ? ['keep', 'takeSecond'] : ['swapAll', 'pass', 'knock'];
  const anyLegal = types.some((type) => find(type));

  return (
    <div className="sw-actions">
      <div className="sw-actions__buttons">
        {types.map((type) => {
          const action = find(type);
          const reasonId = !action ? (type === 'knock' && knockReason ? knockReasonId : statusId) : undefined;
          return (
            <button
              key={type}
              type="button"
              className={`sw-button sw-button--${type}`}
              disabled={!action}
              aria-describedby={reasonId}
              title={
                !action && type === 'knock' && knockReason ? t.table.knockRefusals[knockReason] : undefined
              }
              onClick={() => action && onAction(action)}
            >
              {t.table.actions[type]}
            </button>
          );
        })}
      </div>
      {anyLegal && knockReason && (
        // After a knock the status line already says who knocked: the reason stays for screen readers.
        <p
          className={knockReason === 'alreadyKnocked' ? 'visually-hidden' : 'sw-actions__reason'}
          id={knockReasonId}
        >
          {t.table.knockRefusals[knockReason]}
        </p>
      )}
    </div>
  );
}
