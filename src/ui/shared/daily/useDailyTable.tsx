// What both game screens do alike while a deal of the day is on their table: the line over the table (with the
// notice of a refused date), its result panel in place of the round's or deal's once its one round is over,
// and the way back to the match in progress.
import type { ReactNode } from 'react';
import type { AnyGame, MatchRecordBase, Table } from '../../../games/types';
import { gameStore, useGame } from '../../../store';
import { addressFor } from '../../../store/route';
import type { GameScreenProps } from '../../games';
import { DailyBanner } from './DailyBanner';
import { DailyResult } from './DailyResult';

export interface DailyTableProps extends Pick<GameScreenProps, 'matchHref' | 'onMatch'> {
  game: AnyGame;
  /** The game's name in the language on show. */
  gameName: string;
  table: Table<MatchRecordBase>;
  /** The position the table shows (positionKey), and the Review of the round, from useGameScreen. */
  position: string;
  onReview?(): void;
}

export interface DailyTable {
  /** The line over the table; null when the match is on it. */
  banner: ReactNode;
  /** The result panel when the deal of the day's round is over; null for any other table or moment. */
  overlay: ReactNode;
  /** After New match: from a deal of the day the new match is dealt in the match's place, so go and play it. */
  afterNewMatch(): void;
}

export function useDailyTable({
  game,
  gameName,
  table,
  position,
  onReview,
  matchHref,
  onMatch,
}: DailyTableProps): DailyTable {
  const notice = useGame((s) => (s.dailyNotice?.game === game.id ? s.dailyNotice.problem : null));
  const daily = table.match.daily;
  // Back to my match: in place when the App says how, else by loading the match's address.
  const back = onMatch ?? (() => location.assign(matchHref ?? addressFor(game.id)));
  if (!daily) return { banner: null, overlay: null, afterNewMatch: () => {} };
  const store = gameStore().getState();
  return {
    banner: <DailyBanner daily={daily} notice={notice} onDismiss={store.dismissDailyNotice} />,
    overlay: game.roundOver(table.state) && (
      <DailyResult
        game={game.id}
        gameName={gameName}
        daily={daily}
        measure={game.daily.measure(table.state)}
        position={position}
        onReview={onReview}
        onBack={back}
        onAgain={() => store.redealDaily(game.id)}
      />
    ),
    afterNewMatch: back,
  };
}
