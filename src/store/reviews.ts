// The coach slice's work, loaded with the first review asked for (so the first download does not carry it):
// a review of a finished round or deal asked once of the Worker (or worked out in the page without one), kept
// in memory for the last few, a failure marked so that the next ask tries again.
import type { AnyRoundReview, AskReview } from './brains';
import { askWorker, reviewerInPage } from './brains';
import { isLoadError } from './chunks';
import type { GameStore } from './index';
import { HUMAN } from '../match/human';
import type { Game } from './route';
import { reviewKey, type ReviewEntry } from './slices/coach';
import { lineOf } from './takeBack';

/** Reviews kept in memory at most (the oldest goes first). */
const KEPT = 6;

export const reviewInApp: AskReview = (ask) => {
  if (typeof Worker === 'undefined') {
    return reviewerInPage(ask.game)
      .load()
      .then((review) => review(ask.record, ask.round, ask.seat));
  }
  return askWorker({ ...ask, kind: 'review' }).then((r) => {
    if (!('review' in r)) throw new Error('The worker answered a review with something else');
    return r.review;
  });
};

type Set = (partial: Partial<GameStore>) => void;
type Get = () => GameStore;

/** The function behind the slice's reviewOf, for one store. */
export function reviewer(set: Set, get: Get, review: AskReview = reviewInApp) {
  const waiting = new Map<string, Promise<AnyRoundReview | null>>();
  const put = (key: string, entry: ReviewEntry) => {
    const kept = Object.entries(get().reviews).filter(([k]) => k !== key);
    set({ reviews: Object.fromEntries([...kept.slice(-(KEPT - 1)), [key, entry]]) });
  };
  return (game: Game, round: number): Promise<AnyRoundReview | null> => {
    const s = get();
    const { match } = s.games[game];
    const key = reviewKey(game, lineOf(match), round);
    const known = s.reviews[key];
    if (known?.status === 'ready') return Promise.resolve(known.review);
    const pending = waiting.get(key);
    if (pending) return pending;
    put(key, { status: 'pending' });
    const ask = review({ game, record: match, round, seat: HUMAN });
    const settled = ask
      .then(
        (r) => {
          put(key, { status: 'ready', review: r });
          return r;
        },
        (error: unknown) => {
          // Offline before its code came: the review says so, and asking again once online works.
          if (isLoadError(error)) {
            put(key, { status: 'failed', cannotLoad: true });
            return null;
          }
          console.error('The review could not be worked out', error);
          put(key, { status: 'failed' });
          return null;
        },
      )
      .finally(() => waiting.delete(key));
    waiting.set(key, settled);
    return settled;
  };
}
