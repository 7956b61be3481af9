// Schnapsen's part of the replay viewer (ui/replay): both hands (face up, or the other's face down when the
// viewer shows one seat's view), the trump card and the talon, the trick, each player's points, tricks and
// Bummerl tally, and the move in words.
import type { Card as CardCode } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../engine/schnapsen';
import type { ReplayStep } from '../../records/replay';
import { Card, CardBack, cardText } from '../cards';
import { format, plural } from '../i18n';
import { LivesTokens } from '../shared/table/LivesTokens';
import type { ReplayBoardProps, ReplayGame, ReplayWords } from '../replay/types';
import { ReplaySeat } from '../replay/ReplaySeat';
import { dealStory } from './story';
import { suitWords } from './words';

type Forms = { readonly you: string; readonly other: string };

/** "You play A♥", "Ben plays A♥: Ben takes the trick", and how the deal ended where the move ended it. */
function moveWords(step: ReplayStep, { t, r, faces, names, person }: ReplayWords): string {
  const before = step.before as SchnapsenState;
  const after = step.after as SchnapsenState;
  const m = r.schnapsen.moves;
  const said = (forms: Forms, seat: Seat, params: Record<string, string | number> = {}) =>
    format(seat === person ? forms.you : forms.other, { name: names[seat] ?? '', ...params });
  const card = (c: CardCode | null) => (c === null ? '' : cardText(c, faces, t));
  const action = step.action as SchnapsenAction;
  let words: string;
  if (step.actor === 'chance') {
    const suit = after.trumpSuit === null ? '' : suitWords(after.trumpSuit, faces, t);
    words = said(m.deal, after.dealer, { suit });
  } else {
    const seat = step.actor;
    switch (action.type) {
      case 'play': {
        words = said(m.play, seat, { card: card(action.card) });
        const trick =
          after.tricks.length > before.tricks.length ? after.tricks[after.tricks.length - 1] : null;
        if (trick) words = said(m.takes, trick.winner, { move: words });
        break;
      }
      case 'marry': {
        const marriage = after.marriages[after.marriages.length - 1];
        words = said(m.marry, seat, {
          suit: suitWords(marriage.suit, faces, t),
          points: marriage.points,
        });
        break;
      }
      case 'exchangeTrump':
        words = said(m.exchange, seat, {
          card: before.trumpSuit === null ? '' : card(`J${before.trumpSuit}`),
          trump: card(before.trumpCard),
        });
        break;
      case 'close':
        words = said(m.close, seat);
        break;
      case 'claim':
        words = said(m.claim, seat);
        break;
      default:
        words = action.type;
    }
  }
  if (after.dealResult !== null && before.dealResult === null) {
    const story = dealStory(schnapsen.view(after, person ?? 0), names, t, person);
    if (story) words += ` · ${story.verdict} — ${story.reason}`;
  }
  return words;
}

function Board({ state, step, viewer, t, r, faces, names, person }: ReplayBoardProps) {
  const s = state as SchnapsenState;
  const w = r.schnapsen;
  const mover = step && step.actor !== 'chance' ? step.actor : null;
  // The person's seat at the foot, as at the table.
  const seats: Seat[] = person === 1 ? [0, 1] : [1, 0];
  const played =
    step?.action.type === 'play' && s.lead === null ? (s.tricks[s.tricks.length - 1] ?? null) : null;
  const trick = s.lead !== null ? { leader: s.leader, lead: s.lead, follow: null } : played;
  const seatRow = (seat: Seat) => {
    const open = viewer === null || viewer === seat;
    return (
      <ReplaySeat
        key={seat}
        seat={seat}
        name={names[seat]}
        cards={s.hands[seat]}
        open={open}
        dealer={seat === s.dealer}
        marks={seat === mover ? ['mover'] : []}
        t={t}
        faces={faces}
      >
        <LivesTokens
          seat={seat}
          lives={s.bummerl[seat]}
          max={s.rules.bummerl}
          testId={null}
          label={plural(w.bummerl, s.bummerl[seat])}
        />
        <span className="rp-badge">{format(w.points, { points: s.points[seat] })}</span>
        <span className="rp-seat__note">{plural(w.tricks, s.tricksWon[seat])}</span>
      </ReplaySeat>
    );
  };
  return (
    <div className="rp-board rp-board--schnapsen" data-players={2}>
      <ul className="rp-seats">{seatRow(seats[0])}</ul>
      <section className="rp-centre" aria-label={w.trump}>
        {s.trumpCard !== null && (
          <span className="rp-centre__extra">
            <span className="rp-centre__label">{w.trump}</span>
            {s.closedBy === null ? (
              <Card card={s.trumpCard} faces={faces} size="sm" />
            ) : (
              <CardBack size="sm" />
            )}
          </span>
        )}
        <span className="rp-centre__note">
          {s.closedBy !== null ? w.closed : plural(w.talon, s.talon.length)}
        </span>
        {trick && (
          <span className="rp-centre__extra" data-testid="replay-trick">
            <span className="rp-centre__label">{played ? w.lastTrick : w.trick}</span>
            <span className="rp-cards">
              <Card card={trick.lead} faces={faces} size="sm" />
              {trick.follow && <Card card={trick.follow} faces={faces} size="sm" />}
            </span>
          </span>
        )}
      </section>
      <ul className="rp-seats">{seatRow(seats[1])}</ul>
    </div>
  );
}

export const replayGame: ReplayGame = { Board, moveWords, dealWord: ({ r }) => r.schnapsen.deal };
