// The Schnapsen settings live with the game (src/games/schnapsen/settings.ts); the dialog and the table use
// them from here.
export { LEVELS, type Level } from '../../bots/types';
export { FACES, SPEEDS, type Faces, type Speed } from '../../games/settings';
export {
  BUMMERL_SIZES,
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  sameSchnapsenSettings,
  type SchnapsenSettings,
} from '../../games/schnapsen/settings';
