// Practice's pieces both tables share: the Take back button, disabled with its reason when there is nothing
// to take back, and the words said after a take back. Each game's screen works out what can be taken back
// (the store's takeBack points) and hands it in.
import { useId } from 'react';
import { useMessages } from '../../i18n';
import './practice.css';

/** What a table needs for Take back in a practice match. */
export interface TakeBackOffer {
  /** Null when there is something to take back; else why not, in words. */
  reason: string | null;
  onTakeBack(): void;
}

export function TakeBackButton({ offer, className }: { offer: TakeBackOffer; className?: string }) {
  const t = useMessages();
  const reasonId = useId();
  const disabled = offer.reason !== null;
  return (
    <>
      <button
        type="button"
        className={['take-back', className].filter(Boolean).join(' ')}
        disabled={disabled}
        title={offer.reason ?? t.practice.takeBack.button}
        aria-describedby={disabled ? reasonId : undefined}
        onClick={offer.onTakeBack}
      >
        <svg className="take-back__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
        </svg>
        <span className="take-back__label">{t.practice.takeBack.button}</span>
      </button>
      {disabled && (
        <span className="visually-hidden" id={reasonId}>
          {offer.reason}
        </span>
      )}
    </>
  );
}
