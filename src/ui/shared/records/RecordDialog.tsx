// "Game record" in a table's menu (issue 41): the record of the match on the table as selectable text, with
// Download (a .txt named by game and date), Copy, Copy link (where the record is short enough for an address)
// and Replay. A deal still being played is left out but for its fingerprint (its seed would show every hand),
// and the dialog says so. Loaded when opened; it only reads the match.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { localDay } from '../../../daily/date';
import { gameOf } from '../../../games';
import type { MatchRecordBase } from '../../../games/types';
import { canLink, recordParam } from '../../../records/link';
import { printRecord, recordOfMatch } from '../../../records/print';
import { BASE_PATH } from '../../../store/route';
import { FramedModal } from '../ModalFrame';
import { openReplay } from '../../replay/open';
import { copyText, type CopyState } from './copy';
import { useRecordsText } from './recordsText';
import './records.css';

export interface RecordDialogProps {
  game: string;
  match: MatchRecordBase;
  onClose(): void;
}

/** The file name of a record: the game and the date, `schnapsen-2026-12-06.txt`. */
export function recordFileName(game: string, day: string): string {
  return `${game}-${day}.txt`;
}

/** The address that opens `param` (a record's link parameter) in the replay viewer. */
export function recordLink(origin: string, param: string): string {
  return `${origin}${BASE_PATH}?record=${param}`;
}

type LinkState = { status: 'making' } | { status: 'ready'; url: string } | { status: 'tooLong' | 'none' };

export function RecordDialog({ game, match, onClose }: RecordDialogProps) {
  const text = useRecordsText();
  const id = useId();
  const day = useMemo(() => localDay(), []);
  const record = useMemo(() => recordOfMatch(gameOf(game), match, { date: day }), [game, match, day]);
  const printed = useMemo(() => printRecord(record), [record]);
  // The deal on the table is left out until it is over (with its fingerprint where it has one).
  const hidden = record.log.length < match.log.length;
  const file = useMemo(
    () => URL.createObjectURL(new Blob([printed], { type: 'text/plain;charset=utf-8' })),
    [printed],
  );
  useEffect(() => () => URL.revokeObjectURL(file), [file]);

  const [link, setLink] = useState<LinkState>(() => (canLink() ? { status: 'making' } : { status: 'none' }));
  useEffect(() => {
    if (!canLink()) return;
    let current = true;
    recordParam(printed).then(
      (param) =>
        current &&
        setLink(
          param === null
            ? { status: 'tooLong' }
            : {
                status: 'ready',
                url: recordLink(typeof location === 'undefined' ? '' : location.origin, param),
              },
        ),
      () => current && setLink({ status: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [printed]);

  const [copied, setCopied] = useState<{ what: 'text' | 'link'; state: CopyState }>({
    what: 'text',
    state: 'idle',
  });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  if (text === null) return null;
  const d = text.dialog;

  const copy = (what: 'text' | 'link') => {
    const value = what === 'text' ? printed : link.status === 'ready' ? link.url : '';
    const select = () => (what === 'text' ? textRef.current?.select() : linkRef.current?.select());
    copyText(value, select, (state) => setCopied({ what, state }));
  };
  const status =
    copied.state === 'idle'
      ? ''
      : copied.state === 'failed'
        ? d.copyFailed
        : copied.what === 'text'
          ? d.copied
          : d.linkCopied;

  return (
    <FramedModal
      id={id}
      className="record-modal"
      bodyClassName="record-dialog"
      title={d.title}
      intro={d.intro}
      onClose={onClose}
      footer={
        <footer className="scr-modal__footer">
          <p className="record-dialog__status" role="status" data-testid="record-copy-status">
            {status}
          </p>
          <div className="scr-modal__actions record-dialog__actions">
            <a className="scr-btn scr-btn--secondary" href={file} download={recordFileName(game, day)}>
              {d.download}
            </a>
            <button type="button" className="scr-btn scr-btn--secondary" onClick={() => copy('text')}>
              {d.copy}
            </button>
            {link.status === 'ready' && (
              <button type="button" className="scr-btn scr-btn--secondary" onClick={() => copy('link')}>
                {d.copyLink}
              </button>
            )}
            <button
              type="button"
              className="scr-btn scr-btn--primary"
              disabled={record.log.length === 0}
              onClick={() => {
                onClose();
                openReplay({ record });
              }}
            >
              {d.replay}
            </button>
          </div>
        </footer>
      }
    >
      {record.log.length === 0 ? (
        <p className="scr-modal__note">{d.nothing}</p>
      ) : (
        hidden && <p className="scr-modal__note">{d.hidden}</p>
      )}
      <label className="record-dialog__label" htmlFor={`${id}-text`}>
        {d.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        ref={textRef}
        className="record-dialog__text"
        data-testid="record-text"
        readOnly
        spellCheck={false}
        value={printed}
        rows={14}
      />
      <div className="record-dialog__link" data-testid="record-link" data-status={link.status}>
        {link.status === 'ready' && (
          <label className="record-dialog__label">
            {d.linkLabel}
            <input
              ref={linkRef}
              className="record-dialog__url"
              readOnly
              value={link.url}
              data-testid="record-url"
            />
          </label>
        )}
        {link.status === 'making' && <p className="record-dialog__hint">{d.making}</p>}
        {link.status === 'tooLong' && <p className="record-dialog__hint">{d.tooLong}</p>}
        {link.status === 'none' && <p className="record-dialog__hint">{d.noLink}</p>}
      </div>
    </FramedModal>
  );
}
