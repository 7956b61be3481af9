// The Schwimmen part of the tutorial: the real Schwimmen table over the tutorial's own state (never the
// store's match), each step's words and where the step points on that table.
import { useMemo } from 'react';
import { schwimmen } from '../../engine/schwimmen';
import { useGame } from '../../store';
import {
  ANNA,
  YOU,
  asksToPick,
  schwimmenTutorial,
  shownHand,
  type SchwimmenTarget,
} from '../../tutorial/schwimmen';
import { useMessages } from '../i18n';
import type { TutorialMessages } from '../i18n/en/tutorial';
import { SchwimmenTable, type SchwimmenTableProps } from '../schwimmen/SchwimmenTable';
import { TutorialFrame } from './TutorialFrame';
import { useTutorial } from './useTutorial';
import { cardIn, cardsIn, stepWords, type Params } from './words';
import '../app.css';
import { schwimmenSettings } from '../schwimmen/useSchwimmen';

const SELECTORS: Record<Exclude<SchwimmenTarget, `card:${string}`>, string> = {
  hand: '.sw-table [data-testid="hand"]',
  middle: '.sw-table [data-testid="middle"]',
  value: '.sw-table .sw-value',
  swapAll: '.sw-table .sw-button--swapAll',
  pass: '.sw-table .sw-button--pass',
  knock: '.sw-table .sw-button--knock',
  anna: `.sw-table .sw-seat[data-seat="${ANNA}"]`,
  lives: `.sw-table [data-testid="lives-${YOU}"]`,
};

export function selectorOf(target: SchwimmenTarget): string {
  return target.startsWith('card:')
    ? `.sw-table [data-card="${target.slice(5)}"]`
    : SELECTORS[target as keyof typeof SELECTORS];
}

export interface GameTutorialProps {
  text: TutorialMessages;
  onSkip(): void;
  onPlay(): void;
}

export function SchwimmenTutorial({ text, onSkip, onPlay }: GameTutorialProps) {
  const t = useMessages();
  const faces = useGame((s) => schwimmenSettings(s).faces);
  const tutorial = useTutorial(schwimmenTutorial);
  const { state, step: index, done } = tutorial.at;
  const step = schwimmenTutorial.steps[index];
  const view = useMemo(() => schwimmen.view(state, YOU), [state]);
  const legal = useMemo(() => (schwimmen.actor(state) === YOU ? schwimmen.legalActions(state) : []), [state]);
  const names = [t.screens.common.you, t.app.names[0]];
  // S20: once the round is over every hand is shown, and Anna's Schnauz lies face up in her seat, where the
  // last steps point.
  const openHands = useMemo(() => (state.roundResult ? [[], shownHand(state, ANNA)] : null), [state]);
  const onPick: SchwimmenTableProps['onPick'] = (zone, card) => {
    const asked = asksToPick(step, zone, card);
    tutorial.tried(asked);
    return asked;
  };

  const ranks = t.cards[faces].ranks;
  const suits = t.cards[faces].suits;
  const actions = t.table.actions;
  const params: Record<string, Params> = {
    values: { A: ranks.A, K: ranks.K, Q: ranks.Q, J: ranks.J, T: ranks.T, value: 10 },
    middle: {},
    swap: { give: cardIn('Ts', faces), take: cardIn('Ad', faces), with: cardIn('Kd', faces), suit: suits.d },
    swapAll: { card: cardIn('Ts', faces), left: cardIn('Kh', faces), suit: suits.h, button: actions.swapAll },
    pass: { suit: suits.h, button: actions.pass },
    knock: { button: actions.knock },
    schnauz: { card: cardIn('Ks', faces), hand: cardsIn(['As', 'Ts', 'Ks'], faces) },
    lives: {},
  };
  const template = text.schwimmen[step.id as keyof TutorialMessages['schwimmen']];

  return (
    <TutorialFrame
      game="schwimmen"
      text={text}
      step={index}
      total={schwimmenTutorial.steps.length}
      done={done}
      words={stepWords(template, params[step.id] ?? {})}
      waits={step.expect !== undefined}
      refused={tutorial.refused}
      targets={step.targets.map(selectorOf)}
      onNext={tutorial.next}
      onSkip={onSkip}
      onPlay={onPlay}
    >
      <main className="app-main tut-main">
        <SchwimmenTable
          view={view}
          legal={legal}
          names={names}
          faces={faces}
          onAction={tutorial.act}
          onPick={onPick}
          openHands={openHands}
          announce={false}
          matchId="tutorial"
        />
      </main>
    </TutorialFrame>
  );
}
