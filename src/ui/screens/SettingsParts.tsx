// Pieces every game's settings dialog shares: the "start a new match?" step shown when a rule changes
// during a match, and the footer with Defaults, Cancel and Save.
import type { RefObject } from 'react';
import { useMessages } from '../i18n';

/** Asks before a rule change ends the match in progress; "Keep playing" keeps the match and its rules. */
export function SettingsConfirm({
  titleId,
  textId,
  keepRef,
  onStart,
  onKeep,
}: {
  titleId: string;
  textId: string;
  keepRef: RefObject<HTMLButtonElement | null>;
  onStart(): void;
  onKeep(): void;
}) {
  const s = useMessages().screens.settings;
  return (
    <div className="scr-confirm">
      <div className="scr-confirm__icon" aria-hidden="true">
        !
      </div>
      <h2 className="scr-modal__title" id={titleId}>
        {s.confirm.title}
      </h2>
      <p className="scr-confirm__text" id={textId}>
        {s.confirm.text}
      </p>
      <div className="scr-confirm__actions">
        <button type="button" className="scr-btn scr-btn--danger" onClick={onStart}>
          {s.confirm.start}
        </button>
        <button type="button" className="scr-btn scr-btn--secondary" ref={keepRef} onClick={onKeep}>
          {s.confirm.keep}
        </button>
      </div>
      <p className="scr-field__hint">{s.confirm.keepHint}</p>
    </div>
  );
}

/** The dialog's footer: a note when saving starts a new match, then Defaults, Cancel and Save (submit). */
export function SettingsFooter({
  newMatch,
  saveRef,
  onDefaults,
  onCancel,
}: {
  newMatch: boolean;
  saveRef: RefObject<HTMLButtonElement | null>;
  onDefaults(): void;
  onCancel(): void;
}) {
  const s = useMessages().screens.settings;
  return (
    <footer className="scr-modal__footer">
      {newMatch && (
        <p className="scr-modal__note" role="status">
          {s.newMatchNote}
        </p>
      )}
      <div className="scr-modal__actions">
        <button type="button" className="scr-btn scr-btn--ghost scr-modal__defaults" onClick={onDefaults}>
          {s.defaults}
        </button>
        <button type="button" className="scr-btn scr-btn--secondary" onClick={onCancel}>
          {s.cancel}
        </button>
        <button type="submit" className="scr-btn scr-btn--primary" ref={saveRef}>
          {s.save}
        </button>
      </div>
    </footer>
  );
}
