// Schnapsen's Review dialog: each decision of the deal just played, with the hand, the card led, the trump
// and the score as the player saw them, and the expected game points of their choice and of the expert's
// (coach/schnapsenReview).
import type { SchnapsenDecisionReview } from '../../coach/schnapsenReview';
import type { SchnapsenAction } from '../../engine/schnapsen';
import { gameStore, useGame } from '../../store';
import { cardText, type Faces } from '../cards';
import { format, plural, useMessages, type Language, type Messages } from '../i18n';
import type { CoachMessages } from '../i18n/en/coach';
import { ReviewDialog, type DecisionParts } from '../shared/coach/ReviewDialog';
import { MiniCard, MiniHand } from '../shared/MiniCard';
import { schnapsenSettings, schnapsenTable } from './useSchnapsen';

export function schnapsenMoveText(
  action: SchnapsenAction,
  following: boolean,
  faces: Faces,
  t: Messages,
  c: CoachMessages,
): string {
  const a = c.schnapsen.actions;
  switch (action.type) {
    case 'play':
      return format(following ? a.follow : a.lead, { card: cardText(action.card, faces, t) });
    case 'marry':
      return format(a.marry, { suit: t.cards[faces].suits[action.suit] });
    case 'exchangeTrump':
      return format(a.exchangeTrump, { jack: t.schnapsen.words.ranks[faces].J });
    case 'deal':
      return '';
    default:
      return a[action.type];
  }
}

const points = (x: number) => (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x).toFixed(2);
const percent = (x: number) => String(Math.round(x * 100));

/** A cost in game points, with two decimals. */
export function schnapsenCost(cost: number, _c: CoachMessages, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cost);
}

export function describeSchnapsen(
  d: SchnapsenDecisionReview,
  c: CoachMessages,
  faces: Faces,
  t: Messages,
  /** The opponent's name in this match. */
  name: string,
): DecisionParts {
  const { view } = d;
  const me = view.seat;
  const following = view.lead !== null;
  const played = schnapsenMoveText(d.played, following, faces, t, c);
  const expert = schnapsenMoveText(d.expert, following, faces, t, c);
  const same = (a: SchnapsenAction) => d.options.find((o) => JSON.stringify(o.action) === JSON.stringify(a));
  const mine = same(d.played);
  const best = same(d.expert);
  return {
    position: (
      <>
        <span className="review__part">
          {c.schnapsen.hand}
          <MiniHand cards={view.hand} faces={faces} size="sm" />
        </span>
        {view.lead !== null && (
          <span className="review__part">
            {c.schnapsen.led}
            <MiniCard card={view.lead} faces={faces} size="sm" />
          </span>
        )}
        {view.trumpSuit !== null && (
          <span>{format(c.schnapsen.trump, { suit: t.cards[faces].suits[view.trumpSuit] })}</span>
        )}
        <span>{view.closedBy !== null ? c.schnapsen.closed : plural(c.schnapsen.talon, view.talonSize)}</span>
        <span>{format(c.schnapsen.score, { mine: view.points[me], theirs: view.points[1 - me], name })}</span>
      </>
    ),
    played,
    expert,
    outcome: format(c.schnapsen.worth, { played: points(d.playedOutcome), expert: points(d.expertOutcome) }),
    explain: format(c.schnapsen.explain, {
      played: played.charAt(0).toUpperCase() + played.slice(1),
      playedValue: points(d.playedOutcome),
      playedWin: percent(mine?.winShare ?? 0),
      expert,
      expertValue: points(d.expertOutcome),
      expertWin: percent(best?.winShare ?? 0),
      name,
    }),
  };
}

/** The dialog for the deal in `gameStore().reviewing`, while it is Schnapsen's. */
export function SchnapsenReview() {
  const t = useMessages();
  const reviewing = useGame((s) => s.reviewing);
  const entry = useGame((s) => (reviewing ? s.reviews[reviewing.key] : undefined));
  const faces = useGame((s) => schnapsenSettings(s).faces);
  const name = useGame((s) => schnapsenTable(s).match.opponentName) ?? t.app.names[0];
  if (!reviewing || reviewing.game !== 'schnapsen') return null;
  return (
    <ReviewDialog<SchnapsenDecisionReview>
      game="schnapsen"
      round={reviewing.round}
      entry={entry}
      onClose={() => gameStore().getState().closeReview()}
      describe={(d, c) => describeSchnapsen(d, c, faces, t, name)}
      costText={schnapsenCost}
    />
  );
}
