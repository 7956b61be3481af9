// Schwimmen (Einunddreißig, Schnauz) as a GameDef: rules page ../../../shared/rules/schwimmen.md, S1–S22.
import { DECK_32 } from '../cards';
import { IllegalActionError, assertNever, type GameDef, type Seat } from '../game';
import { applyChoice, applyDeal } from './deal';
import { MAX_PLAYERS, MIN_PLAYERS, resolveRules, type SchwimmenRules } from './rules';
import type { SchwimmenAction, SchwimmenState } from './state';
import { refusalMessage, stateRefusal, viewRefusal, type SchwimmenRefusal } from './refusals';
import { applyKnock, applyPass, applySwap, applySwapAll, turnActions } from './turns';
import { viewOf, type SchwimmenView } from './view';

export { DEFAULT_RULES, resolveRules, TIE_BREAKS } from './rules';
export type { SchwimmenRules, TieBreak } from './rules';
export { FEUER, SCHNAUZ, THREE_OF_A_KIND, bestSuitIndex, cardPoints, handStrength, handValue } from './value';
export type {
  Phase,
  RoundEnding,
  RoundEvent,
  RoundHistory,
  RoundResult,
  SchwimmenAction,
  SchwimmenState,
} from './state';
export { isSwimming, nextInGame, playersInGame, roundHistory } from './state';
export {
  isKnockRefusal,
  knockRefusal,
  refusalMessage,
  type KnockRefusal,
  type SchwimmenRefusal,
  type SchwimmenRefusalCode,
} from './refusals';
export type { SchwimmenView } from './view';

export interface SchwimmenOptions {
  players: number;
  rules?: Partial<SchwimmenRules>;
  /** S10: drawn at random by whoever sets up the match (seeded), then passed in. */
  firstDealer: Seat;
}

const CHOICES: SchwimmenAction[] = [Object.freeze({ type: 'keep' }), Object.freeze({ type: 'takeSecond' })];

function init(options: SchwimmenOptions): SchwimmenState {
  const { players, firstDealer } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Schwimmen needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`);
  }
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    throw new RangeError(`The first dealer must be a seat from 0 to ${players - 1}, not ${firstDealer}`);
  }
  const rules = resolveRules(options.rules);
  return {
    players,
    rules,
    phase: 'deal',
    round: 0,
    dealer: firstDealer,
    turn: null,
    hands: Array.from({ length: players }, () => []),
    secondPacket: [],
    middle: [],
    stock: [],
    discards: [],
    lives: new Array<number>(players).fill(rules.lives),
    out: new Array<boolean>(players).fill(false),
    knocker: null,
    turnsTaken: 0,
    passes: 0,
    finalTurns: 0,
    history: null,
    roundResult: null,
    winner: null,
  };
}

function actor(s: SchwimmenState): Seat | 'chance' | 'none' {
  switch (s.phase) {
    case 'deal':
    case 'roundOver':
      return 'chance';
    case 'choose':
    case 'turns':
      return s.turn as Seat;
    case 'gameOver':
      return 'none';
    default:
      return assertNever(s.phase);
  }
}

function legalActions(s: SchwimmenState): SchwimmenAction[] {
  switch (s.phase) {
    case 'choose':
      return CHOICES.slice();
    case 'turns':
      return turnActions(s);
    case 'deal':
    case 'roundOver':
    case 'gameOver':
      return [];
    default:
      return assertNever(s.phase);
  }
}

function apply(s: SchwimmenState, a: SchwimmenAction): SchwimmenState {
  const refusal = stateRefusal(s, a);
  if (refusal !== null) throw new IllegalActionError(refusalMessage(refusal), refusal);
  switch (a.type) {
    case 'deal':
      return applyDeal(s, a.deck);
    case 'keep':
      return applyChoice(s, true);
    case 'takeSecond':
      return applyChoice(s, false);
    case 'swap':
      return applySwap(s, a.give, a.take, a.knock === true);
    case 'swapAll':
      return applySwapAll(s, a.knock === true);
    case 'pass':
      return applyPass(s);
    case 'knock':
      return applyKnock(s);
    default:
      return assertNever(a);
  }
}

export const schwimmen: GameDef<
  SchwimmenState,
  SchwimmenAction,
  SchwimmenView,
  SchwimmenOptions,
  SchwimmenRefusal
> = {
  name: 'schwimmen',
  cards: DECK_32,
  init,
  actor,
  legalActions,
  apply,
  view: viewOf,
  refusal: viewRefusal,
};
