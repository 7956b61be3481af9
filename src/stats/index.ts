// Statistics: the human's record per game and computer level (pure core), its store and the recorder.
export {
  bummerls,
  emptyStats,
  hasPlayed,
  parseStats,
  recordMatch,
  recordRound,
  statGames,
  gameStats,
  type GameStats,
  type LevelStats,
  type MatchOutcome,
  type RoundOutcome,
  type StatGame,
  type Stats,
} from './stats';
export { recordProgress, type Mark, type Progress } from './progress';
export {
  createStatsStore,
  statsStore,
  STATS_KEY,
  STATS_VERSION,
  type StatsNotice,
  type StatsState,
  type StatsStoreApi,
} from './store';
