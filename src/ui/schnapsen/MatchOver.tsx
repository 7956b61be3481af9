// The end of a match (N12): who wins the Bummerl, how many deals it took, the final tally and the last
// deal in a sentence; "Play again" and "Change settings".
import { useId } from 'react';
import type { SchnapsenView } from '../../engine/schnapsen';
import { format, plural, useMessages } from '../i18n';
import { CrownIcon } from '../shared/icons';
import { BummerlTally } from './BummerlTally';
import { dealStory } from './story';
import { PlayAgainActions, type PlayAgainProps } from '../shared/PanelActions';
import { ReplayLine } from '../replay/ReplayButton';
import '../shared/screens.css';
import '../shared/table/table.css';
import './schnapsen.css';

export interface MatchOverProps extends PlayAgainProps {
  /** Seat 0's view once the match is over (phase 'matchOver'). */
  view: SchnapsenView;
  names: readonly [string, string];
  /** Bummerls won and lost by the human so far (the store's statistics), if kept. */
  record?: { won: number; lost: number };
}

export function MatchOver({ view, names, record, ...actions }: MatchOverProps) {
  const t = useMessages();
  const g = t.schnapsen.matchOver;
  const id = useId();

  const me = view.seat;
  const other = 1 - me;
  const winner = view.winner ?? view.dealResult?.winner ?? null;
  const youWon = winner === me;
  const story = dealStory(view, names, t, me);

  return (
    <section
      className={`scr-panel scr-gameover sn-matchover${youWon ? ' scr-gameover--won' : ' sn-matchover--lost'}`}
      data-testid="match-over"
      data-winner={winner ?? undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-sub`}
    >
      <div className="scr-gameover__crest" aria-hidden="true">
        <CrownIcon />
      </div>
      <p className="scr-gameover__eyebrow">{g.eyebrow}</p>
      <h2 className="scr-gameover__title" id={`${id}-title`}>
        {youWon ? g.youWin : format(g.theyWin, { name: names[other] })}
      </h2>
      <p className="scr-gameover__sub" id={`${id}-sub`}>
        {youWon ? format(g.youWinText, { name: names[other] }) : g.theyWinText}
      </p>
      <p className="scr-gameover__rounds">{plural(g.deals, view.dealNumber)}</p>
      <ul className="sn-matchover__tally">
        {[me, other].map((seat) => (
          <li key={seat} className={seat === winner ? 'is-winner' : undefined}>
            <span className="sn-matchover__name">{names[seat]}</span>
            <BummerlTally seat={seat} left={view.bummerl[seat]} max={view.rules.bummerl} />
          </li>
        ))}
      </ul>
      {story && (
        <p className="sn-matchover__last">
          {format(g.lastDeal, { story: `${story.reason} ${story.worth}` })}
        </p>
      )}
      {record && (
        <p className="sn-matchover__record">
          {format(g.record, { won: record.won, lost: record.lost, name: names[other] })}
        </p>
      )}
      <ReplayLine />
      <PlayAgainActions text={g} {...actions} />
    </section>
  );
}
