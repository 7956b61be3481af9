// Schwimmen's part of the replay viewer (ui/replay): the table after a move, every seat in a row with its
// lives and hand (face up, or face down when the viewer shows one seat's view), the middle, and the move in
// the move log's words (describe.ts).
import type { Seat } from '../../engine/game';
import { handValue, roundHistory, type SchwimmenState } from '../../engine/schwimmen';
import type { ReplayStep } from '../../records/replay';
import { Card, CardBack } from '../cards';
import { format, plural } from '../i18n';
import { LivesTokens } from '../shared/table/LivesTokens';
import type { ReplayBoardProps, ReplayGame, ReplayWords } from '../replay/types';
import { ReplaySeat } from '../replay/ReplaySeat';
import { describeDeal, describeEvent, showdownLine } from './describe';
import { roundMoves } from './moves';
import { lineText, valueText } from './text';

/** "Anna deals.", "Ben takes 9♠ and gives 7♦", "Everybody passed: …", and the showdown a move brought. */
function moveWords(step: ReplayStep, { t, faces, names, person }: ReplayWords): string {
  const before = step.before as SchwimmenState;
  const after = step.after as SchwimmenState;
  const options = { humanSeat: person, faces };
  const sentences: string[] = [];
  if (step.action.type === 'deal') {
    sentences.push(describeDeal(after.dealer, names, t, options));
  } else {
    const earlier = roundHistory(before).length;
    for (const move of roundMoves(roundHistory(after).slice(earlier)))
      sentences.push(describeEvent(move, names, t, options));
  }
  if (after.roundResult !== null && after.roundResult !== before.roundResult)
    sentences.push(lineText(showdownLine(after.roundResult, names, t, person), t, faces));
  return sentences.join(' · ');
}

function Board({ state, step, viewer, t, r, faces, names }: ReplayBoardProps) {
  const s = state as SchwimmenState;
  const shown = s.roundResult?.hands;
  const seats = names.map((_, seat) => seat);
  const mover = step && step.actor !== 'chance' ? step.actor : null;
  /** The cards a seat holds, and whether the viewer sees them. */
  const handOf = (seat: Seat) => {
    const cards = shown?.[seat] ?? s.hands[seat] ?? [];
    const open = viewer === null || viewer === seat || Boolean(shown?.[seat]);
    return { cards, open };
  };
  return (
    <div className="rp-board rp-board--schwimmen" data-players={names.length}>
      <section className="rp-centre" aria-label={t.table.centre.middle}>
        <span className="rp-centre__label">{t.table.centre.middle}</span>
        <span className="rp-cards" data-testid="replay-middle">
          {s.middle.map((card) => (
            <Card key={card} card={card} faces={faces} size="sm" />
          ))}
        </span>
        {s.secondPacket.length > 0 && (
          <span className="rp-centre__extra">
            <span className="rp-cards" aria-hidden="true">
              {s.secondPacket.map((card) =>
                viewer === null ? (
                  <Card key={card} card={card} faces={faces} size="sm" />
                ) : (
                  <CardBack key={card} size="sm" />
                ),
              )}
            </span>
            <span className="rp-centre__label">{t.table.seats.secondPacket}</span>
          </span>
        )}
        {s.stock.length > 0 && (
          <span className="rp-centre__note">{plural(t.table.centre.stockCount, s.stock.length)}</span>
        )}
      </section>
      <ul className="rp-seats">
        {seats.map((seat) => {
          const { cards, open } = handOf(seat);
          const out = s.out[seat];
          const value = open && cards.length === 3 ? handValue(cards, s.rules) : null;
          const marks = [
            ...(seat === mover ? ['mover'] : []),
            ...(seat === s.turn ? ['turn'] : []),
            ...(out ? ['out'] : []),
          ];
          return (
            <ReplaySeat
              key={seat}
              seat={seat}
              name={names[seat]}
              cards={cards}
              open={open}
              dealer={seat === s.dealer}
              marks={marks}
              t={t}
              faces={faces}
            >
              <LivesTokens seat={seat} lives={s.lives[seat]} max={s.rules.lives} testId={null} />
              {value !== null && (
                <span className="rp-seat__value">
                  {format(r.schwimmen.handValue, { value: valueText(value) })}
                </span>
              )}
              {s.knocker === seat && <span className="rp-badge">{t.table.seats.knocked}</span>}
              {out && <span className="rp-badge rp-badge--muted">{t.table.seats.out}</span>}
            </ReplaySeat>
          );
        })}
      </ul>
    </div>
  );
}

export const replayGame: ReplayGame = { Board, moveWords, dealWord: ({ r }) => r.schwimmen.round };
