// Matches played by computer players in every seat, written down as the app keeps a match (MatchRecord,
// SchnapsenMatchRecord: seed + action log), with the app's own decks and decision seeds. Seat 0, the human's
// seat in the app, is played by a bot of the level asked for, so the coach's review and duplicate replay
// can read these records exactly as they read a player's.
import { botFor, type Level } from '../bots';
import type { SchnapsenRules } from '../engine/schnapsen';
import { schnapsen } from '../engine/schnapsen';
import { schwimmen, type SchwimmenRules } from '../engine/schwimmen';
import { DEFAULT_RULES as SCHWIMMEN_RULES } from '../engine/schwimmen';
import { DEFAULT_RULES as SCHNAPSEN_RULES } from '../engine/schnapsen';
import {
  decisionSeed,
  HUMAN,
  initialState,
  matchOver,
  newMatchRecord,
  nextDeal,
  type MatchRecord,
} from '../match/schwimmen';
import {
  newSchnapsenRecord,
  nextSchnapsenDeal,
  schnapsenDecisionSeed,
  schnapsenInitialState,
  type SchnapsenMatchRecord,
} from '../match/schnapsen';

const MAX_ACTIONS = 100_000;

/**
 * A Schwimmen match: `player` in seat 0, `opponents` computer players at `level`. Played until seat 0 is
 * out or the match is over (what follows is no longer the player's).
 */
export function playSchwimmenRecord(opts: {
  seed: number;
  player: Level;
  opponents: number;
  level: Level;
  rules?: SchwimmenRules;
  id?: string;
}): MatchRecord {
  const record = newMatchRecord({
    seed: opts.seed,
    opponents: opts.opponents,
    level: opts.level,
    rules: opts.rules ?? SCHWIMMEN_RULES,
    id: opts.id ?? `sim-${opts.seed}`,
  });
  const bots = record.levels.map((level) => botFor('schwimmen', level ?? opts.player));
  let s = initialState(record);
  while (!s.out[HUMAN] && !matchOver(s)) {
    if (record.log.length > MAX_ACTIONS) throw new Error(`match ${opts.seed} did not end`);
    const who = schwimmen.actor(s);
    const action =
      who === 'chance'
        ? nextDeal(record, s)
        : bots[who as number].decide(
            schwimmen.view(s, who as number),
            schwimmen.legalActions(s),
            decisionSeed(record.seed, record.log.length),
          );
    s = schwimmen.apply(s, action);
    record.log.push(action);
  }
  return record;
}

/** A Schnapsen match (one Bummerl): `player` in seat 0 against the computer player at `level`. */
export function playSchnapsenRecord(opts: {
  seed: number;
  player: Level;
  level: Level;
  rules?: SchnapsenRules;
  id?: string;
  /** Stop after this many deals (the match may then be unfinished). */
  maxDeals?: number;
}): SchnapsenMatchRecord {
  const record = newSchnapsenRecord({
    seed: opts.seed,
    level: opts.level,
    rules: opts.rules ?? SCHNAPSEN_RULES,
    id: opts.id ?? `sim-${opts.seed}`,
  });
  const bots = [botFor('schnapsen', opts.player), botFor('schnapsen', opts.level)];
  const maxDeals = opts.maxDeals ?? Infinity;
  let s = schnapsenInitialState(record);
  for (;;) {
    if (record.log.length > MAX_ACTIONS) throw new Error(`match ${opts.seed} did not end`);
    const who = schnapsen.actor(s);
    if (who === 'none') break;
    if (who === 'chance' && s.dealNumber >= maxDeals) break;
    const action =
      who === 'chance'
        ? nextSchnapsenDeal(record, s)
        : bots[who].decide(
            schnapsen.view(s, who),
            schnapsen.legalActions(s),
            schnapsenDecisionSeed(record.seed, record.log.length),
          );
    s = schnapsen.apply(s, action);
    record.log.push(action);
  }
  return record;
}
