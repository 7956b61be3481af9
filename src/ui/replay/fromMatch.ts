// The replay of a match on the table (Replay on a result panel): its game record, built by the records layer
// (loaded only now: records code stays out of the first download), and the coach's verdicts on the person's
// decisions from the reviews the store holds for this match's line. Reads the store; never writes it.
import type { Verdict } from '../../coach/types';
import { gameOf } from '../../games';
import type { MatchRecordBase } from '../../games/types';
import { gameStore, reviewKey, type ReviewEntry } from '../../store';
import { localDay } from '../../daily/date';
import { lineOf } from '../../store/takeBack';
import type { ReplayRequest } from './open';

/** The store's reviews of each round (deal) of `match` that has one, under the store's own keys. */
function reviewsOf(game: string, match: MatchRecordBase): { round: number; entry: ReviewEntry }[] {
  const { reviews } = gameStore().getState();
  const line = lineOf(match);
  const rounds = match.log.filter((action) => (action as { type: string }).type === 'deal').length;
  return Array.from({ length: rounds }, (_, i) => ({
    round: i + 1,
    entry: reviews[reviewKey(game, line, i + 1)],
  })).filter((found): found is { round: number; entry: ReviewEntry } => found.entry !== undefined);
}

/** The verdicts of every review of `match` the store holds, by index into its log. */
export function marksOf(game: string, match: MatchRecordBase): Record<number, Verdict> {
  const marks: Record<number, Verdict> = {};
  for (const { entry } of reviewsOf(game, match)) {
    if (entry.status !== 'ready') continue;
    for (const decision of entry.review.decisions) marks[decision.logIndex] = decision.verdict;
  }
  return marks;
}

/** How long Replay waits for a review still being worked out (the skill rating asks for one per round). */
const REVIEW_WAIT_MS = 800;

/** Waits, a moment at most, for the reviews of `match` still being worked out, so that their marks show. */
async function reviewsSettled(game: string, match: MatchRecordBase): Promise<void> {
  const { reviewOf } = gameStore().getState();
  const pending = reviewsOf(game, match)
    .filter(({ entry }) => entry.status === 'pending')
    // Asked again while pending, the store hands back the same answer on its way: nothing new is worked out.
    .map(({ round }) => reviewOf(game, round).catch(() => null));
  if (pending.length === 0) return;
  await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, REVIEW_WAIT_MS))]);
}

/** What the viewer shows of `match` of `game`: its record, from the end, with the review's marks. */
export async function replayOfMatch(game: string, match: MatchRecordBase): Promise<ReplayRequest> {
  const [{ recordOfMatch }] = await Promise.all([import('../../records/print'), reviewsSettled(game, match)]);
  const record = recordOfMatch(gameOf(game), match, { date: localDay() });
  return { record, marks: marksOf(game, match) };
}
