// The Schnapsen part of the tutorial: the real Schnapsen table over the tutorial's own state (never the
// store's match), each step's words and where the step points on that table.
import { useMemo } from 'react';
import { useGame } from '../../store';
import { YOU, schnapsenTutorial, type SchnapsenTarget } from '../../tutorial/schnapsen';
import { useMessages } from '../i18n';
import type { GameTutorialProps } from '../games';
import { SchnapsenTable } from '../schnapsen/SchnapsenTable';
import { ScriptedFrame, useGameTutorial } from './GameTutorial';
import { cardIn, type Params } from './words';
import { schnapsenSettings } from '../schnapsen/useSchnapsen';

const SELECTORS: Record<Exclude<SchnapsenTarget, `card:${string}`>, string> = {
  hand: '.sn-table [data-testid="hand"]',
  points: `.sn-table [data-testid="points-${YOU}"]`,
  trumpCard: '.sn-table [data-testid="trump-card"]',
  talon: '.sn-table .sn-talon',
  trick: '.sn-table [data-testid="trick"]',
  marry: '.sn-table [data-action="marry"]',
  exchangeTrump: '.sn-table [data-action="exchangeTrump"]',
  close: '.sn-table [data-action="close"]',
  claim: '.sn-table [data-action="claim"]',
  bummerl: `.sn-table [data-testid="bummerl-${YOU}"]`,
};

export function selectorOf(target: SchnapsenTarget): string {
  return target.startsWith('card:')
    ? `.sn-table [data-testid="hand"] [data-card="${target.slice(5)}"]`
    : SELECTORS[target as keyof typeof SELECTORS];
}

export function SchnapsenTutorial(props: GameTutorialProps) {
  const t = useMessages();
  const faces = useGame((s) => schnapsenSettings(s).faces);
  const { tutorial, view, legal } = useGameTutorial(schnapsenTutorial);
  const names = useMemo(() => [t.screens.common.you, t.app.names[0]] as const, [t]);

  const ranks = t.cards[faces].ranks;
  const suits = t.cards[faces].suits;
  const a = t.schnapsen.actions;
  const points = view.points[YOU];
  const params: Record<string, Params> = {
    values: { A: ranks.A, T: ranks.T, K: ranks.K, Q: ranks.Q, J: ranks.J },
    trump: { card: cardIn('Ah', faces), suit: suits.h },
    lead: { card: cardIn('Ac', faces) },
    draw: { answer: cardIn('Jc', faces), points },
    marriage: { king: cardIn('Ks', faces), queen: cardIn('Qs', faces), button: a.marry },
    marriageLead: { points, card: cardIn('Qs', faces) },
    exchange: {
      jack: cardIn('Jh', faces),
      J: t.schnapsen.words.ranks[faces].J,
      trump: cardIn('Ah', faces),
      button: a.exchangeTrump[faces],
    },
    close: { points, button: a.close },
    closedLead: { card: cardIn('Ah', faces) },
    closedLead2: { answer: cardIn('Th', faces), card: cardIn('Tc', faces), suit: suits.c },
    claim: { points, button: a.claim },
    bummerl: {},
  };

  return (
    <ScriptedFrame
      {...props}
      script={schnapsenTutorial}
      tutorial={tutorial}
      texts={props.text.schnapsen}
      params={params}
      selectorOf={selectorOf}
      modifier="schnapsen"
    >
      <SchnapsenTable
        view={view}
        legal={legal}
        names={names}
        faces={faces}
        showPoints
        onAction={tutorial.act}
        announce={false}
        matchId="tutorial"
        // The step asks for the close: a question on top would only stand in the way.
        confirmClose={false}
      />
    </ScriptedFrame>
  );
}
