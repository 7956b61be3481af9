// Dialogs and panels around the table. Presentational: props in, callbacks out, no store.
export { GameOver, type GameOverProps, type MatchSummary } from './GameOver';
export { HumanOutBanner, type HumanOutBannerProps } from './HumanOutBanner';
export { MiniCard, MiniHand, SuitIcon, type MiniCardProps } from './MiniCard';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Modal, type ModalProps } from './Modal';
export { LineView, MoveLog, type MoveLogProps } from './MoveLog';
export { Notice, type NoticeProps } from './Notice';
export { RoundResult, type RoundResultProps } from './RoundResult';
export { RulesPage, type RulesPageProps } from './RulesPage';
export { SettingsDialog, type SettingsDialogProps } from './SettingsDialog';
export {
  describeDeal,
  describeEvent,
  dealLine,
  eventLine,
  showdownLine,
  type DescribeOptions,
} from './describe';
export { describeResult, explainResult, type ResultContext, type ResultStory } from './explain';
export {
  changesMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  FACES,
  LEVELS,
  sameSettings,
  SPEEDS,
  type Faces,
  type Level,
  type SchwimmenSettings,
  type Speed,
} from './settings';
export { cardName, cardText, lineText, valueText, type Line } from './text';
