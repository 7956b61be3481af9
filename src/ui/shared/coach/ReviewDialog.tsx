// The Review dialog both games share: one entry per decision the player made in the round or deal, with its
// verdict, its cost and how it compares with the expert's choice; the costliest one is marked and explained.
// Each game draws a decision's position, words its moves and its costs (SchwimmenReview, SchnapsenReview).
import type { ReactNode } from 'react';
import type { DecisionReview } from '../../../coach/types';
import { gameStore, type ReviewEntry } from '../../../store';
import type { Game } from '../../../store/route';
import { format, plural, useLanguage, type Language } from '../../i18n';
import { coach as english, type CoachMessages } from '../../i18n/en/coach';
import { usePageText } from '../../i18n/pages';
import { FramedModal } from '../ModalFrame';
import { LoadFailed } from '../offline/LoadFailed';
import './review.css';
import { byGame } from '../../games';

export interface DecisionParts {
  /** The position as the player saw it. */
  position: ReactNode;
  /** The move made and the expert's, in words. */
  played: string;
  expert: string;
  /** One line comparing the two outcomes. */
  outcome: string;
  /** The one-line explanation shown under the costliest decision. */
  explain: string;
}

export interface ReviewDialogProps<D extends DecisionReview<unknown, unknown>> {
  game: Game;
  round: number;
  entry: ReviewEntry | undefined;
  onClose(): void;
  describe(d: D, c: CoachMessages): DecisionParts;
  /** A cost as the player reads it, in the game's unit and the language's own way of writing numbers. */
  costText(cost: number, c: CoachMessages, language: Language): string;
}

export function ReviewDialog<D extends DecisionReview<unknown, unknown>>({
  game,
  round,
  entry,
  onClose,
  describe,
  costText,
}: ReviewDialogProps<D>) {
  const c = usePageText('coach', english);
  const language = useLanguage();
  if (!c) return null;
  let body: ReactNode;
  if (!entry || entry.status === 'pending') {
    body = (
      <p className="review__status" role="status">
        {c.loading}
      </p>
    );
  } else if (entry.status === 'failed' && entry.cannotLoad) {
    body = <ReviewCannotLoad game={game} round={round} />;
  } else if (entry.status === 'failed') {
    body = (
      <p className="review__status" role="alert">
        {c.failed}
      </p>
    );
  } else if (entry.review.decisions.length === 0) {
    body = <p className="review__status">{c.none}</p>;
  } else {
    const { decisions, averageCost, costliest } = entry.review;
    body = (
      <>
        <p className="review__summary" role="status">
          {plural(c.summary, decisions.length, {
            cost: format(byGame(c.costShort, game), { cost: costText(averageCost, c, language) }),
          })}
        </p>
        <ol className="review__list">
          {(decisions as unknown as D[]).map((d, i) => {
            const parts = describe(d, c);
            const worst = i === costliest;
            const id = `review-decision-${i}`;
            return (
              <li
                key={d.logIndex}
                className={`review__decision review__decision--${d.verdict}${worst ? ' review__decision--costliest' : ''}`}
                data-testid="review-decision"
                data-verdict={d.verdict}
                data-cost={d.cost}
                data-costliest={worst ? 'true' : undefined}
                aria-labelledby={id}
                // Each decision is a Tab stop: the keyboard steps through them and the list scrolls along.
                tabIndex={0}
              >
                <h3 className="review__heading" id={id}>
                  <span>{format(c.decision, { n: i + 1 })}</span>
                  <span className={`review__verdict review__verdict--${d.verdict}`}>
                    {c.verdicts[d.verdict]}
                  </span>
                  {worst && <span className="review__flag">{c.costliest}</span>}
                </h3>
                <div className="review__position">{parts.position}</div>
                <dl className="review__moves">
                  <div>
                    <dt>{c.yourMove}</dt>
                    <dd>{parts.played}</dd>
                  </div>
                  <div>
                    <dt>{c.expertMove}</dt>
                    <dd>{parts.played === parts.expert ? c.sameMove : parts.expert}</dd>
                  </div>
                  <div>
                    <dt>{c.costLabel}</dt>
                    <dd>{format(byGame(c.cost, game), { cost: costText(d.cost, c, language) })}</dd>
                  </div>
                </dl>
                <p className="review__outcome">{parts.outcome}</p>
                {worst && <p className="review__explain">{parts.explain}</p>}
              </li>
            );
          })}
        </ol>
      </>
    );
  }
  return (
    <FramedModal
      id="review"
      className="scr-modal--review"
      bodyClassName="review"
      title={format(byGame(c.title, game), { round })}
      intro={c.intro}
      onClose={onClose}
    >
      <div data-testid="review" data-game={game} aria-busy={!entry || entry.status === 'pending'}>
        {body}
      </div>
    </FramedModal>
  );
}

/**
 * The review's code could not come (offline before the app is installed): said in the dialog, with Try again;
 * the store asks again by itself once the browser is back online (slices/coach.ts).
 */
function ReviewCannotLoad({ game, round }: { game: Game; round: number }) {
  const retry = () =>
    void gameStore()
      .getState()
      .reviewOf(game, round)
      .catch(() => {
        // Still cannot come: the notice stays.
      });
  return <LoadFailed part="review" variant="inline" onRetry={retry} />;
}
