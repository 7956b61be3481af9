import type { StateCreator } from 'zustand';
import { schwimmen, type SchwimmenAction, type SchwimmenState } from '../../engine/schwimmen';
import type { GameStore, StoreDeps } from '../index';
import { DEFAULT_SCHWIMMEN_SETTINGS } from '../settings';
import {
  decisionSeed,
  HUMAN,
  newMatchRecord,
  nextDeal,
  initialState,
  type MatchRecord,
} from '../../match/schwimmen';
import { readSeatNames } from '../schwimmenRecord';
import { lineOf, takeBackPoint, type TakeBackPoint } from '../takeBack';
import { askHintAt, positionKey } from './hint';
import { aimedAtNow, computerMayMove, playHumanAction, type MoveRefusal } from './moves';

export interface MatchSlice {
  match: MatchRecord;
  /** The engine state of `match`, derived from its log (never saved). */
  state: SchwimmenState;
  /**
   * The human plays: null when played; a refused action leaves everything as it was and says why. `aimedAt`: the position
   * the player aimed at (positionKey of the match on the table): an action meant for a position that is gone
   * is refused (see moves.ts).
   */
  act(action: SchwimmenAction, aimedAt?: string): MoveRefusal | null;
  /**
   * The next deal after a showdown, when the human asks (also while out: it skips the pause); `aimedAt` as
   * for `act`.
   */
  nextRound(aimedAt?: string): void;
  /** A new match with the current settings: the given seed, or a random one. The first deal is made. */
  newMatch(seed?: number): void;
  /**
   * The bot driver's move for a computer seat (`matchId`: the match's line, see lineOf); ignored if the match
   * has moved on since it was asked.
   */
  computerMove(matchId: string, logLength: number, action: SchwimmenAction): boolean;
  /** The next deal while the human is out (the computer players finish the match on their own). */
  computerDeal(matchId: string, logLength: number): boolean;
  /** Once the human is out: the computer players finish the match without pauses. */
  skipToEnd(): void;
  /**
   * Gives the computer players of match `matchId` their names for good (`pool[seat - 1]` for each computer
   * seat), unless the match has them already: the table calls it when it first shows a match.
   */
  nameOpponents(matchId: string, pool: readonly string[]): void;
  /**
   * Asks the expert what the human should do now (only on the human's turn). The answer lands in `hint`
   * tagged with this position, unless the match has moved on by then. Resolves once it is settled.
   */
  askHint(): Promise<void>;
  /**
   * Practice only: takes back the human's last move of the round and the computers' answers since, by
   * replaying the log to just before it (see takeBack.ts). False when there is nothing to take back.
   */
  takeBack(): boolean;
}

/** Where Take back would lead in this Schwimmen match now; null when there is nothing to take back. */
export function schwimmenTakeBackPoint(match: MatchRecord): TakeBackPoint<SchwimmenState> | null {
  if (!match.practice) return null;
  return takeBackPoint(match.log, {
    start: initialState(match),
    apply: schwimmen.apply,
    actor: schwimmen.actor,
    // The computers deal on their own once the human is out: their deals end nothing.
    isBarrier: (s, a) => a.type === 'deal' && !humanIsOut(s),
  });
}

/** True when the computer players run the table: the human is out of the game. */
export function humanIsOut(state: SchwimmenState): boolean {
  return state.out[HUMAN];
}

export function createMatchSlice(deps: StoreDeps): StateCreator<GameStore, [], [], MatchSlice> {
  const start = (settings: GameStore['settings'], seed: number) => {
    const match = newMatchRecord({
      seed,
      opponents: settings.opponents,
      level: settings.level,
      rules: settings.rules,
      id: deps.newId(),
      practice: settings.practice,
    });
    // The table is ready to play at once: the first deal is made with the match.
    let state = initialState(match);
    const deal = nextDeal(match, state);
    state = schwimmen.apply(state, deal);
    return { match: { ...match, log: [deal] }, state };
  };

  return (set, get) => {
    const advance = (action: SchwimmenAction) => {
      const { match, state } = get();
      const next = schwimmen.apply(state, action);
      set({
        match: { ...match, log: [...match.log, action] },
        state: next,
        thinking: null,
        hint: null,
        hintPending: null,
        tookBack: null,
      });
    };

    // Before a saved game is read back, the table holds a fresh match with the default settings.
    const first = start(DEFAULT_SCHWIMMEN_SETTINGS, deps.randomSeed());

    return {
      match: first.match,
      state: first.state,

      act(action, aimedAt) {
        const { state, match } = get();
        return playHumanAction(schwimmen.actor(state), action, advance, { aimedAt, match });
      },

      nextRound(aimedAt) {
        const { state, match } = get();
        if (schwimmen.actor(state) !== 'chance' || !aimedAtNow({ aimedAt, match })) return;
        advance(nextDeal(match, state));
      },

      newMatch(seed) {
        set({
          ...start(get().settings, seed ?? deps.randomSeed()),
          thinking: null,
          skipping: false,
          hint: null,
          hintPending: null,
          tookBack: null,
        });
      },

      computerMove(matchId, logLength, action) {
        const { match, state } = get();
        if (!computerMayMove(match, { matchId, logLength }, schwimmen.actor(state))) return false;
        advance(action);
        return true;
      },

      computerDeal(matchId, logLength) {
        const { match, state } = get();
        if (lineOf(match) !== matchId || match.log.length !== logLength) return false;
        if (schwimmen.actor(state) !== 'chance' || !humanIsOut(state)) return false;
        advance(nextDeal(match, state));
        return true;
      },

      skipToEnd() {
        // The bot driver plays on without pauses until the match is over.
        if (humanIsOut(get().state)) set({ skipping: true });
      },

      nameOpponents(matchId, pool) {
        const { match } = get();
        if (match.id !== matchId || match.names) return;
        const bySeat = Array.from({ length: match.players }, (_, seat) =>
          seat === HUMAN ? null : (pool[seat - 1] ?? null),
        );
        const names = readSeatNames(bySeat, match.players);
        if (names) set({ match: { ...match, names } });
      },

      async askHint() {
        const { state, match } = get();
        if (schwimmen.actor(state) !== HUMAN) return;
        const seed = decisionSeed(match.seed, match.log.length);
        await askHintAt(
          { get, set },
          'schwimmen',
          positionKey(match),
          () => positionKey(get().match),
          () => deps.hint(schwimmen.view(state, HUMAN), schwimmen.legalActions(state), seed),
        );
      },

      takeBack() {
        const { match, reviewing } = get();
        const point = schwimmenTakeBackPoint(match);
        if (!point) return false;
        const takeBacks = (match.takeBacks ?? 0) + 1;
        const next = { ...match, log: match.log.slice(0, point.length), takeBacks };
        set({
          match: next,
          state: point.state,
          thinking: null,
          skipping: false,
          hint: null,
          hintPending: null,
          reviewing: reviewing?.game === 'schwimmen' ? null : reviewing,
          tookBack: { game: 'schwimmen', line: lineOf(next), undone: match.log.length - point.length },
        });
        return true;
      },
    };
  };
}
