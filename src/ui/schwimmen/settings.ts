// The Schwimmen settings live in the store (src/store/settings.ts); the dialog and the table use them
// from here.
export { LEVELS, type Level } from '../../bots/types';
export {
  changesMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  FACES,
  MAX_LIVES,
  MAX_OPPONENTS,
  MIN_LIVES,
  MIN_OPPONENTS,
  sameSettings,
  SPEEDS,
  type Faces,
  type SchwimmenSettings,
  type Speed,
} from '../../store/settings';
