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
  hinted = null,
  hintId,
}: {
  view: SchwimmenView;
  legal: SchwimmenAction[];
  onAction(action: SchwimmenAction): void;
  /** The status line that says whose turn it is (the reason for every disabled button). */
  statusId: string;
  knockReasonId: string;
  knockReason: 'knockFirstRound' | 'alreadyKnocked' | null;
  /** The button the hint suggests, marked and described by the hint (`hintId`). */
  hinted?: SimpleType | null;
  hintId?: string;
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
          const isHinted = action !== undefined && hinted === type;
          return (
            <button
              key={type}
              type="button"
              className={`table-button sw-button sw-button--${type}${type === 'knock' || type === 'keep' ? ' table-button--primary' : ''}${isHinted ? ' is-hinted' : ''}`}
              data-hint={isHinted ? 'suggested' : undefined}
              disabled={!action}
              aria-describedby={isHinted ? hintId : reasonId}
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
      {/* The line is always there, so that the table does not move when it fills on the player's turn. */}
      <p className="sw-actions__reason" id={knockReasonId}>
        {anyLegal && knockReason && (
          // After a knock the status line already says who knocked: the reason stays for screen readers.
          <span className={knockReason === 'alreadyKnocked' ? 'visually-hidden' : undefined}>
            {t.table.knockRefusals[knockReason]}
          </span>
        )}
      </p>
    </div>
  );
}
