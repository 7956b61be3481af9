// The language menu in both games' settings. It applies at once and on its own, apart from the game settings
// the dialog saves: the dialog itself turns into the new language, and the choice is remembered.
import { useId } from 'react';
import { useStore } from 'zustand';
import {
  chooseLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageStore,
  useMessages,
  type Language,
} from '../i18n';

export function LanguageField() {
  const s = useMessages().app.language;
  const selected = useStore(languageStore, (state) => state.chosen ?? state.language);
  const id = useId();
  return (
    <div className="scr-field">
      <label className="scr-field__label" htmlFor={id}>
        {s.label}
      </label>
      <span className="scr-field__hint" id={`${id}-hint`}>
        {s.hint}
      </span>
      <select
        id={id}
        className="scr-select"
        value={selected}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void chooseLanguage(e.currentTarget.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
