// The Web Worker the app runs the searching computer players in (hard, expert), and the human's hints, so
// the page never stalls while they think. One request, one answer:
//   { id, game, level, view, legal, seed }                → { id, action }   (a computer player's move)
//   { kind: 'hint', id, game, view, legal, seed }         → { id, hint }     (the expert's hint for the human)
//   { kind: 'review', id, game, record, round, seat }     → { id, review }   (a round's or deal's review)
// A request without `kind` is a move, as it always was.
import { botFor, type Level } from './index';
import {
  reviewSchnapsenDeal,
  reviewSchwimmenRound,
  type SchnapsenDealReview,
  type SchwimmenRoundReview,
} from '../coach/review';
import type { MatchRecord } from '../store/match';
import type { SchnapsenMatchRecord } from '../store/schnapsenMatch';
import { schwimmenHint, type Hint } from './schwimmen/hint';
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

export interface HintRequest {
  kind: 'hint';
  id: number;
  game: 'schwimmen';
  view: SchwimmenView;
  legal: SchwimmenAction[];
  seed: number;
}

/** The review of one round (Schwimmen) or deal (Schnapsen, `round` is the deal number) for `seat`. */
export type ReviewAsk = { round: number; seat: number } & (
  { game: 'schwimmen'; record: MatchRecord } | { game: 'schnapsen'; record: SchnapsenMatchRecord }
);
export type ReviewRequest = { kind: 'review'; id: number } & ReviewAsk;

export type WorkerRequest = DecideRequest | HintRequest | ReviewRequest;

export type DecideResponse =
  { id: number; action: SchwimmenAction | SchnapsenAction } | { id: number; error: string };
export type HintResponse = { id: number; hint: Hint } | { id: number; error: string };
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
      scope.postMessage({ id, hint: schwimmenHint(request.view, request.legal, seed) });
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
