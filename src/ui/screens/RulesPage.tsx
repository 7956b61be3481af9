import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { SUITS, type Card } from '../../engine/cards';
import { handValue, type SchwimmenRules } from '../../engine/schwimmen';
import { format, plural, useMessages } from '../i18n';
import { CloseButton } from './controls';
import { MiniHand } from './MiniCard';
import { Modal } from './Modal';
import { rules as rulesText, type RulesMessages } from '../i18n/en/rules';
import { usePageText } from '../i18n/pages';
import type { Faces } from './settings';
import { specialValue, valueText } from './text';
import './screens.css';

export interface RulesPageProps {
  /** Mounted and open by default; pass false to keep it closed. */
  open?: boolean;
  /** The rule options of the current table; the page says which are on. */
  rules: SchwimmenRules;
  faces?: Faces;
  onClose(): void;
}

export function RulesPage(props: RulesPageProps) {
  if (props.open === false) return null;
  return <RulesText {...props} />;
}

const hand = (cards: string) => cards.split(' ') as Card[];
type ExampleNote = 'oneSuit' | 'twoOfOne' | 'noPair';
const EXAMPLES: [Card[], ExampleNote?][] = [
  [hand('Ah Ks Ts'), 'oneSuit'],
  [hand('7h 9h Ks'), 'twoOfOne'],
  [hand('7c 8h 9s'), 'noPair'],
  [hand('Ac Kc Tc')],
];
const SAME_RANK: [Card[]][] = [[hand('7c 7s 7h')], [hand('Ac As Ah')]];

type SectionKey =
  'cards' | 'deal' | 'turn' | 'knocking' | 'allPass' | 'schnauz' | 'showdown' | 'lives' | 'winning';
const SECTIONS: SectionKey[] = [
  'cards',
  'deal',
  'turn',
  'knocking',
  'allPass',
  'schnauz',
  'showdown',
  'lives',
  'winning',
];

// The page waits for its text in the language in use (downloaded once, unless English).
function RulesText(props: RulesPageProps) {
  const r = usePageText('rules', rulesText);
  return r && <RulesContent {...props} r={r} />;
}

function RulesContent({ rules, faces = 'french', onClose, r }: RulesPageProps & { r: RulesMessages }) {
  const t = useMessages();
  const sec = r.sections;
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionId = (key: SectionKey) => `${id}-${key}`;
  const suitNames = t.cards[faces].suits;
  const [a, b, c, d] = SUITS.map((suit) => suitNames[suit]);
  const order = format(sec.showdown.suitOrder, { a, b, c, d });

  const example = ([cards, note]: [Card[], ExampleNote?]) => {
    const value = handValue(cards, rules);
    const caption = note ? r.exampleNotes[note] : specialValue(value, t);
    return (
      <li className="scr-rules__example" key={cards.join()}>
        <MiniHand cards={cards} faces={faces} size="sm" />
        <span className="scr-rules__caption">
          <span className="scr-rules__worth">{format(r.example, { value: valueText(value) })}</span>
          {caption && <span className="scr-rules__note">{caption}</span>}
        </span>
      </li>
    );
  };

  // In-page links that scroll the dialog instead of changing the address.
  const jump = (key: SectionKey) => (event: MouseEvent) => {
    event.preventDefault();
    const heading = document.getElementById(`${sectionId(key)}-h`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  const onOff = (on: boolean, texts: { on: string; off: string }) => (on ? texts.on : texts.off);
  const chips = [
    plural(r.summary.lives, rules.lives),
    onOff(rules.feuer, r.summary.feuer),
    onOff(rules.threeOfAKind, r.summary.threeOfAKind),
    onOff(rules.knockInFirstRound, r.summary.knockInFirstRound),
    r.summary.tieBreak[rules.tieBreak],
  ];

  const body: Record<SectionKey, ReactNode> = {
    cards: (
      <>
        <p>{sec.cards.deck}</p>
        <p>{sec.cards.points}</p>
        <p>{sec.cards.suit}</p>
        <h4 className="scr-rules__subhead">{sec.cards.examplesTitle}</h4>
        <ul className="scr-rules__examples">{EXAMPLES.map(example)}</ul>
        <p>{sec.cards.schnauz}</p>
        <p>{rules.threeOfAKind ? sec.cards.threeOn : sec.cards.threeOff}</p>
        <ul className="scr-rules__examples">{SAME_RANK.map(example)}</ul>
      </>
    ),
    deal: (
      <>
        <p>{sec.deal.deal}</p>
        <p>{sec.deal.choice}</p>
        <p>{sec.deal.next}</p>
      </>
    ),
    turn: (
      <>
        <p>{sec.turn.order}</p>
        <ul className="scr-rules__list">
          <li>{sec.turn.swap}</li>
          <li>{sec.turn.swapAll}</li>
          <li>{sec.turn.pass}</li>
          <li>{sec.turn.knock}</li>
        </ul>
        <p>{sec.turn.never}</p>
      </>
    ),
    knocking: (
      <>
        <p>{sec.knocking.text}</p>
        <p className="scr-rules__option">
          {rules.knockInFirstRound ? sec.knocking.firstRoundOn : sec.knocking.firstRoundOff}
        </p>
      </>
    ),
    allPass: <p>{sec.allPass.text}</p>,
    schnauz: (
      <>
        <p>{sec.schnauz.schnauz}</p>
        <p className="scr-rules__option">
          {rules.feuer
            ? sec.schnauz.feuerOn
            : rules.threeOfAKind
              ? sec.schnauz.feuerOffThree
              : sec.schnauz.feuerOffPlain}
        </p>
      </>
    ),
    showdown: (
      <>
        <p>{sec.showdown.text}</p>
        <p className="scr-rules__option">
          {rules.tieBreak === 'skat' ? format(sec.showdown.tieSkat, { order }) : sec.showdown.tieNone}
        </p>
      </>
    ),
    lives: (
      <>
        <p className="scr-rules__option">{plural(sec.lives.start, rules.lives)}</p>
        <p>{sec.lives.swim}</p>
      </>
    ),
    winning: <p>{sec.winning.text}</p>,
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
