// The replay of a match on the table (Replay on a result panel): its game record, built by the records layer
// (loaded only now: records code stays out of the first download), and the coach's verdicts on the person's
// decisions from the reviews the store holds for this match's line. Reads the store; never writes it.
import type { Verdict } from '../../coach/types';
import { gameOf } from '../../games';
import type { MatchRecordBase } from '../../games/types';
import { gameStore } from '../../store';
import { lineOf } from '../../store/takeBack';
import type { ReplayRequest } from './open';

/** The verdicts of every review of `match` the store holds, by index into its log. */
export function marksOf(game: string, match: MatchRecordBase): Record<number, Verdict> {
  const prefix = `${game}:${lineOf(match)}:`;
  const marks: Record<number, Verdict> = {};
  for (const [key, entry] of Object.entries(gameStore().getState().reviews)) {
    if (!key.startsWith(prefix) || entry.status !== 'ready') continue;
    for (const decision of entry.review.decisions) marks[decision.logIndex] = decision.verdict;
  }
  return marks;
}

/** How long Replay waits for a review still being worked out (the skill rating asks for one per round). */
const REVIEW_WAIT_MS = 800;

/** Waits, a moment at most, for the reviews of `match` still being worked out, so that their marks show. */
async function reviewsSettled(game: string, match: MatchRecordBase): Promise<void> {
  const prefix = `${game}:${lineOf(match)}:`;
  const { reviews, reviewOf } = gameStore().getState();
  const pending = Object.entries(reviews)
    .filter(([key, entry]) => key.startsWith(prefix) && entry.status === 'pending')
    // Asked again while pending, the store hands back the same answer on its way: nothing new is worked out.
    .map(([key]) => reviewOf(game, Number(key.slice(prefix.length))).catch(() => null));
  if (pending.length === 0) return;
  await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, REVIEW_WAIT_MS))]);
}

/** Today as a record writes it: 'YYYY-MM-DD', in the player's own time zone. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** What the viewer shows of `match` of `game`: its record, from the end, with the review's marks. */
export async function replayOfMatch(game: string, match: MatchRecordBase): Promise<ReplayRequest> {
  const [{ recordOfMatch }] = await Promise.all([import('../../records/print'), reviewsSettled(game, match)]);
  const record = recordOfMatch(gameOf(game), match, { date: today() });
  return { record, marks: marksOf(game, match) };
}
