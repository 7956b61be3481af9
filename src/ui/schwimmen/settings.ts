// The Schwimmen settings live with the game (src/games/schwimmen/settings.ts); the dialog and the table use
// them from here.
export { LEVELS, type Level } from '../../bots/types';
export { FACES, SPEEDS, type Faces, type Speed } from '../../games/settings';
export {
  changesSchwimmenMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  MAX_LIVES,
  MAX_OPPONENTS,
  MIN_LIVES,
  MIN_OPPONENTS,
  sameSchwimmenSettings,
  type SchwimmenSettings,
} from '../../games/schwimmen/settings';
