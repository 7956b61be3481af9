// The duplicate replay: the same round (Schwimmen) or deal (Schnapsen) played again from the same deck, with
// the expert in the player's seat and the same computer players deciding with the same seeds, so that the
// player's result can be set against what the expert made of the very same cards. Pure and quick enough for
// the Worker: a replay is one round of bot play.
//
// The computer players get the seed the app gives them, schwimmenDecisionSeed / schnapsenDecisionSeed of the match
// seed and the log length. Where the expert does what the player did, the replay follows the real log move
// for move; where it does not, the others answer its moves as they would have answered the player's.
import { botFor } from '../bots';
import type { Seat } from '../engine/game';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../engine/schnapsen';
import { schwimmen, type SchwimmenAction, type SchwimmenState } from '../engine/schwimmen';
import {
  schwimmenDecisionSeed,
  schwimmenDeck,
  HUMAN,
  schwimmenInitialState,
  roundOver,
  type SchwimmenMatchRecord,
} from '../match/schwimmen';
import {
  roundOver as dealOver,
  schnapsenDecisionSeed,
  schnapsenDeck,
  schnapsenInitialState,
  type SchnapsenMatchRecord,
} from '../match/schnapsen';

/** How a Schwimmen round ended for one seat. */
export interface SchwimmenOutcome {
  lostLife: boolean;
  /** The seat's lives after the round (0 while swimming; a seat put out also shows 0). */
  livesAfter: number;
  /** The seat was put out by this round. */
  out: boolean;
}

/** How a Schnapsen deal ended for one seat: game points, + won, − lost. */
export interface SchnapsenOutcome {
  gamePoints: number;
}

/**
 * The player's real result and the expert's on the same deal. `result` and `expertResult` are the rating's
 * measure (see rating.ts): Schwimmen −1 for a life lost, 0 for none; Schnapsen the signed game points.
 */
export interface Duplicate<O> {
  /** The round or deal number (1-based). */
  round: number;
  seat: Seat;
  player: O;
  expert: O;
  result: number;
  expertResult: number;
}

export type SchwimmenDuplicate = Duplicate<SchwimmenOutcome>;
export type SchnapsenDuplicate = Duplicate<SchnapsenOutcome>;

/** Stops a replay that runs away (a bug in a bot or the engine) instead of hanging the Worker. */
const MAX_ACTIONS = 10_000;

interface Start<S> {
  /** The state just before the round's deal. */
  state: S;
  /** Where the round's deal sits in the log. */
  index: number;
}

function schwimmenStart(record: SchwimmenMatchRecord, round: number): Start<SchwimmenState> {
  let state = schwimmenInitialState(record);
  for (let index = 0; index < record.log.length; index++) {
    const action = record.log[index];
    if (action.type === 'deal' && state.round + 1 === round) return { state, index };
    state = schwimmen.apply(state, action);
  }
  throw new RangeError(`round ${round} was not dealt in match ${record.id}`);
}

function schwimmenOutcome(before: SchwimmenState, after: SchwimmenState, seat: Seat): SchwimmenOutcome {
  const result = after.roundResult;
  if (result === null) throw new Error('the round has no result');
  return {
    lostLife: result.losers.includes(seat),
    livesAfter: after.lives[seat],
    out: after.out[seat] && !before.out[seat],
  };
}

const schwimmenResult = (o: SchwimmenOutcome) => (o.lostLife ? -1 : 0);

/**
 * Schwimmen: round `round` of the match replayed from the state just before its deal (lives and dealer as
 * the real match had them), the expert in `seat`, and the player's real result from the log. Throws when
 * the round is not finished in the log, or when `seat` was already out of it.
 */
export function replaySchwimmenRound(
  record: SchwimmenMatchRecord,
  round: number,
  seat: Seat = HUMAN,
): SchwimmenDuplicate {
  const { state: before, index } = schwimmenStart(record, round);
  if (before.out[seat]) throw new RangeError(`seat ${seat} was out before round ${round}`);

  let real = before;
  for (let i = index; i < record.log.length && (i === index || !roundOver(real)); i++)
    real = schwimmen.apply(real, record.log[i]);
  if (real.round !== round || !roundOver(real)) throw new RangeError(`round ${round} is not finished`);

  const expert = botFor('schwimmen', 'expert');
  const deal: SchwimmenAction = { type: 'deal', deck: schwimmenDeck(record, round) };
  let s = schwimmen.apply(before, deal);
  let length = index + 1;
  while (!roundOver(s)) {
    if (length - index > MAX_ACTIONS) throw new Error(`the replay of round ${round} did not end`);
    const who = schwimmen.actor(s) as Seat;
    const level = record.levels[who];
    const bot = who === seat ? expert : level ? botFor('schwimmen', level) : null;
    if (!bot) throw new RangeError(`seat ${who} has no computer level to replay it with`);
    const action = bot.decide(
      schwimmen.view(s, who),
      schwimmen.legalActions(s),
      schwimmenDecisionSeed(record.seed, length),
    );
    s = schwimmen.apply(s, action);
    length++;
  }

  const player = schwimmenOutcome(before, real, seat);
  const byExpert = schwimmenOutcome(before, s, seat);
  return {
    round,
    seat,
    player,
    expert: byExpert,
    result: schwimmenResult(player),
    expertResult: schwimmenResult(byExpert),
  };
}

function schnapsenStart(record: SchnapsenMatchRecord, deal: number): Start<SchnapsenState> {
  let state = schnapsenInitialState(record);
  for (let index = 0; index < record.log.length; index++) {
    const action = record.log[index];
    if (action.type === 'deal' && state.dealNumber + 1 === deal) return { state, index };
    state = schnapsen.apply(state, action);
  }
  throw new RangeError(`deal ${deal} was not dealt in match ${record.id}`);
}

function schnapsenOutcome(after: SchnapsenState, seat: Seat): SchnapsenOutcome {
  const result = after.dealResult;
  if (result === null) throw new Error('the deal has no result');
  return { gamePoints: result.winner === seat ? result.gamePoints : -result.gamePoints };
}

/**
 * Schnapsen: deal `deal` of the match replayed from the state just before it (dealer and Bummerl as the real
 * match had them), the expert in `seat`, the other seat at the match's computer level; and the player's real
 * result from the log. Throws when the deal is not finished in the log.
 */
export function replaySchnapsenDeal(
  record: SchnapsenMatchRecord,
  deal: number,
  seat: Seat = HUMAN,
): SchnapsenDuplicate {
  const { state: before, index } = schnapsenStart(record, deal);

  let real = before;
  for (let i = index; i < record.log.length && (i === index || !dealOver(real)); i++)
    real = schnapsen.apply(real, record.log[i]);
  if (real.dealNumber !== deal || !dealOver(real)) throw new RangeError(`deal ${deal} is not finished`);

  const expert = botFor('schnapsen', 'expert');
  const other = botFor('schnapsen', record.level);
  const dealt: SchnapsenAction = { type: 'deal', deck: schnapsenDeck(record, deal) };
  let s = schnapsen.apply(before, dealt);
  let length = index + 1;
  while (!dealOver(s)) {
    if (length - index > MAX_ACTIONS) throw new Error(`the replay of deal ${deal} did not end`);
    const who = schnapsen.actor(s) as Seat;
    const bot = who === seat ? expert : other;
    const action = bot.decide(
      schnapsen.view(s, who),
      schnapsen.legalActions(s),
      schnapsenDecisionSeed(record.seed, length),
    );
    s = schnapsen.apply(s, action);
    length++;
  }

  const player = schnapsenOutcome(real, seat);
  const byExpert = schnapsenOutcome(s, seat);
  return {
    round: deal,
    seat,
    player,
    expert: byExpert,
    result: player.gamePoints,
    expertResult: byExpert.gamePoints,
  };
}
