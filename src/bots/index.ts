// botFor: the computer player of a game at a level (DESIGN.md contract; outside checks call it).
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';
import { schwimmenBots } from './schwimmen';
import type { Bot, Level } from './types';

export { LEVELS, type Bot, type Level } from './types';

export type GameName = 'schwimmen';

export function botFor(game: 'schwimmen', level: Level): Bot<SchwimmenView, SchwimmenAction>;
export function botFor(game: GameName, level: Level): Bot<SchwimmenView, SchwimmenAction> {
  switch (game) {
    case 'schwimmen':
      return schwimmenBots[level];
    default:
      throw new RangeError(`No computer players for ${String(game)}`);
  }
}
