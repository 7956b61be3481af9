// The Web Worker the app runs the searching computer players in (hard, expert), the human's hints and the
// reviews of finished rounds, so the page never stalls while they think. One request, one answer:
//   { id, game, level, view, legal, seed }                → { id, action }   (a computer player's move)
//   { kind: 'hint', id, game, view, legal, seed }         → { id, hint }     (the expert's hint for the human)
//   { kind: 'review', id, game, record, round, seat }     → { id, review }   (a round's or deal's review)
// `game` is a registered game's id (src/games); the game's module brings the code. A request without `kind`
// is a move, as it always was. Anything that fails answers { id, error }.
import { gameOf, games } from '../games';
import type { RoundReview } from '../coach/types';
import type { Level } from '../match/levels';

type Action = { type: string };

export interface DecideRequest {
  kind?: 'decide';
  id: number;
  game: string;
  level: Level;
  view: unknown;
  legal: Action[];
  seed: number;
}

export interface HintRequest {
  kind: 'hint';
  id: number;
  game: string;
  view: unknown;
  legal: Action[];
  seed: number;
}

/** The review of one round (deal: `round` is the deal number) of the match `record` for `seat`. */
export interface ReviewAsk {
  game: string;
  record: unknown;
  round: number;
  seat: number;
}
export type ReviewRequest = { kind: 'review'; id: number } & ReviewAsk;

export type WorkerRequest = DecideRequest | HintRequest | ReviewRequest;

export type DecideResponse = { id: number; action: Action } | { id: number; error: string };
export type HintResponse = { id: number; hint: unknown } | { id: number; error: string };
export type ReviewResponse =
  { id: number; review: RoundReview<unknown, unknown> } | { id: number; error: string };
export type WorkerResponse = DecideResponse | HintResponse | ReviewResponse;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

/** The answer to one request, from the code of its game. */
async function answer(request: WorkerRequest): Promise<WorkerResponse> {
  const { id } = request;
  const brains = gameOf(request.game).brains;
  if (request.kind === 'review') {
    const review = await brains.review();
    return { id, review: review(request.record as never, request.round, request.seat) };
  }
  if (request.kind === 'hint') {
    const hint = await brains.hint();
    return { id, hint: hint(request.view as never, request.legal as never, request.seed) };
  }
  const bot = (await brains.all())[request.level];
  return { id, action: bot.decide(request.view as never, request.legal as never, request.seed) };
}

scope.onmessage = (e) => {
  const { id } = e.data;
  answer(e.data).then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};

// Every game's players, hints and reviews come with the worker itself, as the worker starts while the network
// is there (see src/store/brains.ts): a question asked offline later finds its code here.
for (const game of games()) {
  void Promise.all([game.brains.all(), game.brains.hint(), game.brains.review()]).catch(() => {
    // A question about that game answers with the error.
  });
}
