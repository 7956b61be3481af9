// The Schnapsen settings live in the store (src/store/schnapsenSettings.ts); the dialog and the table use
// them from here.
export { LEVELS, type Level } from '../../bots/types';
export { FACES, SPEEDS, type Faces, type Speed } from '../../store/settings';
export {
  BUMMERL_SIZES,
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  sameSchnapsenSettings,
  type SchnapsenSettings,
} from '../../store/schnapsenSettings';
