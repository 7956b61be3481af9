// Schwimmen's entry in the screens' list of games (../games.tsx): small, as it is part of the first download.
import type { SchwimmenState } from '../../engine/schwimmen';
import { HUMAN } from '../../match/human';
import type { SchwimmenMatchRecord } from '../../match/schwimmen';
import { matchOver } from '../../match/schwimmenRounds';
import type { GameStore } from '../../store';
import type { SoundReader, UiGame } from '../games';
import type { ReplayGame } from '../replay/types';
import { format, plural } from '../i18n';
import { preloadable } from '../preloadable';

const ID = 'schwimmen';
const tableOf = (s: GameStore) => s.games[ID] as { match: SchwimmenMatchRecord; state: SchwimmenState };

export const schwimmenUi: UiGame = {
  id: ID,
  table: preloadable(() => import('./SchwimmenApp')),
  tutorial: preloadable(() =>
    import('../tutorial/SchwimmenTutorial').then((m) => ({ default: m.SchwimmenTutorial })),
  ),
  title: (t) => t.app.schwimmen,
  card: (t) => t.app.start.schwimmen,
  status(s, t) {
    const h = t.app.start;
    const { state, match } = tableOf(s);
    if (matchOver(state)) {
      const rounds = plural(h.rounds, state.round);
      if (state.winner === null) return format(h.schwimmenDraw, { rounds });
      if (state.winner === HUMAN) return format(h.schwimmenWon, { rounds });
      return format(h.schwimmenLost, { rounds, name: t.app.names[state.winner - 1] ?? '' });
    }
    if (match.log.length <= 1) return null;
    return format(h.schwimmenInProgress, { round: state.round, lives: plural(h.lives, state.lives[HUMAN]) });
  },
  resume(s) {
    const { state, match } = tableOf(s);
    return !matchOver(state) && match.log.length > 1;
  },
  extra: () => null,
  statsColumns: [
    { key: 'matchesPlayed', value: (e) => e.matchesPlayed },
    { key: 'matchesWon', value: (e) => e.matchesWon },
    { key: 'roundsLost', value: (e) => e.roundsLost },
    { key: 'bestStreak', value: (e) => e.bestStreak },
    { key: 'currentStreak', value: (e) => e.currentStreak },
  ],
  sounds: () =>
    import('./sounds').then(
      (m): SoundReader =>
        (prev, next, skipping) =>
          m.schwimmenSounds(prev as never, next as never, skipping),
    ),
  replay: () => import('./ReplayBoard').then((m): ReplayGame => m.replayGame),
};
