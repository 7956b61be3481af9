// The frame of every game's rules page: a dialog with the table's options as chips, contents links that
// scroll the dialog to a section, and the sections. Each game supplies its text, chips and section bodies.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { FramedModal } from './ModalFrame';
import './screens.css';

/** The texts every rules page has (from its page catalog). */
export interface RulesModalText<K extends string> {
  title: string;
  intro: string;
  yourTable: string;
  changeHint: string;
  contents: string;
  sections: Record<K, { title: string }>;
}

export interface RulesModalProps<K extends string> {
  text: RulesModalText<K>;
  /** The options of the current table, one chip each. */
  chips: string[];
  /** The sections, in order. */
  sections: readonly K[];
  body: Record<K, ReactNode>;
  onClose(): void;
  /** A way to learn by playing: the game's How to play button, at the top of the page. */
  learn?: { label: string; onLearn(): void };
}

export function RulesModal<K extends string>({
  text,
  chips,
  sections,
  body,
  onClose,
  learn,
}: RulesModalProps<K>) {
  const id = useId();
  const sectionId = (key: K) => `${id}-${key}`;

  // In-page links that scroll the dialog instead of changing the address.
  const jump = (key: K) => (event: MouseEvent) => {
    event.preventDefault();
    const heading = document.getElementById(`${sectionId(key)}-h`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <FramedModal
      className="scr-modal--rules"
      bodyClassName="scr-rules"
      id={id}
      title={text.title}
      intro={text.intro}
      onClose={onClose}
    >
      {learn && (
        <p className="scr-rules__learn">
          <button type="button" className="scr-btn scr-btn--secondary" onClick={learn.onLearn}>
            {learn.label}
          </button>
        </p>
      )}
      <section className="scr-rules__table" aria-labelledby={`${id}-yours`}>
        <h3 className="scr-rules__tablehead" id={`${id}-yours`}>
          {text.yourTable}
        </h3>
        <ul className="scr-chips">
          {chips.map((chip) => (
            <li key={chip} className="scr-chip">
              {chip}
            </li>
          ))}
        </ul>
        <p className="scr-field__hint">{text.changeHint}</p>
      </section>
      <nav className="scr-rules__toc" aria-labelledby={`${id}-toc`}>
        <h3 className="scr-visually-hidden" id={`${id}-toc`}>
          {text.contents}
        </h3>
        <ul>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${sectionId(key)}`} onClick={jump(key)}>
                {text.sections[key].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((key) => (
        <section
          key={key}
          id={sectionId(key)}
          className="scr-rules__section"
          aria-labelledby={`${sectionId(key)}-h`}
        >
          <h3 id={`${sectionId(key)}-h`} tabIndex={-1}>
            {text.sections[key].title}
          </h3>
          {body[key]}
        </section>
      ))}
    </FramedModal>
  );
}

/** A rule option's chip text, on or off. */
export const onOff = (on: boolean, texts: { on: string; off: string }) => (on ? texts.on : texts.off);
