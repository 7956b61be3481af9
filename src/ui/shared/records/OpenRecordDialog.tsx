// "Open a game record" on the home screen (issue 41): a record pasted or chosen as a file, read (every move
// replayed through the engine) and opened in the replay viewer. A record that cannot be read says why, with its
// line, in an alert; nothing else changes. Also reads the record of a `?record=…` link. Loaded when opened.
import { useEffect, useId, useRef, useState } from 'react';
import { recordFromParam } from '../../../records/link';
import { MAX_RECORD_CHARS, readRecord } from '../../../records/read';
import { RecordError } from '../../../records/types';
import { format } from '../../i18n';
import { FramedModal } from '../ModalFrame';
import { openReplay } from '../../replay/open';
import { useRecordsText } from './recordsText';
import './records.css';

export interface OpenRecordDialogProps {
  onClose(): void;
  /** The `record` parameter of the address the page was opened with: read at once. */
  fromLink?: string;
}

type Problem = { kind: 'refused' | 'fromLink'; reason: string } | { kind: 'empty' | 'tooBig' | 'unreadable' };

export function OpenRecordDialog({ onClose, fromLink }: OpenRecordDialogProps) {
  const text = useRecordsText();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reading, setReading] = useState(fromLink !== undefined);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const open = (source: string, kind: 'refused' | 'fromLink' = 'refused') => {
    if (source.trim() === '') return setProblem({ kind: 'empty' });
    try {
      const record = readRecord(source);
      onClose();
      openReplay({ record });
    } catch (e) {
      if (!(e instanceof RecordError)) throw e;
      setProblem({ kind, reason: e.message });
    }
  };

  useEffect(() => {
    if (fromLink === undefined) return;
    let current = true;
    recordFromParam(fromLink).then(
      (record) => {
        if (!current) return;
        setReading(false);
        setValue(record);
        open(record, 'fromLink');
      },
      (e: unknown) => {
        if (!current) return;
        setReading(false);
        setProblem({ kind: 'fromLink', reason: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      current = false;
    };
    // Read once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromLink]);

  if (text === null) return null;
  const o = text.open;
  const words =
    problem === null
      ? ''
      : problem.kind === 'refused' || problem.kind === 'fromLink'
        ? format(o[problem.kind], { reason: problem.reason })
        : o[problem.kind];

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_RECORD_CHARS * 4) return setProblem({ kind: 'tooBig' });
    file.text().then(
      (content) => {
        setValue(content);
        setProblem(null);
      },
      () => setProblem({ kind: 'unreadable' }),
    );
  };

  return (
    <FramedModal
      id={id}
      className="record-modal"
      bodyClassName="record-dialog"
      title={o.title}
      intro={o.intro}
      onClose={onClose}
      footer={
        <footer className="scr-modal__footer">
          <div className="scr-modal__actions record-dialog__actions">
            <button
              type="button"
              className="scr-btn scr-btn--primary"
              onClick={() => open(value)}
              data-testid="record-open"
            >
              {o.open}
            </button>
          </div>
        </footer>
      }
    >
      <label className="record-dialog__label" htmlFor={`${id}-text`}>
        {o.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="record-dialog__text"
        data-testid="record-input"
        spellCheck={false}
        value={value}
        placeholder={'[Game "Schnapsen"]\n…'}
        rows={10}
        onChange={(e) => {
          setValue(e.target.value);
          setProblem(null);
        }}
      />
      <label className="record-dialog__file">
        <span className="record-dialog__label">{o.file}</span>
        <input type="file" accept=".txt,text/plain" onChange={(e) => onFile(e.target.files?.[0])} />
      </label>
      {reading && <p className="record-dialog__hint">{o.reading}</p>}
      <p className="record-dialog__alert" role="alert" ref={alertRef} data-testid="record-error">
        {words}
      </p>
    </FramedModal>
  );
}
