import { useId, useRef } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something that cannot be undone; the safe answer has the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      initialFocus={cancelRef}
      onClose={onCancel}
    >
      <div className="scr-confirm">
        <div className="scr-confirm__icon" aria-hidden="true">
          !
        </div>
        <h2 className="scr-modal__title" id={`${id}-title`}>
          {title}
        </h2>
        <p className="scr-confirm__text" id={`${id}-text`}>
          {text}
        </p>
        <div className="scr-confirm__actions">
          <button type="button" className="scr-btn scr-btn--danger" onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" className="scr-btn scr-btn--secondary" ref={cancelRef} onClick={onCancel}>
            {cancel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
