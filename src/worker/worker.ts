// The Web Worker the app runs the searching computer players in (hard, expert), and the human's hints, so
// the page never stalls while they think. One request, one answer:
//   { id, game, level, view, legal, seed }                → { id, action }   (a computer player's move)
//   { kind: 'hint', id, game, view, legal, seed }         → { id, hint }     (the expert's hint for the human)
//   { kind: 'review', id, game, record, round, seat }     → { id, review }   (a round's or deal's review)
// `game` is 'schwimmen' or 'schnapsen' in all. A request without `kind` is a move, as it always was.
import { botFor, type Level } from '../bots';
import {
  reviewSchnapsenDeal,
  reviewSchwimmenRound,
  type SchnapsenDealReview,
  type SchwimmenRoundReview,
} from '../coach/review';
import type { MatchRecord } from '../match/schwimmen';
import type { SchnapsenMatchRecord } from '../match/schnapsen';
import { schnapsenHint, type SchnapsenHint } from '../bots/schnapsen/hint';
import { schwimmenHint, type Hint } from '../bots/schwimmen/hint';
import type { SchnapsenAction, SchnapsenView } from '../engine/schnapsen';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';

interface DecideFields {
  kind?: 'decide';
  id: number;
  level: Level;
  seed: number;
}

export type DecideRequest =
  | (DecideFields & { game: 'schwimmen'; view: SchwimmenView; legal: SchwimmenAction[] })
  | (DecideFields & { game: 'schnapsen'; view: SchnapsenView; legal: SchnapsenAction[] });

interface HintFields {
  kind: 'hint';
  id: number;
  seed: number;
}

export type HintRequest =
  | (HintFields & { game: 'schwimmen'; view: SchwimmenView; legal: SchwimmenAction[] })
  | (HintFields & { game: 'schnapsen'; view: SchnapsenView; legal: SchnapsenAction[] });

/** The review of one round (Schwimmen) or deal (Schnapsen, `round` is the deal number) for `seat`. */
export type ReviewAsk = { round: number; seat: number } & (
  { game: 'schwimmen'; record: MatchRecord } | { game: 'schnapsen'; record: SchnapsenMatchRecord }
);
export type ReviewRequest = { kind: 'review'; id: number } & ReviewAsk;

export type WorkerRequest = DecideRequest | HintRequest | ReviewRequest;

export type DecideResponse =
  { id: number; action: SchwimmenAction | SchnapsenAction } | { id: number; error: string };
export type HintResponse = { id: number; hint: Hint | SchnapsenHint } | { id: number; error: string };
export type ReviewResponse =
  { id: number; review: SchwimmenRoundReview | SchnapsenDealReview } | { id: number; error: string };
export type WorkerResponse = DecideResponse | HintResponse | ReviewResponse;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

scope.onmessage = (e) => {
  const request = e.data;
  const { id } = request;
  try {
    if (request.kind === 'review') {
      const review =
        request.game === 'schwimmen'
          ? reviewSchwimmenRound(request.record, request.round, request.seat)
          : reviewSchnapsenDeal(request.record, request.round, request.seat);
      scope.postMessage({ id, review });
      return;
    }
    const { seed } = request;
    if (request.kind === 'hint') {
      const hint =
        request.game === 'schnapsen'
          ? schnapsenHint(request.view, request.legal, seed)
          : schwimmenHint(request.view, request.legal, seed);
      scope.postMessage({ id, hint });
    } else if (request.game === 'schnapsen') {
      const action = botFor('schnapsen', request.level).decide(request.view, request.legal, seed);
      scope.postMessage({ id, action });
    } else {
      const action = botFor('schwimmen', request.level).decide(request.view, request.legal, seed);
      scope.postMessage({ id, action });
    }
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
