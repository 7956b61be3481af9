// The coach's part of the store: reviews of finished rounds (Schwimmen) and deals (Schnapsen), worked out in
// the Worker when asked for and kept in memory for the last few (../reviews.ts, loaded with the first one),
// and the review on show. Nothing here is saved: a review is derived from the match record again whenever
// it is wanted.
import type { StateCreator } from 'zustand';
import type { AnyRoundReview, AskReview } from '../brains';
import { isLoadError, loader, whenOnline } from '../chunks';
import type { GameStore } from '../index';
import type { Game } from '../route';
import { lineOf } from '../takeBack';
import { gameOf } from '../../games';

export type ReviewEntry =
  | { status: 'pending' }
  | { status: 'ready'; review: AnyRoundReview }
  /** `cannotLoad`: its code could not come (offline before the app is installed); asking again may work. */
  | { status: 'failed'; cannotLoad?: boolean };

export interface CoachSlice {
  /** Reviews by reviewKey (game, the match's line and round: a take back never shows an undone round's). */
  reviews: Readonly<Record<string, ReviewEntry>>;
  /** The review dialog on show: whose round. */
  reviewing: { game: Game; round: number; key: string } | null;
  /** Opens the review of the round (deal) just finished in `game`'s match, working it out if need be. */
  openReview(game: Game): void;
  closeReview(): void;
  /**
   * The review of round `round` of `game`'s current match, from memory or worked out now; null on failure; a
   * LoadError when the reviewer's own code cannot come now.
   */
  reviewOf(game: Game, round: number): Promise<AnyRoundReview | null>;
}

export const reviewKey = (game: Game, matchId: string, round: number) => `${game}:${matchId}:${round}`;

/** The round (deal) that ended last, or is on the table, in `game`'s match. */
export function lastRound(s: GameStore, game: Game): number {
  return gameOf(game).roundNumber(s.games[game].state);
}

/** `review` replaces the app's own (the Worker) in tests. */
export function createCoachSlice(review?: AskReview): StateCreator<GameStore, [], [], CoachSlice> {
  return (set, get) => {
    const work = loader(() => import('../reviews').then((m) => m.reviewer(set, get, review)));
    const reviewOf: CoachSlice['reviewOf'] = (game, round) => work.load().then((f) => f(game, round));
    // A review on show whose code could not come offline is asked for again once the browser is back online.
    whenOnline(() => {
      const { reviewing, reviews } = get();
      const entry = reviewing && reviews[reviewing.key];
      if (reviewing && entry?.status === 'failed' && entry.cannotLoad)
        reviewOf(reviewing.game, reviewing.round).catch(() => {
          // Still cannot come: the dialog says so.
        });
    });
    return {
      reviews: {},
      reviewing: null,
      openReview(game) {
        const s = get();
        const round = lastRound(s, game);
        if (round < 1) return;
        const key = reviewKey(game, lineOf(s.games[game].match), round);
        set({ reviewing: { game, round, key } });
        reviewOf(game, round).catch((error: unknown) => {
          if (!isLoadError(error)) throw error;
          set({ reviews: { ...get().reviews, [key]: { status: 'failed', cannotLoad: true } } });
        });
      },
      closeReview: () => set({ reviewing: null }),
      reviewOf,
    };
  };
}
