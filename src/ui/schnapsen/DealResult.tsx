// The end of a deal (N11, N12): who won, why, the game points it is worth, both players' card points and
// tricks, and the Bummerl tally before and after. data-testid="deal-result"; the button is "Next deal".
import { useId } from 'react';
import type { Seat } from '../../engine/game';
import type { Pair, SchnapsenView } from '../../engine/schnapsen';
import { format, plural, useMessages } from '../i18n';
import { formatNodes } from '../shared/table/formatNodes';
import { LivesTokens } from '../shared/table/LivesTokens';
import { tallyLabel, TallyWords } from './BummerlTally';
import { dealStory } from './story';
import { NextAction } from '../shared/PanelActions';
import type { TakeBackOffer } from '../shared/table/Practice';
import { CheckDealButton } from '../shared/deals/CheckDealButton';
import { useDealOnTable } from '../shared/deals/dealOnTable';
import { ReplayButton } from '../replay/ReplayButton';
import '../shared/screens.css';
import '../shared/table/table.css';
import './schnapsen.css';

export interface DealResultProps {
  /** Opens the review of the round or deal just played (the coach); no button without it. */
  onReview?(): void;
  /** Take back in a practice match (the move that ended the deal); no button without it. */
  takeBack?: TakeBackOffer;
  /** Seat 0's view once the deal is over (phase 'dealOver' or 'matchOver'). */
  view: SchnapsenView;
  names: readonly [string, string];
  /**
   * The Bummerl tally when the deal started. Without it the tally before is worked out from the result,
   * which is exact unless the winner needed fewer game points than they won (the last deal of a match).
   */
  bummerlBefore?: Pair<number>;
  onNext(): void;
  /** The button's words: "Next deal", or "See the result" after the last deal of a match. */
  nextLabel?: 'nextDeal' | 'seeResult';
  /** Moves focus to the button when the panel appears (default true). */
  autoFocus?: boolean;
}

export function DealResult({
  view,
  names,
  bummerlBefore,
  onNext,
  nextLabel = 'nextDeal',
  autoFocus = true,
  onReview,
  takeBack,
}: DealResultProps) {
  const t = useMessages();
  const m = t.schnapsen.result;
  const id = useId();
  // On a table, Replay of the match (issue 41) and "Check this deal" for the deal just played (issue 40).
  const deal = useDealOnTable();

  const result = view.dealResult;
  const story = dealStory(view, names, t, view.seat);
  if (result === null || story === null) return null;
  const me = view.seat;
  const before = (seat: Seat) =>
    bummerlBefore?.[seat] ??
    (seat === result.winner
      ? Math.min(view.rules.bummerl, view.bummerl[seat] + result.gamePoints)
      : view.bummerl[seat]);
  const won = result.winner === me;
  const seats: Seat[] = [me, 1 - me];

  return (
    <section
      className={`scr-panel sn-result${won ? ' sn-result--won' : ' sn-result--lost'}`}
      data-testid="deal-result"
      data-reason={result.reason}
      data-winner={result.winner}
      data-game-points={result.gamePoints}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-verdict`}
    >
      <header className="sn-result__header">
        <h2 className="scr-panel__title" id={`${id}-title`}>
          {format(m.title, { deal: view.dealNumber })}
        </h2>
        <span className="sn-result__points" data-testid="game-points">
          {plural(m.gamePoints, result.gamePoints)}
        </span>
      </header>
      <p className="sn-result__verdict" id={`${id}-verdict`}>
        {story.verdict}
      </p>
      <p className="sn-result__reason">{story.reason}</p>
      <p className="sn-result__worth">{story.worth}</p>
      {story.notes.map((note) => (
        <p key={note} className="sn-result__note">
          {note}
        </p>
      ))}
      <table className="scr-standings scr-standings--dense">
        <caption className="scr-visually-hidden">{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.columns.player}</th>
            <th scope="col" className="scr-standings__num">
              {m.columns.points}
            </th>
            <th scope="col" className="scr-standings__num">
              {m.columns.tricks}
            </th>
            <th scope="col" className="sn-result__tally-head">
              {m.columns.bummerl}
            </th>
          </tr>
        </thead>
        <tbody>
          {seats.map((seat) => {
            const from = before(seat);
            const to = view.bummerl[seat];
            return (
              <tr
                key={seat}
                className={`${seat === result.winner ? 'scr-standings__winner' : ''}${seat === me ? ' scr-standings__you' : ''}`}
                data-seat={seat}
              >
                <th scope="row">{names[seat]}</th>
                <td className="scr-standings__num" data-testid={`result-points-${seat}`}>
                  {view.points[seat]}
                </td>
                <td className="scr-standings__num">{view.tricksWon[seat]}</td>
                <td className="sn-result__tally">
                  <LivesTokens
                    seat={seat}
                    lives={to}
                    max={view.rules.bummerl}
                    testId={null}
                    label={tallyLabel(to, t)}
                  />
                  <span
                    className={`sn-result__change${from !== to ? ' is-changed' : ''}${to === 0 ? ' is-won' : ''}`}
                    role="img"
                    aria-label={format(to === 0 ? m.bummerlWonLabel : m.bummerlChangeLabel, {
                      before: from,
                      after: to,
                    })}
                    data-testid={`result-bummerl-${seat}`}
                  >
                    {/* The winner's 0 stays in the text for outside checks; "Won" stands in its place. */}
                    {formatNodes(m.bummerlChange, {
                      before: from,
                      after: <span className="sn-result__after">{to}</span>,
                    })}
                  </span>
                  <TallyWords left={to} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {deal && (
        <div className="deal-check__line">
          <ReplayButton />
          <CheckDealButton {...deal} />
        </div>
      )}
      <NextAction
        label={m[nextLabel]}
        onNext={onNext}
        autoFocus={autoFocus}
        review={onReview && { label: t.screens.common.review, onReview }}
        takeBack={takeBack}
      />
    </section>
  );
}
