import type { ReactNode } from 'react';
import { SUITS, type Card } from '../../engine/cards';
import { handValue, type SchwimmenRules } from '../../engine/schwimmen';
import { format, plural, useMessages } from '../i18n';
import { MiniHand } from '../shared/MiniCard';
import { onOff, RulesModal } from '../shared/RulesModal';
import { rules as rulesText, type RulesMessages } from '../i18n/en/rules';
import { usePageText } from '../i18n/pages';
import type { Faces } from './settings';
import { specialValue, valueText } from './text';
import '../shared/screens.css';

export interface SchwimmenRulesPageProps {
  /** Mounted and open by default; pass false to keep it closed. */
  open?: boolean;
  /** The rule options of the current table; the page says which are on. */
  rules: SchwimmenRules;
  faces?: Faces;
  onClose(): void;
  /** Opens the game's guided first game (How to play); without it the page has no such button. */
  onTutorial?(): void;
}

export function SchwimmenRulesPage(props: SchwimmenRulesPageProps) {
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
function RulesText(props: SchwimmenRulesPageProps) {
  const r = usePageText('rules', rulesText);
  return r && <RulesContent {...props} r={r} />;
}

function RulesContent({
  rules,
  faces = 'french',
  onClose,
  onTutorial,
  r,
}: SchwimmenRulesPageProps & { r: RulesMessages }) {
  const t = useMessages();
  const sec = r.sections;
  const suitNames = t.cards[faces].suits;
  const [a, b, c, d] = SUITS.map((suit) => suitNames[suit]);
  const order = format(sec.showdown.suitOrder, { a, b, c, d });

  // The notes name cards, in the words of the faces shown beside them.
  const noteText = (note: ExampleNote) =>
    note === 'oneSuit' ? r.exampleNotes.oneSuit[faces] : r.exampleNotes[note];

  const example = ([cards, note]: [Card[], ExampleNote?]) => {
    const value = handValue(cards, rules);
    const caption = note ? noteText(note) : specialValue(value, t);
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

  const chips = [
    plural(r.summary.lives, rules.lives),
    onOff(rules.feuer, r.summary.feuer),
    onOff(rules.threeOfAKind, r.summary.threeOfAKind),
    onOff(rules.knockInFirstRound, r.summary.knockInFirstRound),
    onOff(rules.knockWithSwap, r.summary.knockWithSwap),
    r.summary.tieBreak[rules.tieBreak],
  ];

  const body: Record<SectionKey, ReactNode> = {
    cards: (
      <>
        <p>{sec.cards.deck[faces]}</p>
        <p>{sec.cards.points[faces]}</p>
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
        <p>{sec.deal.atOnce}</p>
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
        <p className="scr-rules__option">
          {rules.knockWithSwap ? sec.knocking.withSwapOn : sec.knocking.withSwapOff}
        </p>
      </>
    ),
    allPass: <p>{sec.allPass.text}</p>,
    schnauz: (
      <>
        <p>{sec.schnauz.schnauz}</p>
        <p>{sec.schnauz.atDeal}</p>
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
    winning: (
      <>
        <p>{sec.winning.text}</p>
        {/* S22: only the Skat tie rule can put the last players out together; with 'none' there is no draw. */}
        <p className="scr-rules__option">
          {rules.tieBreak === 'skat' ? sec.winning.drawSkat : sec.winning.noDraw}
        </p>
      </>
    ),
  };

  const learn = onTutorial && {
    label: format(t.app.start.howToPlay, { game: t.app.schwimmen }),
    onLearn: onTutorial,
  };
  return (
    <RulesModal text={r} chips={chips} sections={SECTIONS} body={body} onClose={onClose} learn={learn} />
  );
}
