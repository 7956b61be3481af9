// The statistics screen's texts (and the sound switch's), from the catalog of the language in use.
import { useMessages } from '../i18n';

export type StatsText = ReturnType<typeof useMessages>['stats'];

export function useStatsText(): StatsText {
  return useMessages().stats;
}
