// The Schnapsen rules in our own words (rules/schnapsen.md, N1–N12), saying which options this table uses.
// Its frame (the options as chips, contents links, sections) is the Schwimmen rules page's: RulesModal.
import type { ReactNode } from 'react';
import type { Card } from '../../engine/cards';
import { cardPoints, type SchnapsenRules } from '../../engine/schnapsen';
import { format, useMessages } from '../i18n';
import { schnapsenRules, type SchnapsenRulesMessages } from '../i18n/en/schnapsenRules';
import { usePageText } from '../i18n/pages';
import { MiniCard } from '../shared/MiniCard';
import { onOff, RulesModal } from '../shared/RulesModal';
import type { Faces } from './settings';
import '../shared/screens.css';
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
  /** Opens the game's guided first game (How to play); without it the page has no such button. */
  onTutorial?(): void;
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
  onTutorial,
  r,
}: SchnapsenRulesPageProps & { r: SchnapsenRulesMessages }) {
  const t = useMessages();
  const sec = r.sections;

  const chips = [
    format(r.summary.bummerl, { count: rules.bummerl }),
    onOff(rules.exchangeWithOneLeft, r.summary.exchangeWithOneLeft),
    onOff(autoClaim, r.summary.autoClaim),
  ];

  const body: Record<SectionKey, ReactNode> = {
    cards: (
      <>
        <p>{sec.cards.deck[faces]}</p>
        <p>{sec.cards.points[faces]}</p>
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
        <p>{sec.marriage.text[faces]}</p>
        <p>{sec.marriage.pending}</p>
      </>
    ),
    exchange: (
      <>
        <p>{sec.exchange.text[faces]}</p>
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

  const learn = onTutorial && {
    label: format(t.app.start.howToPlay, { game: t.app.schnapsen }),
    onLearn: onTutorial,
  };
  return (
    <RulesModal text={r} chips={chips} sections={SECTIONS} body={body} onClose={onClose} learn={learn} />
  );
}
