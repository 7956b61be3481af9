// The coach's part of the store: reviews of finished rounds (Schwimmen) and deals (Schnapsen), worked out in
// the Worker when asked for and kept in memory for the last few (../reviews.ts, loaded with the first one),
// and the review on show. Nothing here is saved: a review is derived from the match record again whenever
// it is wanted.
import type { StateCreator } from 'zustand';
import type { AnyRoundReview, AskReview } from '../brains';
import type { GameStore } from '../index';
import type { Game } from '../route';
import { lineOf } from '../takeBack';

export type ReviewEntry =
  { status: 'pending' } | { status: 'ready'; review: AnyRoundReview } | { status: 'failed' };

export interface CoachSlice {
  /** Reviews by reviewKey (game, the match's line and round: a take back never shows an undone round's). */
  reviews: Readonly<Record<string, ReviewEntry>>;
  /** The review dialog on show: whose round. */
  reviewing: { game: Game; round: number; key: string } | null;
  /** Opens the review of the round (deal) just finished in `game`'s match, working it out if need be. */
  openReview(game: Game): void;
  closeReview(): void;
  /** The review of round `round` of `game`'s current match, from memory or worked out now; null on failure. */
  reviewOf(game: Game, round: number): Promise<AnyRoundReview | null>;
}

export const reviewKey = (game: Game, matchId: string, round: number) => `${game}:${matchId}:${round}`;

/** The round (Schwimmen) or deal (Schnapsen) that ended last, or is on the table, in `game`'s match. */
export function lastRound(s: GameStore, game: Game): number {
  return game === 'schwimmen' ? s.state.round : s.schnapsenState.dealNumber;
}

/** `review` replaces the app's own (the Worker) in tests. */
export function createCoachSlice(review?: AskReview): StateCreator<GameStore, [], [], CoachSlice> {
  return (set, get) => {
    let work: Promise<CoachSlice['reviewOf']> | null = null;
    const reviewOf: CoachSlice['reviewOf'] = (game, round) =>
      (work ??= import('../reviews').then((m) => m.reviewer(set, get, review))).then((f) => f(game, round));
    return {
      reviews: {},
      reviewing: null,
      openReview(game) {
        const s = get();
        const round = lastRound(s, game);
        if (round < 1) return;
        const key = reviewKey(game, lineOf(game === 'schwimmen' ? s.match : s.schnapsenMatch), round);
        set({ reviewing: { game, round, key } });
        void reviewOf(game, round);
      },
      closeReview: () => set({ reviewing: null }),
      reviewOf,
    };
  };
}
