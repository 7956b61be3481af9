// The statistics: per game the skill rating with its plot, a table with a row per computer level and the
// deal of the day's days, streaks and calendar; a reset that asks first; and the backup of the player's data.
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { LEVELS } from '../../bots/types';
import {
  gameStats,
  hasPlayed,
  statsStore,
  type GameStats,
  type LevelStats,
  type StatsStoreApi,
} from '../../stats';
import { byGame, uiGames, type UiGame } from '../games';
import { useMessages } from '../i18n';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { FramedModal } from '../shared/ModalFrame';
import { Notice } from '../shared/Notice';
import { skillStore, type SkillStoreApi } from '../../stats/skillStore';
import { dailyStore, type DailyStoreApi } from '../../stats/dailyStore';
import type { Day } from '../../daily/date';
import { DailyNotice, DailySection } from './DailySection';
import { afterDialog } from '../tutorial/leave';
import { SkillAbout, SkillNotice, SkillRating } from './SkillRating';
import { useStatsText, type StatsText } from './text';
import { preloadable } from '../preloadable';
import type { BackupSectionProps } from '../shared/backup/BackupSection';
import { LoadBoundary } from '../shared/offline/LoadBoundary';
import '../shared/screens.css';
import './stats.css';

// The player’s data (backup and restore) is a chunk of its own, fetched as this one shows: imported statically, it
// would be listed among the files of this chunk in the home screen's first download.
const backupSection = preloadable<BackupSectionProps>(() =>
  import('../shared/backup/BackupSection').then((m) => ({ default: m.BackupSection })),
);

export interface StatsScreenProps {
  onClose(): void;
  /** The statistics to show; the app's own by default. */
  store?: StatsStoreApi;
  /** The skill ratings to show; the app's own by default. */
  skill?: SkillStoreApi;
  /** The deals of the day played; the app's own by default. */
  daily?: DailyStoreApi;
  /** Opens a date's deal of the day (as practice) in place; without it its link loads the address. */
  onOpenDaily?(game: string, day: Day): void;
}

function columnsOf(game: UiGame, s: StatsText): { label: string; value(entry: LevelStats): number }[] {
  const labels = byGame<Readonly<Record<string, string>>>(s.columns, game.id);
  return game.statsColumns.map((c) => ({ label: labels[c.key], value: c.value }));
}

function GameTable({ game, stats, headingId }: { game: UiGame; stats: GameStats; headingId: string }) {
  const s = useStatsText();
  const levels = useMessages().screens.settings.level.options;
  const columns = columnsOf(game, s);
  return (
    // Scrolls sideways on a narrow phone; a region with a name, reachable by keyboard, so it can be scrolled.
    <div className="stats__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
      <table className="stats__table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{s.level}</th>
            {columns.map((c) => (
              <th scope="col" key={c.label} className="stats__num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((level) => (
            <tr key={level}>
              <th scope="row">{levels[level].label}</th>
              {columns.map((c) => (
                <td key={c.label} className="stats__num">
                  {c.value(stats[level])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatsScreen({
  onClose,
  store = statsStore(),
  skill = skillStore(),
  daily = dailyStore(),
  onOpenDaily,
}: StatsScreenProps) {
  const t = useMessages();
  const s = useStatsText();
  const stats = useStore(store, (x) => x.stats);
  const notice = useStore(store, (x) => x.notice);
  const [confirming, setConfirming] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const id = useId();

  return (
    <>
      <FramedModal
        className="scr-modal--stats"
        bodyClassName="stats"
        id={id}
        title={s.title}
        intro={s.intro}
        onClose={onClose}
        footer={
          <footer className="scr-modal__footer">
            <p className="scr-visually-hidden" role="status">
              {resetDone ? s.reset.done : ''}
            </p>
            <div className="scr-modal__actions">
              <button
                type="button"
                className="scr-btn scr-btn--ghost scr-modal__defaults"
                onClick={() => setConfirming(true)}
              >
                {s.reset.button}
              </button>
              <button type="button" className="scr-btn scr-btn--primary" onClick={onClose}>
                {t.screens.common.close}
              </button>
            </div>
          </footer>
        }
      >
        {notice && <Notice message={s.notices[notice]} onDismiss={() => store.getState().dismissNotice()} />}
        <SkillNotice store={skill} />
        <DailyNotice store={daily} />
        <SkillAbout />
        {uiGames().map((entry) => {
          const game = entry.id;
          const headingId = `${id}-${game}`;
          return (
            <section key={game} className="stats__game">
              <h3 className="scr-group__title stats__heading" id={headingId}>
                {byGame(s.games, game)}
              </h3>
              <SkillRating game={game} store={skill} />
              {hasPlayed(stats, game) ? (
                <GameTable game={entry} stats={gameStats(stats, game)} headingId={headingId} />
              ) : (
                <p className="stats__empty">{byGame(s.empty, game)}</p>
              )}
              <DailySection
                game={game}
                store={daily}
                onOpenDay={
                  onOpenDaily &&
                  // The dialog takes its history entry back first, so that Back from the table comes home.
                  ((g, day) => afterDialog(onClose, () => onOpenDaily(g, day)))
                }
              />
            </section>
          );
        })}
        <p className="scr-field__hint stats__note">{s.note}</p>
        <LoadBoundary variant="silent">
          <backupSection.Component />
        </LoadBoundary>
      </FramedModal>
      <ConfirmDialog
        open={confirming}
        title={s.reset.title}
        text={s.reset.text}
        confirm={s.reset.confirm}
        cancel={s.reset.cancel}
        onConfirm={() => {
          store.getState().reset();
          skill.getState().reset();
          setConfirming(false);
          setResetDone(true);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
