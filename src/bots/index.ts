// botFor: the computer player of a game at a level (DESIGN.md contract; outside checks call it).
import type { SchnapsenAction, SchnapsenView } from '../engine/schnapsen';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';
import { schnapsenBots } from './schnapsen';
import { schwimmenBots } from './schwimmen';
import type { Bot, Level } from './types';

export { LEVELS, type Bot, type Level } from './types';

export type GameName = 'schwimmen' | 'schnapsen';

export function botFor(game: 'schwimmen', level: Level): Bot<SchwimmenView, SchwimmenAction>;
export function botFor(game: 'schnapsen', level: Level): Bot<SchnapsenView, SchnapsenAction>;
export function botFor(
  game: GameName,
  level: Level,
): Bot<SchwimmenView, SchwimmenAction> | Bot<SchnapsenView, SchnapsenAction> {
  switch (game) {
    case 'schwimmen':
      return schwimmenBots[level];
    case 'schnapsen':
      return schnapsenBots[level];
    default:
      throw new RangeError(`No computer players for ${String(game)}`);
  }
}
