// What both game screens read of the store for their table, the same for every game: the view and the legal
// actions of seat 0, the pace, who is thinking, the hint of the position on show, practice's Take back (built
// from the store's takeBack points), and whether the end of a finished match is on show yet. Each game's
// screen adds only what is its own.
import { useMemo, useState } from 'react';
import type { CommonSettings } from '../../../games/settings';
import type { GameModule, MatchRecordBase, Table } from '../../../games/types';
import { gameStore, HUMAN, matchInProgress, positionKey, speedOf, tableOf, useGame } from '../../../store';
import { takeBackPointOf } from '../../../store/takeBack';
import type { TakeBackOffer } from './Practice';
import type { CardTableProps } from './cardTable';

export function useGameScreen<
  S,
  A extends { type: string },
  V,
  Rec extends MatchRecordBase<A>,
  Set extends CommonSettings,
  H,
>(
  game: GameModule<S, A, V, Rec, Set, H>,
  { match, state }: Table<Rec, S>,
  settings: Set,
  /** Why Take back is disabled when there is nothing to take back (the round's or the deal's words). */
  nothingToTakeBack: string,
) {
  const id = game.id;
  const speed = useGame((s) => speedOf(s, id));
  const thinking = useGame((s) => s.thinking);
  const hint = useGame((s) => s.hint);
  const hintPending = useGame((s) => s.hintPending);
  const tookBack = useGame((s) => s.tookBack?.game === id);
  const inProgress = useGame((s) => matchInProgress(s, id));
  // After the last result the player reads it first, then asks for the end of the match; a match that was
  // already over when the table opened (a reload) shows its end at once.
  const [overShownFor, setOverShownFor] = useState<string | null>(() => {
    const table = tableOf(gameStore().getState(), game);
    return game.matchOver(table.state) ? table.match.id : null;
  });

  const view = useMemo(() => game.engine.view(state, HUMAN), [game, state]);
  const legal = useMemo(
    () => (game.engine.actor(state) === HUMAN ? game.engine.legalActions(state) : []),
    [game, state],
  );
  // A hint belongs to the position it was asked in: never shown for another one.
  const position = positionKey(match);
  // Practice: Take back goes back to before the player's last move of the round, when there is one.
  const practice = match.practice === true;
  const canTakeBack = useMemo(() => takeBackPointOf(game, match, settings) !== null, [game, match, settings]);
  const takeBack: TakeBackOffer | null = practice
    ? {
        reason: canTakeBack ? null : nothingToTakeBack,
        onTakeBack: () => void gameStore().getState().takeBack(id),
      }
    : null;

  const store = gameStore().getState();
  /** What the game's table takes from the store, the same for every game. */
  const table = {
    view,
    legal,
    onAction: (action: A, aimedAt?: string) => void store.act(id, action, aimedAt),
    position,
    hint: hint?.game === id && hint.key === position ? (hint.hint as H) : null,
    hintPending: hintPending === position,
    onHint: () => void store.askHint(id),
    speed,
    matchId: match.id,
    practice,
    takeBack,
    tookBack,
  } satisfies Omit<CardTableProps<V, A, H>, 'faces'>;

  return {
    table,
    view,
    thinking,
    inProgress,
    position,
    practice,
    takeBack,
    tookBack,
    /** The end of the match is on show (the player has read the last result). */
    overShown: game.matchOver(state) && overShownFor === match.id,
    /** Shows the end of the match (See the result). */
    showOver: () => setOverShownFor(match.id),
    onReview: () => store.openReview(id),
    onSettings: () => store.openDialog('settings'),
  };
}
