// What both card tables share around their game's own layout: the props every table takes (the view, the
// moves, the hint, practice's Take back…), the table's hooks (the cards' flights, a fresh deal's guard, the
// kept focus, the aimed move), and the help buttons in the player's bar (Hint, and Take back).
import { useRef, type ReactNode } from 'react';
import type { Faces, Speed } from '../../../games/settings';
import { HintButton } from './Hint';
import { TakeBackButton, type TakeBackOffer } from './Practice';
import { useAim } from './aim';
import { useKeptFocus } from './rowFocus';
import { useCardFlight, type FlightPlan } from './useCardFlight';
import { useFreshDeal } from './useFreshDeal';

/** What every card table takes: `V` the game's view, `A` its action, `H` its hint. */
export interface CardTableProps<V, A, H> {
  /** Seat 0's view: the human is always seat 0. */
  view: V;
  /** The human's legal actions now ([] when it is not the human's turn). */
  legal: A[];
  faces: Faces;
  /**
   * The player's move, with the position it was aimed at (`position` as it was when the player tapped; see
   * aim.ts). Without `position` the table sends the action alone.
   */
  onAction(action: A, aimedAt?: string): void;
  /** The position on show (the store's positionKey), which every move is aimed at. */
  position?: string;
  /** Read the computers' moves out in a polite live region (on unless the app announces them itself). */
  announce?: boolean;
  /** Panels laid over the table (a round's result, the end of the match). */
  children?: ReactNode;
  /** The expert's suggestion for the human's turn now (the app drops it as soon as anything moves). */
  hint?: H | null;
  /** Asks for a hint; without it the table has no Hint button. */
  onHint?(): void;
  /** A hint is being worked out. */
  hintPending?: boolean;
  /** The pace of the game: the cards move quicker when faster, and not at all at instant speed. */
  speed?: Speed;
  /** The match on the table: a new match's first deal is dealt out like any other. */
  matchId?: string;
  /** A practice match: the felt is framed, and Take back is offered (`takeBack`, beside Hint). */
  practice?: boolean;
  takeBack?: TakeBackOffer | null;
  /** A take back has just been made: it is said in the live region. */
  tookBack?: boolean;
}

/**
 * The table's hooks: its root and its hand (`tableRef`, `handRef`), the cards flying as the view changes
 * (`flights`; `round`, the round or deal on the table, with the match names the deal), `fresh` (true while
 * a new deal is too fresh to take a tap), the keyboard's place kept in the hand, the root's handlers for an
 * aimed tap, and `send`, which plays an action aimed at the position tapped. With them the shared props,
 * their defaults filled in.
 */
export function useCardTable<V, A, H>(
  props: CardTableProps<V, A, H>,
  flights: (before: V, after: V, newDeal: boolean) => FlightPlan,
  round: number,
) {
  const { view, speed = 'normal', matchId, position, onAction } = props;
  const tableRef = useRef<HTMLDivElement>(null);
  const deal = `${matchId ?? ''}/${round}`;
  useCardFlight(tableRef, view, speed, flights, deal);
  const fresh = useFreshDeal(deal);
  const handRef = useRef<HTMLDivElement>(null);
  useKeptFocus(tableRef, handRef);
  const aim = useAim(position);

  function send(action: A) {
    const aimedAt = aim.aimedAt();
    if (aimedAt === undefined) onAction(action);
    else onAction(action, aimedAt);
  }

  return {
    tableRef,
    handRef,
    fresh,
    rootProps: aim.rootProps,
    send,
    announce: props.announce ?? true,
    hint: props.hint ?? null,
    hintPending: props.hintPending ?? false,
    practice: props.practice ?? false,
    takeBack: props.takeBack ?? null,
    tookBack: props.tookBack ?? false,
  };
}

/**
 * The help in the player's bar: Hint (when the table offers hints; `active` on the player's turn), and Take
 * back in practice, unless a result panel lies over the table (the panel offers it then).
 */
export function BarHelp({
  onHint,
  active,
  shown,
  pending,
  hintId,
  takeBack,
  overlaid,
}: {
  onHint: (() => void) | undefined;
  active: boolean;
  shown: boolean;
  pending: boolean;
  hintId: string;
  takeBack: TakeBackOffer | null;
  overlaid: boolean;
}) {
  return (
    <>
      {onHint && (
        <HintButton active={active} shown={shown} pending={pending} controls={hintId} onClick={onHint} />
      )}
      {/* While a result panel lies over the table, the panel offers Take back. */}
      {takeBack && !overlaid && <TakeBackButton offer={takeBack} className="table-bar-take-back" />}
    </>
  );
}
