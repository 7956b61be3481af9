// Watches the game store and rates every round (Schwimmen) and deal (Schnapsen) the human finishes, once:
// the review and the duplicate replay are worked out in the Worker (the coach slice's reviewOf), then the
// skill store rates the round (marks there remember what has been rated, across reloads and tabs); a practice
// match is never rated. A review that could not be worked out (offline before its code came) is asked for
// again once the browser is back online, while its round is still the one on the table. Loaded after the
// first page, so the first download does not carry it.
import type { GameStore, GameStoreApi } from './index';
import { isLoadError, whenOnline } from './chunks';
import { isRated } from '../stats/skill';
import { skillStore, type SkillStoreApi } from '../stats/skillStore';
import type { StatGame } from '../stats/stats';
import { gameIds, gameOf } from '../games';

/**
 * The round or deal of `game` that has just been finished by the human, if any: [match id, number]. A
 * practice match's never counts.
 */
export function finishedRound(s: GameStore, game: StatGame): [string, number] | null {
  const { state, match } = s.games[game];
  // A deal of the day is rated in its own history only (dailyRecorder.ts).
  if (match.practice || match.daily) return null;
  const finished = gameOf(game).progress(match, state).finishedRound;
  return finished === null || finished < 1 ? null : [match.id, finished];
}

export function startSkillRecorder(
  gameStore: GameStoreApi,
  skill: SkillStoreApi = skillStore(),
  now: () => number = () => Date.now(),
): () => void {
  const asked = new Set<string>();
  /** Asked, but the review could not be worked out now (offline): asked again once back online. */
  const unrated = new Set<string>();
  const rate = (game: StatGame) => {
    const s = gameStore.getState();
    const finished = finishedRound(s, game);
    if (!finished) return;
    const [matchId, round] = finished;
    const key = `${game}:${matchId}:${round}`;
    if (asked.has(key) || isRated(skill.getState().record, game, matchId, round)) return;
    asked.add(key);
    const later = () => unrated.add(key);
    const reviewed = s.reviewOf(game, round).catch((error: unknown) => {
      if (!isLoadError(error)) throw error;
      later();
      return null;
    });
    void reviewed.then((review) => {
      if (review === null) later();
      if (!review?.duplicate) return;
      try {
        skill.getState().recordRound(game, {
          matchId,
          round,
          when: now(),
          averageCost: review.averageCost,
          decisions: review.decisions.length,
          result: review.duplicate.result,
          expertResult: review.duplicate.expertResult,
        });
      } catch (error) {
        // The rating must never stop the game: the round is simply not rated.
        console.error('The skill rating could not rate this round', error);
      }
    });
  };
  const look = () => {
    for (const game of gameIds()) rate(game);
  };
  look();
  const stopOnline = whenOnline(() => {
    for (const key of unrated) asked.delete(key);
    unrated.clear();
    look();
  });
  const stop = gameStore.subscribe((game, previous) => {
    if (game.games !== previous.games) look();
  });
  return () => {
    stopOnline();
    stop();
  };
}
