// The Schnapsen match and its settings, in the same store as Schwimmen's: the human is seat 0, the computer
// player seat 1. No rule logic here: every decision is the engine's.
import type { StateCreator } from 'zustand';
import { schnapsen, WINNING_SCORE, type SchnapsenAction, type SchnapsenState } from '../../engine/schnapsen';
import type { GameStore, StoreDeps } from '../index';
import { HUMAN } from '../../match/human';
import { lineOf, takeBackPoint, type TakeBackPoint } from '../takeBack';
import { askHintAt, positionKey } from './hint';
import { aimedAtNow, computerMayMove, playHumanAction, type MoveRefusal } from './moves';
import {
  matchOver,
  newSchnapsenRecord,
  nextSchnapsenDeal,
  schnapsenDecisionSeed,
  schnapsenInitialState,
  type SchnapsenMatchRecord,
} from '../../match/schnapsen';
import {
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  type SchnapsenSettings,
} from '../schnapsenSettings';
import { isPlayerName } from '../../persist/check';
import { settledPractice } from '../settings';

/** Bummerls the human has won and lost (N12: the app counts them). */
export interface BummerlRecord {
  won: number;
  lost: number;
}

export interface SchnapsenSlice {
  schnapsenMatch: SchnapsenMatchRecord;
  /** The engine state of `schnapsenMatch`, derived from its log (never saved). */
  schnapsenState: SchnapsenState;
  schnapsenSettings: SchnapsenSettings;
  schnapsenRecord: BummerlRecord;
  /**
   * The human plays: null when played; a refused action leaves everything as it was and says why. `aimedAt`: the position
   * the player aimed at (positionKey of the match on the table): an action meant for a position that is gone
   * is refused (see moves.ts).
   */
  schnapsenAct(action: SchnapsenAction, aimedAt?: string): MoveRefusal | null;
  /** The next deal, when the human asks after reading the result; `aimedAt` as for `schnapsenAct`. */
  schnapsenNextDeal(aimedAt?: string): void;
  /** A new match with the current settings: the given seed, or a random one. The first deal is made. */
  newSchnapsenMatch(seed?: number): void;
  /**
   * Saves settings; a rule change starts a new match (the dialog has asked first). Practice switched on makes
   * the match on the table a practice match for good; switched off, it applies from the next match.
   */
  saveSchnapsenSettings(next: SchnapsenSettings): void;
  /**
   * Gives the computer player of match `matchId` its name for good, unless the match has one already: the
   * table calls it when it first shows a match.
   */
  nameSchnapsenOpponent(matchId: string, name: string): void;
  /** The bot driver's move for the computer seat; ignored if the match has moved on since it was asked. */
  schnapsenComputerMove(matchId: string, logLength: number, action: SchnapsenAction): boolean;
  /**
   * Asks the expert what the human should do now (only on the human's turn). The answer lands in `hint`
   * tagged with this position, unless the match has moved on by then. Resolves once it is settled.
   */
  askSchnapsenHint(): Promise<void>;
  /**
   * Practice only: takes back the human's last move of the deal and the computer's answers since, by
   * replaying the log to just before it (see takeBack.ts). False when there is nothing to take back.
   */
  schnapsenTakeBack(): boolean;
}

/** The claim the human could make now with 66 or more counted (the "automatic claim" setting makes it). */
function claimDue(state: SchnapsenState): SchnapsenAction | null {
  if (schnapsen.actor(state) !== HUMAN || state.points[HUMAN] < WINNING_SCORE) return null;
  return schnapsen.legalActions(state).find((a) => a.type === 'claim') ?? null;
}

/**
 * Where Take back would lead in this Schnapsen match now; null when there is nothing to take back. With the
 * automatic claim on, a position in which it would claim at once is no place to go back to: the claim goes
 * back with the move before it.
 */
export function schnapsenTakeBackPoint(
  match: SchnapsenMatchRecord,
  autoClaim: boolean,
): TakeBackPoint<SchnapsenState> | null {
  if (!match.practice) return null;
  return takeBackPoint(match.log, {
    start: schnapsenInitialState(match),
    apply: schnapsen.apply,
    actor: schnapsen.actor,
    isBarrier: (_, a) => a.type === 'deal',
    playable: (s) => !autoClaim || claimDue(s) === null,
  });
}

export function createSchnapsenSlice(deps: StoreDeps): StateCreator<GameStore, [], [], SchnapsenSlice> {
  const start = (settings: SchnapsenSettings, seed: number) => {
    const match = newSchnapsenRecord({
      seed,
      level: settings.level,
      rules: settings.rules,
      id: deps.newId(),
      practice: settings.practice,
    });
    // The table is ready to play at once: the first deal is made with the match.
    let state = schnapsenInitialState(match);
    const deal = nextSchnapsenDeal(match, state);
    state = schnapsen.apply(state, deal);
    return { schnapsenMatch: { ...match, log: [deal] }, schnapsenState: state };
  };

  return (set, get) => {
    const advance = (action: SchnapsenAction) => {
      const { schnapsenMatch, schnapsenState, schnapsenSettings, schnapsenRecord } = get();
      const log = [...schnapsenMatch.log, action];
      let state = schnapsen.apply(schnapsenState, action);
      const auto = schnapsenSettings.autoClaim ? claimDue(state) : null;
      if (auto) {
        state = schnapsen.apply(state, auto);
        log.push(auto);
      }
      let record = schnapsenRecord;
      // A practice match is no Bummerl won or lost.
      if (matchOver(state) && !matchOver(schnapsenState) && !schnapsenMatch.practice) {
        record =
          state.winner === HUMAN ? { ...record, won: record.won + 1 } : { ...record, lost: record.lost + 1 };
      }
      set({
        schnapsenMatch: { ...schnapsenMatch, log },
        schnapsenState: state,
        schnapsenRecord: record,
        thinking: null,
        hint: null,
        hintPending: null,
        tookBack: null,
      });
    };

    // Before a saved game is read back, the table holds a fresh match with the default settings.
    const first = start(DEFAULT_SCHNAPSEN_SETTINGS, deps.randomSeed());

    return {
      ...first,
      schnapsenSettings: DEFAULT_SCHNAPSEN_SETTINGS,
      schnapsenRecord: { won: 0, lost: 0 },

      schnapsenAct(action, aimedAt) {
        const { schnapsenState, schnapsenMatch: match } = get();
        return playHumanAction(schnapsen.actor(schnapsenState), action, advance, { aimedAt, match });
      },

      schnapsenNextDeal(aimedAt) {
        const { schnapsenMatch, schnapsenState } = get();
        if (schnapsen.actor(schnapsenState) !== 'chance') return;
        if (!aimedAtNow({ aimedAt, match: schnapsenMatch })) return;
        advance(nextSchnapsenDeal(schnapsenMatch, schnapsenState));
      },

      newSchnapsenMatch(seed) {
        set({
          ...start(get().schnapsenSettings, seed ?? deps.randomSeed()),
          thinking: null,
          hint: null,
          hintPending: null,
          tookBack: null,
        });
      },

      saveSchnapsenSettings(wanted) {
        const before = get().schnapsenSettings;
        const next = settledPractice(wanted);
        set({ schnapsenSettings: next });
        if (changesSchnapsenMatch(before, next)) get().newSchnapsenMatch();
        else if (next.practice && !get().schnapsenMatch.practice)
          set({ schnapsenMatch: { ...get().schnapsenMatch, practice: true } });
        else if (next.autoClaim && !before.autoClaim && claimDue(get().schnapsenState)) {
          // Switching the automatic claim on with 66 in hand claims at once.
          advance(claimDue(get().schnapsenState) as SchnapsenAction);
        }
      },

      nameSchnapsenOpponent(matchId, name) {
        const match = get().schnapsenMatch;
        if (match.id !== matchId || match.opponentName !== undefined || !isPlayerName(name)) return;
        set({ schnapsenMatch: { ...match, opponentName: name } });
      },

      schnapsenComputerMove(matchId, logLength, action) {
        const { schnapsenMatch, schnapsenState } = get();
        const asked = { matchId, logLength };
        if (!computerMayMove(schnapsenMatch, asked, schnapsen.actor(schnapsenState))) return false;
        advance(action);
        return true;
      },

      async askSchnapsenHint() {
        const { schnapsenState: state, schnapsenMatch: match } = get();
        if (schnapsen.actor(state) !== HUMAN) return;
        const seed = schnapsenDecisionSeed(match.seed, match.log.length);
        await askHintAt(
          { get, set },
          'schnapsen',
          positionKey(match),
          () => positionKey(get().schnapsenMatch),
          () => deps.schnapsenHint(schnapsen.view(state, HUMAN), schnapsen.legalActions(state), seed),
        );
      },

      schnapsenTakeBack() {
        const { schnapsenMatch: match, schnapsenSettings, reviewing } = get();
        const point = schnapsenTakeBackPoint(match, schnapsenSettings.autoClaim);
        if (!point) return false;
        const takeBacks = (match.takeBacks ?? 0) + 1;
        const next = { ...match, log: match.log.slice(0, point.length), takeBacks };
        set({
          schnapsenMatch: next,
          schnapsenState: point.state,
          thinking: null,
          hint: null,
          hintPending: null,
          reviewing: reviewing?.game === 'schnapsen' ? null : reviewing,
          tookBack: { game: 'schnapsen', line: lineOf(next), undone: match.log.length - point.length },
        });
        return true;
      },
    };
  };
}
