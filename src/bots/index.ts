// botFor: the computer player of a game at a level (DESIGN.md contract; outside checks call it).
import type { SchnapsenAction, SchnapsenView } from '../engine/schnapsen';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';
import { schnapsenBots } from './schnapsen';
import { schwimmenBots } from './schwimmen';
import type { Bot, Level } from './types';

export { LEVELS, type Bot, type Level } from './types';

/** Each game's players by level: the contract's entry point for checks outside the app (the app itself finds
 * them through its game modules, src/games). */
const BOTS = { schwimmen: schwimmenBots, schnapsen: schnapsenBots } as const;

export type GameName = keyof typeof BOTS;

export function botFor(game: 'schwimmen', level: Level): Bot<SchwimmenView, SchwimmenAction>;
export function botFor(game: 'schnapsen', level: Level): Bot<SchnapsenView, SchnapsenAction>;
export function botFor(
  game: GameName,
  level: Level,
): Bot<SchwimmenView, SchwimmenAction> | Bot<SchnapsenView, SchnapsenAction> {
  const bots: Readonly<Record<string, Readonly<Record<Level, unknown>>>> = BOTS;
  const bot = Object.hasOwn(bots, game) ? bots[game][level] : undefined;
  if (bot === undefined) throw new RangeError(`No computer players for ${String(game)} at ${String(level)}`);
  return bot as Bot<SchwimmenView, SchwimmenAction> | Bot<SchnapsenView, SchnapsenAction>;
}
