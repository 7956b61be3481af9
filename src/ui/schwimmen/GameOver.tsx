import { useId } from 'react';
import type { Seat } from '../../engine/game';
import { format, ordinal, plural, useMessages } from '../i18n';
import { PanelScroll, PlayAgainActions, type PlayAgainProps } from '../shared/PanelActions';
import '../shared/screens.css';
import { CrownIcon } from '../shared/icons';
import { ReplayLine } from '../replay/ReplayButton';

export interface SchwimmenSummary {
  rounds: number;
  /** Lives each seat lost in the match (a swimmer's final loss is not a life). */
  livesLost: number[];
  /** Seats in the order they went out. */
  outOrder: Seat[];
}

export interface GameOverProps extends PlayAgainProps {
  /** The last player in the game; null for a draw. */
  winner: Seat | null;
  names: readonly string[];
  summary: SchwimmenSummary;
  humanSeat?: Seat;
}

/** The end of the match: the winner or a draw, and how everybody fared. */
export function GameOver({ winner, names, summary, humanSeat = 0, ...actions }: GameOverProps) {
  const t = useMessages();
  const g = t.screens.gameOver;
  const id = useId();

  const youWon = winner !== null && winner === humanSeat;
  const heading = winner === null ? g.draw : youWon ? g.youWin : format(g.wins, { name: names[winner] });
  const subline =
    winner === null ? g.drawText : youWon ? g.youWinText : format(g.theyWinText, { name: names[winner] });

  // Places: the winner, then the last to go out, back to the first.
  const seats = names.map((_, seat) => seat);
  const place = (seat: Seat) => {
    if (seat === winner) return -1;
    const i = summary.outOrder.indexOf(seat);
    return i < 0 ? -0.5 : summary.outOrder.length - i;
  };
  const rows = [...seats].sort((a, b) => place(a) - place(b) || a - b);
  const finish = (seat: Seat) => {
    if (seat === winner) return g.winner;
    const i = summary.outOrder.indexOf(seat);
    return i < 0 ? g.stillIn : ordinal(g.outOrdinal, i + 1);
  };

  return (
    <section
      className={`scr-panel scr-panel--framed scr-gameover${youWon ? ' scr-gameover--won' : ''}`}
      data-testid="game-over"
      data-players={names.length}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-sub`}
    >
      <header className="scr-gameover__head">
        <div className="scr-gameover__crest" aria-hidden="true">
          {winner === null ? <DrawIcon /> : <CrownIcon />}
        </div>
        <div className="scr-gameover__heading">
          <p className="scr-gameover__eyebrow">{g.title}</p>
          <h2 className="scr-gameover__title" id={`${id}-title`}>
            {heading}
          </h2>
        </div>
      </header>
      <p className="scr-gameover__sub" id={`${id}-sub`}>
        {subline}
      </p>
      <p className="scr-gameover__rounds">{plural(g.rounds, summary.rounds)}</p>
      <PanelScroll labelledBy={`${id}-caption`}>
        <table className="scr-standings">
          <caption className="scr-visually-hidden" id={`${id}-caption`}>
            {g.tableCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{g.columns.player}</th>
              <th scope="col">{g.columns.finish}</th>
              <th scope="col" className="scr-standings__num">
                {g.columns.livesLost}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((seat) => (
              <tr
                key={seat}
                className={`${seat === winner ? 'scr-standings__winner' : ''}${seat === humanSeat ? ' scr-standings__you' : ''}`}
                data-seat={seat}
              >
                <th scope="row">{names[seat]}</th>
                <td>{finish(seat)}</td>
                <td className="scr-standings__num">{summary.livesLost[seat] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ReplayLine />
      </PanelScroll>
      <PlayAgainActions text={g} {...actions} />
    </section>
  );
}

/** The winner's crown (also on Schnapsen's match-over panel). */
function DrawIcon() {
  return (
    <svg viewBox="0 0 64 64" focusable="false">
      <path
        d="M32 8v48M14 20h36M14 20L6 38h16zM50 20l-8 18h16z"
        stroke="currentColor"
        strokeWidth="3.5"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="20" y="54" width="24" height="4" rx="2" fill="currentColor" />
    </svg>
  );
}
