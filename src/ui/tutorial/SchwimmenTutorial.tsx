// The Schwimmen part of the tutorial: the real Schwimmen table over the tutorial's own state (never the
// store's match), each step's words and where the step points on that table.
import { useMemo } from 'react';
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
import type { GameTutorialProps } from '../games';
import { SchwimmenTable, type SchwimmenTableProps } from '../schwimmen/SchwimmenTable';
import { ScriptedFrame, useGameTutorial } from './GameTutorial';
import { cardIn, cardsIn, type Params } from './words';
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

export type { GameTutorialProps };

export function SchwimmenTutorial(props: GameTutorialProps) {
  const t = useMessages();
  const faces = useGame((s) => schwimmenSettings(s).faces);
  const { tutorial, state, step, view, legal } = useGameTutorial(schwimmenTutorial);
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

  return (
    <ScriptedFrame
      {...props}
      script={schwimmenTutorial}
      tutorial={tutorial}
      texts={props.text.schwimmen}
      params={params}
      selectorOf={selectorOf}
    >
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
    </ScriptedFrame>
  );
}
