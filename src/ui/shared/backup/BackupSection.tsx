// "Your data", at the end of Statistics and of each game's settings: Back up my data downloads one file with
// every saved part; Restore from a backup opens the file field and Restore, which checks the whole file, shows
// what it will replace and asks, then writes every part and reloads the page so that all of the app takes the
// restored data (other tabs take it over through their saves' storage events). The work itself is a chunk of
// its own (./backupLogic.ts), fetched the first time a button is used.
import { useId, useRef, useState } from 'react';
import { isLoadError, unlessOffline } from '../../../store/chunks';
import { format, useLanguage, useMessages } from '../../i18n';
import { useBackupText } from './backupText';
import type { RestorePlan } from './backupLogic';
import './backup.css';

const loadLogic = unlessOffline(() => import('./backupLogic'));

type Logic = Awaited<ReturnType<typeof loadLogic>>;

export interface BackupSectionProps {
  /** After a restore was written; by default the page reloads, so that every part of the app reads it. */
  onRestored?(): void;
}

function reload() {
  location.reload();
}

export function BackupSection({ onRestored = reload }: BackupSectionProps) {
  const text = useBackupText();
  const t = useMessages();
  const language = useLanguage();
  const id = useId();
  const [restoring, setRestoring] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [alert, setAlert] = useState('');
  const [preview, setPreview] = useState<{ plan: RestorePlan; logic: Logic } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!text) return null;

  /** The backup's code, or null (and the reason said) when it cannot come. */
  const logic = async (): Promise<Logic | null> => {
    try {
      return await loadLogic();
    } catch (error) {
      if (!isLoadError(error)) console.error('The backup could not be loaded', error);
      setAlert(text.refusals.notLoaded);
      return null;
    }
  };

  const backUp = async () => {
    setAlert('');
    setSaid('');
    const code = await logic();
    if (code) setSaid(code.downloadBackup());
  };

  const check = async () => {
    setAlert('');
    setPreview(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setAlert(text.refusals.noFile);
      return;
    }
    setBusy(true);
    try {
      const code = await logic();
      if (!code) return;
      let content: string;
      try {
        content = await file.text();
      } catch {
        setAlert(text.refusals.notRead);
        return;
      }
      const checked = code.checkFile(content);
      if (!checked.ok) {
        setAlert(code.refusalText(checked.refusal, text, t));
        return;
      }
      setPreview({ plan: checked.plan, logic: code });
      // The safe answer has the focus, as in every question that cannot be undone.
      requestAnimationFrame(() => cancelRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setPreview(null);
    restoreRef.current?.focus();
  };

  const replace = () => {
    if (!preview) return;
    if (!preview.logic.restore(preview.plan)) {
      setPreview(null);
      setAlert(text.refusals.notWritten);
      return;
    }
    onRestored();
  };

  const made = preview ? preview.logic.madeOn(preview.plan, language) : '';

  return (
    <section className="scr-group backup" aria-labelledby={`${id}-title`}>
      <h3 className="scr-group__title" id={`${id}-title`}>
        {text.title}
      </h3>
      <p className="scr-field__hint backup__intro">{text.intro}</p>
      <div className="backup__actions">
        <button type="button" className="scr-btn scr-btn--secondary" onClick={() => void backUp()}>
          {text.backUp}
        </button>
        <button
          type="button"
          className="scr-btn scr-btn--secondary"
          aria-expanded={restoring}
          aria-controls={`${id}-restore`}
          onClick={() => {
            setRestoring(!restoring);
            setPreview(null);
            setAlert('');
          }}
        >
          {text.open}
        </button>
      </div>
      <p className="backup__said" aria-live="polite">
        {said && format(text.backedUp, { file: said })}
      </p>
      {restoring && (
        <div className="backup__restore" id={`${id}-restore`}>
          <label className="backup__label" htmlFor={`${id}-file`}>
            {text.file}
          </label>
          <input
            ref={fileRef}
            className="backup__file"
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            aria-describedby={`${id}-file-hint`}
            onChange={() => {
              setPreview(null);
              setAlert('');
            }}
          />
          <p className="scr-field__hint" id={`${id}-file-hint`}>
            {text.fileHint}
          </p>
          <button
            type="button"
            ref={restoreRef}
            className="scr-btn scr-btn--secondary backup__restore-button"
            disabled={busy}
            onClick={() => void check()}
          >
            {busy ? text.reading : text.restore}
          </button>
        </div>
      )}
      {alert && (
        <p className="backup__alert" role="alert">
          {alert}
        </p>
      )}
      {preview && (
        <div className="backup__preview" role="group" aria-labelledby={`${id}-preview`}>
          <h4 className="backup__preview-title" id={`${id}-preview`}>
            {text.preview.title}
          </h4>
          {made && <p className="backup__made">{format(text.preview.made, { date: made })}</p>}
          <p className="backup__replaces">{text.preview.replaces}</p>
          <ul className="backup__parts">
            {preview.plan.items.map((item) => (
              <li key={item.key}>{preview.logic.describePart(item.summary, text, t, language)}</li>
            ))}
          </ul>
          <p className="scr-field__hint">{text.preview.kept}</p>
          <div className="backup__actions">
            <button type="button" className="scr-btn scr-btn--danger" onClick={replace}>
              {text.preview.confirm}
            </button>
            <button type="button" className="scr-btn scr-btn--secondary" ref={cancelRef} onClick={cancel}>
              {text.preview.cancel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
