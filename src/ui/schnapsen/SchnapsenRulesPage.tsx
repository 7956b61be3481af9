// The Schnapsen rules in our own words (rules/schnapsen.md, N1–N12), saying which options this table uses.
// Built like the Schwimmen rules page: a modal with the options as chips, contents links and sections.
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import type { Card } from '../../engine/cards';
import { cardPoints, type SchnapsenRules } from '../../engine/schnapsen';
import { format, useMessages } from '../i18n';
import { schnapsenRules, type SchnapsenRulesMessages } from '../i18n/en/schnapsenRules';
import { usePageText } from '../i18n/pages';
import { CloseButton } from '../screens/controls';
import { MiniCard } from '../screens/MiniCard';
import { Modal } from '../screens/Modal';
import type { Faces } from './settings';
import '../screens/screens.css';
import './schnapsen.css';

export interface SchnapsenRulesPageProps {
  /** Mounted and open by default; pass false to keep it closed. */
  open?: boolean;
  /** The rule options of the current table; the page says which are on. */
  rules: SchnapsenRules;
  /** The "automatic claim" setting. */
  autoClaim?: boolean;
  faces?: Faces;
  onClose(): void;
}

type SectionKey =
  | 'cards'
  | 'deal'
  | 'tricks'
  | 'closed'
  | 'marriage'
  | 'exchange'
  | 'closing'
  | 'claiming'
  | 'scoring'
  | 'bummerl';
const SECTIONS: SectionKey[] = [
  'cards',
  'deal',
  'tricks',
  'closed',
  'marriage',
  'exchange',
  'closing',
  'claiming',
  'scoring',
  'bummerl',
];
const RANKS: Card[] = ['Ah', 'Th', 'Kh', 'Qh', 'Jh'];

export function SchnapsenRulesPage(props: SchnapsenRulesPageProps) {
  if (props.open === false) return null;
  return <RulesText {...props} />;
}

// The page waits for its text in the language in use (downloaded once, unless English).
function RulesText(props: SchnapsenRulesPageProps) {
  const r = usePageText('schnapsenRules', schnapsenRules);
  return r && <RulesContent {...props} r={r} />;
}

function RulesContent({
  rules,
  autoClaim = false,
  faces = 'german',
  onClose,
  r,
}: SchnapsenRulesPageProps & { r: SchnapsenRulesMessages }) {
  const t = useMessages();
  const sec = r.sections;
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionId = (key: SectionKey) => `${id}-${key}`;

  const jump = (key: SectionKey) => (event: MouseEvent) => {
    event.preventDefault();
    const heading = document.getElementById(`${sectionId(key)}-h`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  const onOff = (on: boolean, texts: { on: string; off: string }) => (on ? texts.on : texts.off);
  const chips = [
    format(r.summary.bummerl, { count: rules.bummerl }),
    onOff(rules.exchangeWithOneLeft, r.summary.exchangeWithOneLeft),
    onOff(autoClaim, r.summary.autoClaim),
  ];

  const body: Record<SectionKey, ReactNode> = {
    cards: (
      <>
        <p>{sec.cards.deck}</p>
        <p>{sec.cards.points}</p>
        <ul className="scr-rules__examples sn-rules__values">
          {RANKS.map((card) => (
            <li key={card} className="scr-rules__example">
              <MiniCard card={card} faces={faces} size="sm" />
              <span className="scr-rules__worth">{format(r.worth, { points: cardPoints(card) })}</span>
            </li>
          ))}
        </ul>
      </>
    ),
    deal: (
      <>
        <p>{sec.deal.deal}</p>
        <p>{sec.deal.talon}</p>
        <p>{sec.deal.lead}</p>
      </>
    ),
    tricks: (
      <>
        <p>{sec.tricks.play}</p>
        <p>{sec.tricks.win}</p>
        <p>{sec.tricks.draw}</p>
      </>
    ),
    closed: (
      <>
        <p>{sec.closed.text}</p>
        <ol className="scr-rules__list">
          <li>{sec.closed.head}</li>
          <li>{sec.closed.follow}</li>
          <li>{sec.closed.trump}</li>
          <li>{sec.closed.any}</li>
        </ol>
      </>
    ),
    marriage: (
      <>
        <p>{sec.marriage.text}</p>
        <p>{sec.marriage.pending}</p>
      </>
    ),
    exchange: (
      <>
        <p>{sec.exchange.text}</p>
        <p className="scr-rules__option">
          {rules.exchangeWithOneLeft ? sec.exchange.optionOn : sec.exchange.optionOff}
        </p>
      </>
    ),
    closing: (
      <>
        <p>{sec.closing.text}</p>
        <p>{sec.closing.risk}</p>
      </>
    ),
    claiming: (
      <>
        <p>{sec.claiming.text}</p>
        <p>{sec.claiming.wrong}</p>
        <p className="scr-rules__option">{autoClaim ? sec.claiming.autoOn : sec.claiming.autoOff}</p>
        <p>{sec.claiming.lastTrick}</p>
      </>
    ),
    scoring: (
      <>
        <p>{sec.scoring.intro}</p>
        <ul className="scr-rules__list">
          <li>{sec.scoring.one}</li>
          <li>{sec.scoring.two}</li>
          <li>{sec.scoring.three}</li>
        </ul>
      </>
    ),
    bummerl: (
      <>
        <p className="scr-rules__option">{format(sec.bummerl.start, { count: rules.bummerl })}</p>
        <p>{sec.bummerl.end}</p>
      </>
    ),
  };

  return (
    <Modal
      className="scr-modal--rules"
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      initialFocus={titleRef}
      onClose={onClose}
    >
      <div className="scr-modal__frame">
        <header className="scr-modal__header">
          <h2 className="scr-modal__title" id={`${id}-title`} tabIndex={-1} ref={titleRef}>
            {r.title}
          </h2>
          <CloseButton label={t.screens.common.close} onClick={onClose} />
        </header>
        <div className="scr-modal__body scr-rules">
          <p className="scr-modal__intro" id={`${id}-intro`}>
            {r.intro}
          </p>
          <section className="scr-rules__table" aria-labelledby={`${id}-yours`}>
            <h3 className="scr-rules__tablehead" id={`${id}-yours`}>
              {r.yourTable}
            </h3>
            <ul className="scr-chips">
              {chips.map((chip) => (
                <li key={chip} className="scr-chip">
                  {chip}
                </li>
              ))}
            </ul>
            <p className="scr-field__hint">{r.changeHint}</p>
          </section>
          <nav className="scr-rules__toc" aria-labelledby={`${id}-toc`}>
            <h3 className="scr-visually-hidden" id={`${id}-toc`}>
              {r.contents}
            </h3>
            <ul>
              {SECTIONS.map((key) => (
                <li key={key}>
                  <a href={`#${sectionId(key)}`} onClick={jump(key)}>
                    {sec[key].title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {SECTIONS.map((key) => (
            <section
              key={key}
              id={sectionId(key)}
              className="scr-rules__section"
              aria-labelledby={`${sectionId(key)}-h`}
            >
              <h3 id={`${sectionId(key)}-h`} tabIndex={-1}>
                {sec[key].title}
              </h3>
              {body[key]}
            </section>
          ))}
        </div>
      </div>
    </Modal>
  );
}
