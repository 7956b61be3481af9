// What both game screens do alike while a deal of the day is on their table: its result panel in place of the
// round's or deal's, once its one round is over.
import type { ReactNode } from 'react';
import type { AnyGame, MatchRecordBase, Table } from '../../../games/types';
import { gameStore } from '../../../store';
import { DailyResult } from './DailyResult';
import { backToMatch, type DailyNavProps } from './nav';

export interface DailyOverlayProps extends DailyNavProps {
  game: AnyGame;
  /** The game's name in the language on show. */
  gameName: string;
  table: Table<MatchRecordBase>;
  /** The position the table shows (positionKey), and the Review of the round, from useGameScreen. */
  position: string;
  onReview?(): void;
}

/** The deal of the day's result panel when its round is over; null for any other table or moment. */
export function dailyOverlay({
  game,
  gameName,
  table,
  position,
  onReview,
  ...nav
}: DailyOverlayProps): ReactNode {
  const daily = table.match.daily;
  if (!daily || !game.roundOver(table.state)) return null;
  return (
    <DailyResult
      game={game.id}
      gameName={gameName}
      daily={daily}
      measure={game.daily.measure(table.state)}
      position={position}
      onReview={onReview}
      onBack={backToMatch(game.id, nav)}
      onAgain={() => gameStore().getState().redealDaily(game.id)}
    />
  );
}
