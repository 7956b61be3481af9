// The Schnapsen table and its panels. Presentational: props in, callbacks out, no store. The settings
// dialog and the rules page are opened on demand: import them from their own modules with lazy() so they
// stay out of the first download (as the Schwimmen dialogs do).
export { SchnapsenTable, type SchnapsenTableProps } from './SchnapsenTable';
export { DealResult, type DealResultProps } from './DealResult';
export { MatchOver, type MatchOverProps } from './MatchOver';
export {
  BUMMERL_SIZES,
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  sameSchnapsenSettings,
  type SchnapsenSettings,
} from './settings';
export { describeChanges } from './announce';
export { dealStory, type DealStory } from './story';
export { sortHand } from './hand';
