// The coach's part of the store: reviews of finished rounds (Schwimmen) and deals (Schnapsen), worked out in
// the Worker when asked for, kept in memory for the last few, and the review on show. Nothing here is
// saved: a review is derived from the match record again whenever it is wanted.
import type { StateCreator } from 'zustand';
import type { AnyRoundReview, AskReview } from '../brains';
import type { GameStore } from '../index';
import { HUMAN } from '../match';
import type { Game } from '../route';

export type ReviewEntry =
  { status: 'pending' } | { status: 'ready'; review: AnyRoundReview } | { status: 'failed' };

/** Reviews kept in memory at most (the oldest goes first). */
const KEPT = 6;

export interface CoachSlice {
  /** Reviews by reviewKey (game, match id and round). */
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

export function createCoachSlice(review: AskReview): StateCreator<GameStore, [], [], CoachSlice> {
  return (set, get) => {
    const waiting = new Map<string, Promise<AnyRoundReview | null>>();

    const put = (key: string, entry: ReviewEntry) => {
      const kept = Object.entries(get().reviews).filter(([k]) => k !== key);
      set({ reviews: Object.fromEntries([...kept.slice(-(KEPT - 1)), [key, entry]]) });
    };

    const reviewOf = (game: Game, round: number): Promise<AnyRoundReview | null> => {
      const s = get();
      const key = reviewKey(game, game === 'schwimmen' ? s.match.id : s.schnapsenMatch.id, round);
      const known = s.reviews[key];
      if (known?.status === 'ready') return Promise.resolve(known.review);
      const pending = waiting.get(key);
      if (pending) return pending;
      put(key, { status: 'pending' });
      const ask =
        game === 'schwimmen'
          ? review({ game, record: s.match, round, seat: HUMAN })
          : review({ game, record: s.schnapsenMatch, round, seat: HUMAN });
      const answer = ask.then(
        (r) => {
          put(key, { status: 'ready', review: r });
          return r;
        },
        (error: unknown) => {
          console.error('The review could not be worked out', error);
          put(key, { status: 'failed' });
          return null;
        },
      );
      const settled = answer.finally(() => waiting.delete(key));
      waiting.set(key, settled);
      return settled;
    };

    return {
      reviews: {},
      reviewing: null,
      openReview(game) {
        const s = get();
        const round = lastRound(s, game);
        if (round < 1) return;
        const key = reviewKey(game, game === 'schwimmen' ? s.match.id : s.schnapsenMatch.id, round);
        set({ reviewing: { game, round, key } });
        void reviewOf(game, round);
      },
      closeReview: () => set({ reviewing: null }),
      reviewOf,
    };
  };
}
