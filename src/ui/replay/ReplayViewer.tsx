// The replay viewer (issue 41): a game record shown move by move over the whole window. The table as it stood
// after each action (every hand face up, or one seat's view), the move in words with the review's verdict where
// the coach judged it, Start / Previous move / Next move / End (and ← → Home End), and the list of moves to
// jump to. Each game draws its own board and words (UiGame.replay); a game without them is shown in the
// record's words. It only reads: the record it was handed, the player's faces and language.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Verdict } from '../../coach/types';
import type { Seat } from '../../engine/game';
import { gameOf, isGameId } from '../../games';
import { replaySteps, type ReplayStep } from '../../records/replay';
import type { GameRecord } from '../../records/types';
import { useCore } from '../../store/shell';
import type { Faces } from '../cards';
import { uiGameOf } from '../games';
import { format, useMessages, type Messages } from '../i18n';
import { coach as coachEnglish } from '../i18n/en/coach';
import { usePageText } from '../i18n/pages';
import { Modal } from '../shared/Modal';
import '../shared/coach/review.css';
import '../shared/screens.css';
import type { ReplayRequest } from './open';
import { useReplayText, type ReplayText } from './replayText';
import type { ReplayGame, ReplayWords } from './types';
import './replay.css';

export interface ReplayViewerProps {
  request: ReplayRequest;
  onClose(): void;
}

type Replayed = { initial: unknown; steps: ReplayStep[] } | { error: string };

function replay(record: GameRecord): Replayed {
  if (!isGameId(record.game)) return { error: record.game };
  try {
    return replaySteps(gameOf(record.game), record);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The game's board and words once loaded; null while they load, or for a game without them. */
function useReplayGame(game: string): { parts: ReplayGame | null; ready: boolean } {
  const load = uiGameOf(game)?.replay;
  const [loaded, setLoaded] = useState<{ game: string; parts: ReplayGame | null } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (parts) => current && setLoaded({ game, parts }),
      // Offline before its code came: the moves in the record's words are better than nothing.
      () => current && setLoaded({ game, parts: null }),
    );
    return () => {
      current = false;
    };
  }, [game, load]);
  if (!load) return { parts: null, ready: true };
  return loaded?.game === game ? { parts: loaded.parts, ready: true } : { parts: null, ready: false };
}

/** "Ben wins", "You win", "Draw", in the player's language. */
function resultText(record: GameRecord, names: readonly string[], person: Seat | null, r: ReplayText) {
  if (record.result === 'draw') return r.result.draw;
  const winner = record.result.endsWith(' wins')
    ? record.seats.findIndex((s) => `${s.name} wins` === record.result)
    : -1;
  if (winner < 0) return r.result.unfinished;
  return winner === person ? r.result.youWin : format(r.result.wins, { name: names[winner] });
}

export default function ReplayViewer({ request, onClose }: ReplayViewerProps) {
  const r = useReplayText();
  const c = usePageText('coach', coachEnglish);
  const t = useMessages();
  const { record, marks = {} } = request;
  const faces = useCore(
    (s) => (s.settings as Readonly<Record<string, { faces?: Faces } | undefined>>)[record.game]?.faces,
    undefined,
  );
  const { parts, ready } = useReplayGame(record.game);
  if (!r || !c || !ready) return null;
  return (
    <Viewer
      request={request}
      onClose={onClose}
      r={r}
      verdicts={c.verdicts}
      t={t}
      faces={faces ?? 'french'}
      parts={parts}
      marks={marks}
    />
  );
}

interface ViewerProps extends ReplayViewerProps {
  r: ReplayText;
  t: Messages;
  verdicts: Readonly<Record<Verdict, string>>;
  faces: Faces;
  parts: ReplayGame | null;
  marks: Readonly<Record<number, Verdict>>;
}

function Viewer({ request, onClose, r, t, verdicts, faces, parts, marks }: ViewerProps) {
  const { record } = request;
  const id = useId();
  const replayed = useMemo(() => replay(record), [record]);
  const steps = useMemo(() => ('steps' in replayed ? replayed.steps : []), [replayed]);
  const count = steps.length;
  const [at, setAt] = useState(() =>
    request.at === undefined ? count : Math.max(0, Math.min(count, request.at + 1)),
  );
  const [viewer, setViewer] = useState<Seat | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  const personAt = record.seats.findIndex((s) => s.level === null);
  const person: Seat | null = personAt < 0 ? null : personAt;
  const names = useMemo(
    () => record.seats.map((s) => (s.level === null ? t.screens.common.you : s.name)),
    [record.seats, t],
  );
  const words: ReplayWords = useMemo(() => ({ t, r, faces, names, person }), [t, r, faces, names, person]);
  const game = isGameId(record.game) ? gameOf(record.game) : null;
  const dealWord = parts?.dealWord(words) ?? game?.notation.dealWord ?? '';
  const moves = useMemo(
    () =>
      steps.map((step) => {
        if (parts) return parts.moveWords(step, words);
        if (step.actor === 'chance' || !game) return format(r.deal, { word: dealWord, deal: step.deal });
        return game.notation.printMove(
          step.before,
          step.action,
          record.seats.map((s) => s.name),
        );
      }),
    [steps, parts, words, game, r, dealWord, record.seats],
  );

  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (current && typeof current.scrollIntoView === 'function') current.scrollIntoView({ block: 'nearest' });
    // A control pressed to an end is disabled and loses the focus: the viewer keeps it, for the keys.
    const focused = document.activeElement;
    if (!focused || focused === document.body || (focused as HTMLButtonElement).disabled)
      frameRef.current?.focus();
  }, [at]);

  const go = (to: number) => setAt(Math.max(0, Math.min(count, to)));
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('select, input, textarea')) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: count }[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(to);
  }

  const step = at > 0 ? steps[at - 1] : null;
  const state = step ? step.after : 'initial' in replayed ? replayed.initial : null;
  const mark = at > 0 ? marks[at - 1] : undefined;
  const title = uiGameOf(record.game)?.title(t) ?? record.game;
  const subtitle = format(r.subtitle, {
    game: title,
    players: names.join(t.log.list.separator),
    result: resultText(record, names, person, r),
  });

  return (
    <Modal
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-sub`}
      className="rp"
      initialFocus={frameRef}
    >
      {/* Focused at first, so that the arrow keys step at once. */}
      <div
        className="rp__frame"
        ref={frameRef}
        tabIndex={-1}
        data-testid="replay"
        data-game={record.game}
        onKeyDown={onKeyDown}
      >
        <header className="rp__head">
          <div className="rp__titles">
            <h2 className="rp__title" id={`${id}-title`}>
              {r.title}
            </h2>
            <p className="rp__sub" id={`${id}-sub`}>
              {subtitle}
            </p>
          </div>
          <label className="rp__show">
            <span>{r.show}</span>
            <select
              value={viewer ?? ''}
              data-testid="replay-seat-view"
              onChange={(e) => setViewer(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{r.everyone}</option>
              {names.map((name, seat) => (
                <option key={seat} value={seat}>
                  {seat === person ? r.yourView : format(r.seatView, { name })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="scr-btn scr-btn--secondary rp__close" onClick={onClose}>
            {r.close}
          </button>
        </header>

        <p className="rp__now" data-testid="replay-move" aria-live="polite">
          {step ? (
            <>
              <span className="rp__deal">{format(r.deal, { word: dealWord, deal: step.deal })}</span>
              <span className="rp__words">{moves[at - 1]}</span>
              {mark && <Mark verdict={mark} verdicts={verdicts} r={r} testId="replay-mark" />}
            </>
          ) : (
            <span className="rp__words">{r.atStart}</span>
          )}
        </p>

        <div className="rp__body">
          <div className="rp__board" data-testid="replay-board">
            {'error' in replayed ? (
              <p className="rp__note" role="alert">
                {format(r.broken, { reason: replayed.error })}
              </p>
            ) : parts ? (
              <parts.Board state={state} step={step} viewer={viewer} {...words} />
            ) : (
              <p className="rp__note">{r.noBoard}</p>
            )}
          </div>
          <nav className="rp__moves" aria-label={r.moves}>
            <ol className="rp__list" ref={listRef}>
              {moves.map((words, i) => {
                const verdict = marks[i];
                const s = steps[i];
                return (
                  <li key={i} className={s.actor === 'chance' ? 'rp__item rp__item--deal' : 'rp__item'}>
                    <button
                      type="button"
                      className="rp__move"
                      data-testid="replay-list-move"
                      data-index={i}
                      aria-current={i === at - 1 ? 'step' : undefined}
                      onClick={() => go(i + 1)}
                    >
                      <span className="rp__num">{i + 1}</span>
                      <span className="rp__text">{words}</span>
                      {verdict && <Mark verdict={verdict} verdicts={verdicts} r={r} />}
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
        </div>

        <div className="rp__controls" role="group" aria-label={r.controls}>
          <button type="button" className="rp__ctl" onClick={() => go(0)} disabled={at === 0}>
            <Icon path={START} />
            <span className="rp__ctl-text">{r.start}</span>
          </button>
          <button type="button" className="rp__ctl" onClick={() => go(at - 1)} disabled={at === 0}>
            <Icon path={PREVIOUS} />
            <span className="rp__ctl-text">{r.previous}</span>
          </button>
          <span className="rp__step" data-testid="replay-step">
            {format(r.step, { n: at, count })}
          </span>
          <button type="button" className="rp__ctl" onClick={() => go(at + 1)} disabled={at === count}>
            <span className="rp__ctl-text">{r.next}</span>
            <Icon path={NEXT} />
          </button>
          <button type="button" className="rp__ctl" onClick={() => go(count)} disabled={at === count}>
            <span className="rp__ctl-text">{r.end}</span>
            <Icon path={END} />
          </button>
        </div>
      </div>
    </Modal>
  );
}

// The controls' signs, drawn (a font may lack ⏮ and ⏭).
const PREVIOUS = 'M15 5 8 12l7 7';
const NEXT = 'M9 5l7 7-7 7';
const START = 'M6 5v14M17 5l-7 7 7 7';
const END = 'M18 5v14M7 5l7 7-7 7';

function Icon({ path }: { path: string }) {
  return (
    <svg className="rp__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The review's verdict on a move, in the review's words and colours. */
function Mark({
  verdict,
  verdicts,
  r,
  testId,
}: {
  verdict: Verdict;
  verdicts: Readonly<Record<Verdict, string>>;
  r: ReplayText;
  testId?: string;
}) {
  return (
    <span
      className={`rp__mark review__decision--${verdict} review__verdict review__verdict--${verdict}`}
      data-testid={testId}
      data-verdict={verdict}
      role="img"
      aria-label={format(r.mark, { verdict: verdicts[verdict] })}
    >
      <span aria-hidden="true">{verdicts[verdict]}</span>
    </span>
  );
}
