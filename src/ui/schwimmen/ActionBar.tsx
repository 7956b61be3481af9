// The turn buttons. Enabled exactly when the engine lists the action; a disabled one says why.
import type { KnockRefusal, SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import { useMessages } from '../i18n';

type Simple = Exclude<SchwimmenAction, { type: 'swap' } | { type: 'deal' }>;
type SimpleType = Simple['type'];
/**
 * A button of the bar: a plain action, or an exchange that ends with a knock (S14b). "Swap and knock" names
 * no cards: it arms the next swap picked on the table (`knockSwap`), so it works like a switch.
 */
export type ActionButton = SimpleType | 'swapKnock' | 'swapAllKnock';

/** Whether an action ends with a knock (S14b: `knock: true` on a swap or a swap-all). */
export const withKnock = (a: SchwimmenAction): boolean => 'knock' in a && a.knock === true;

/** The button that plays `action`, or null for a swap of one card (picked on the table) and a deal. */
export function buttonFor(action: SchwimmenAction): ActionButton | null {
  switch (action.type) {
    case 'swap':
      return withKnock(action) ? 'swapKnock' : null;
    case 'swapAll':
      return withKnock(action) ? 'swapAllKnock' : 'swapAll';
    case 'deal':
      return null;
    default:
      return action.type;
  }
}

/** The "Swap and knock" switch: the next swap the player picks ends with a knock while it is on. */
export interface KnockSwap {
  armed: boolean;
  onToggle(): void;
}

export function ActionBar({
  view,
  legal,
  onAction,
  statusId,
  knockReasonId,
  knockReason,
  hinted = null,
  hintId,
  knockSwap,
}: {
  view: SchwimmenView;
  legal: SchwimmenAction[];
  onAction(action: SchwimmenAction): void;
  /** The status line that says whose turn it is (the reason for every disabled button). */
  statusId: string;
  knockReasonId: string;
  knockReason: KnockRefusal['code'] | null;
  /** The button the hint suggests, marked and described by the hint (`hintId`). */
  hinted?: ActionButton | null;
  hintId?: string;
  knockSwap?: KnockSwap;
}) {
  const t = useMessages();
  const me = view.seat;
  if (view.phase === 'gameOver' || view.out[me]) return null;

  const find = (type: ActionButton): SchwimmenAction | undefined => {
    if (type === 'swapKnock') return legal.find((a) => a.type === 'swap' && withKnock(a));
    if (type === 'swapAllKnock') return legal.find((a) => a.type === 'swapAll' && withKnock(a));
    return legal.find((a) => a.type === type && !withKnock(a));
  };
  const dealerChooses = view.phase === 'choose' && view.turn === me && find('keep') !== undefined;
  // The buttons in groups that wrap as a whole: the exchanges that end with a knock (S14b) go to a line of
  // their own together when the line is too short for all five, never one of them alone.
  const groups: ActionButton[][] = dealerChooses
    ? [['keep', 'takeSecond']]
    : view.rules.knockWithSwap
      ? [
          ['swapAll', 'pass', 'knock'],
          ['swapKnock', 'swapAllKnock'],
        ]
      : [['swapAll', 'pass', 'knock']];
  const types = groups.flat();
  const anyLegal = types.some((type) => find(type));
  const knocks = (type: ActionButton) => type === 'knock' || type === 'swapKnock' || type === 'swapAllKnock';

  return (
    <div className="sw-actions" data-buttons={types.length}>
      <div className="sw-actions__buttons">
        {groups.map((group) => (
          <div className="sw-actions__group" key={group[0]}>
            {group.map((type) => {
              const action = find(type);
              const refused = !action && knocks(type) && knockReason !== null;
              const reasonId = !action ? (refused ? knockReasonId : statusId) : undefined;
              const isHinted = action !== undefined && hinted === type;
              const toggle = type === 'swapKnock';
              const pressed = toggle && action !== undefined && knockSwap?.armed === true;
              return (
                <button
                  key={type}
                  type="button"
                  // One primary button at most: the move the player asked the expert about. Knock is no default:
                  // it is allowed from the second lap on whatever the hand, when it often loses a life.
                  className={`table-button sw-button sw-button--${type}${isHinted ? ' table-button--primary is-hinted' : ''}${pressed ? ' is-pressed' : ''}`}
                  data-hint={isHinted ? 'suggested' : undefined}
                  disabled={!action}
                  aria-pressed={toggle ? pressed : undefined}
                  aria-describedby={isHinted ? hintId : reasonId}
                  title={refused && knockReason ? t.table.knockRefusals[knockReason] : undefined}
                  onClick={() => {
                    if (!action) return;
                    if (toggle) knockSwap?.onToggle();
                    else onAction(action);
                  }}
                >
                  {t.table.actions[type]}
                </button>
              );
            })}
          </div>
        ))}
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
