// Form controls for the settings: segmented choices, switches and choice cards, all native inputs underneath
// (arrow keys move within a radio group, Space toggles a switch) with 44 px targets.
import { useId, type ReactNode } from 'react';

export interface Option<T extends string | number> {
  value: T;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** Extra decoration beside the label (hidden from the accessible name). */
  extra?: ReactNode;
}

interface GroupProps<T extends string | number> {
  legend: string;
  hint: string;
  options: readonly Option<T>[];
  value: T;
  onChange(value: T): void;
}

/** A row of equal buttons for a small range (1–7 opponents, 1–5 lives, four speeds). */
export function Segmented<T extends string | number>({
  legend,
  hint,
  options,
  value,
  onChange,
}: GroupProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="scr-field" aria-describedby={hintId}>
      <legend className="scr-field__label">{legend}</legend>
      <p className="scr-field__hint" id={hintId}>
        {hint}
      </p>
      <div className="scr-seg">
        {options.map((o) => (
          <label key={o.value} className="scr-seg__option">
            <input
              className="scr-visually-hidden-input"
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            <span className="scr-seg__face">{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Larger radio cards with a line of explanation each (computer level, tie rule, card faces). */
export function ChoiceCards<T extends string | number>({
  legend,
  hint,
  options,
  value,
  onChange,
  columns = 2,
}: GroupProps<T> & { columns?: 1 | 2 }) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="scr-field" aria-describedby={hintId}>
      <legend className="scr-field__label">{legend}</legend>
      <p className="scr-field__hint" id={hintId}>
        {hint}
      </p>
      <div className={`scr-choices scr-choices--${columns}`}>
        {options.map((o) => {
          const id = `${name}-${o.value}`;
          return (
            <label key={o.value} className="scr-choice" data-disabled={o.disabled || undefined}>
              <input
                className="scr-visually-hidden-input"
                type="radio"
                name={name}
                value={o.value}
                checked={o.value === value}
                disabled={o.disabled}
                aria-labelledby={`${id}-label`}
                aria-describedby={o.hint ? `${id}-hint` : undefined}
                onChange={() => onChange(o.value)}
              />
              <span className="scr-choice__face">
                <span className="scr-choice__check" aria-hidden="true" />
                <span className="scr-choice__text">
                  <span className="scr-choice__label" id={`${id}-label`}>
                    {o.label}
                  </span>
                  {o.hint && (
                    <span className="scr-choice__hint" id={`${id}-hint`}>
                      {o.hint}
                    </span>
                  )}
                </span>
                {o.extra && (
                  <span className="scr-choice__extra" aria-hidden="true">
                    {o.extra}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** An on/off rule with its explanation. */
export function Switch({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  /** Says what the switch does, or why it is disabled. */
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={`scr-switch${disabled ? ' is-disabled' : ''}`}>
      <span className="scr-switch__text">
        <label className="scr-field__label" htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
        <span className="scr-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </span>
      <span className="scr-switch__control">
        <input
          id={id}
          className="scr-switch__input"
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span className="scr-switch__track" aria-hidden="true">
          <span className="scr-switch__thumb" />
        </span>
      </span>
    </div>
  );
}

/** The × in a dialog's corner. */
export function CloseButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="scr-icon-btn" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
