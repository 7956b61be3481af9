// Schwimmen's Review dialog: each decision of the round just played, with the hand and the middle as the
// player saw them, the risk of losing a life with their choice and with the expert's (coach/schwimmenReview).
import type { SchwimmenDecisionReview } from '../../coach/schwimmenReview';
import { SUITS } from '../../engine/cards';
import type { Card } from '../../engine/cards';
import { bestSuitIndex, FEUER, handValue, SCHNAUZ, type SchwimmenAction } from '../../engine/schwimmen';
import { gameStore, useGame } from '../../store';
import { cardText, type Faces } from '../cards';
import { format, useMessages, type Language, type Messages } from '../i18n';
import type { CoachMessages } from '../i18n/en/coach';
import { ReviewDialog, type DecisionParts } from '../shared/coach/ReviewDialog';
import { MiniHand } from '../shared/MiniCard';
import { valueText } from './text';
import { schwimmenSettings } from './useSchwimmen';

/**
 * The hand `action` leaves the player with; for taking the second packet, the packet as it turned out (null
 * for a review that does not carry it).
 */
function handAfter(action: SchwimmenAction, d: SchwimmenDecisionReview): readonly Card[] | null {
  const { view } = d;
  switch (action.type) {
    case 'swap':
      return view.hand.map((c) => (c === action.give ? action.take : c));
    case 'swapAll':
      return view.middle;
    case 'takeSecond':
      return d.packet ?? null;
    default:
      return view.hand;
  }
}

function worthText(
  action: SchwimmenAction,
  d: SchwimmenDecisionReview,
  faces: Faces,
  t: Messages,
  c: CoachMessages,
): string {
  const hand = handAfter(action, d);
  if (hand === null) return c.schwimmen.worth.unseen;
  const rules = d.view.rules;
  const value = handValue(hand, rules);
  if (value === FEUER) return c.schwimmen.worth.feuer;
  const suit = bestSuitIndex(hand, rules);
  if (suit === null) return c.schwimmen.worth.threeOfAKind;
  return format(value === SCHNAUZ ? c.schwimmen.worth.schnauz : c.schwimmen.worth.suit, {
    value: valueText(value),
    suit: t.cards[faces].suits[SUITS[suit]],
  });
}

export function moveText(action: SchwimmenAction, faces: Faces, t: Messages, c: CoachMessages): string {
  const a = c.schwimmen.actions;
  switch (action.type) {
    case 'swap':
      return format(action.knock ? a.swapKnock : a.swap, {
        give: cardText(action.give, faces, t),
        take: cardText(action.take, faces, t),
      });
    case 'swapAll':
      return action.knock ? a.swapAllKnock : a.swapAll;
    case 'deal':
      return '';
    default:
      return a[action.type];
  }
}

const percent = (x: number) => String(Math.round(x * 100));

/**
 * A cost in percentage points of the risk of losing a life, as a whole number of per cent ("26%", "26 %"; one
 * decimal under one).
 */
export function schwimmenCost(cost: number, c: CoachMessages, language: Language): string {
  const digits = cost > 0 && cost < 1 ? 1 : 0;
  return format(c.percent, {
    percent: new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(cost),
  });
}

export function describeSchwimmen(
  d: SchwimmenDecisionReview,
  c: CoachMessages,
  faces: Faces,
  t: Messages,
): DecisionParts {
  const { view } = d;
  const choosing = view.phase === 'choose';
  const played = moveText(d.played, faces, t, c);
  const expert = moveText(d.expert, faces, t, c);
  return {
    position: (
      <>
        <span className="review__part">
          {choosing ? c.schwimmen.packet : c.schwimmen.hand}
          <MiniHand cards={view.hand} faces={faces} size="sm" />
        </span>
        {!choosing && (
          <span className="review__part">
            {c.schwimmen.middle}
            <MiniHand cards={view.middle} faces={faces} size="sm" />
          </span>
        )}
        {choosing && d.packet && (
          <span className="review__part">
            {c.schwimmen.secondPacket}
            <MiniHand cards={d.packet} faces={faces} size="sm" />
          </span>
        )}
      </>
    ),
    played,
    expert,
    outcome: format(c.schwimmen.risk, { played: percent(d.playedOutcome), expert: percent(d.expertOutcome) }),
    explain: format(c.schwimmen.explain, {
      played: played.charAt(0).toUpperCase() + played.slice(1),
      playedWorth: worthText(d.played, d, faces, t, c),
      playedRisk: percent(d.playedOutcome),
      expert,
      expertWorth: worthText(d.expert, d, faces, t, c),
      expertRisk: percent(d.expertOutcome),
    }),
  };
}

/** The dialog for the round in `gameStore().reviewing`, while it is Schwimmen's. */
export function SchwimmenReview() {
  const t = useMessages();
  const reviewing = useGame((s) => s.reviewing);
  const entry = useGame((s) => (reviewing ? s.reviews[reviewing.key] : undefined));
  const faces = useGame((s) => schwimmenSettings(s).faces);
  if (!reviewing || reviewing.game !== 'schwimmen') return null;
  return (
    <ReviewDialog<SchwimmenDecisionReview>
      game="schwimmen"
      round={reviewing.round}
      entry={entry}
      onClose={() => gameStore().getState().closeReview()}
      describe={(d, c) => describeSchwimmen(d, c, faces, t)}
      costText={schwimmenCost}
    />
  );
}
