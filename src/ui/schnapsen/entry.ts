// Schnapsen's entry in the screens' list of games (../games.tsx): small, as it is part of the first download.
import type { SchnapsenState } from '../../engine/schnapsen';
import { HUMAN } from '../../match/human';
import type { SchnapsenMatchRecord } from '../../match/schnapsen';
import { matchOver as bummerlOver } from '../../match/schnapsenRounds';
import type { GameStore } from '../../store';
import type { SoundReader, UiGame } from '../games';
import type { ReplayGame } from '../replay/types';
import { format, plural } from '../i18n';
import { preloadable } from '../preloadable';

const ID = 'schnapsen';
const tableOf = (s: GameStore) => s.games[ID] as { match: SchnapsenMatchRecord; state: SchnapsenState };

export const schnapsenUi: UiGame = {
  id: ID,
  table: preloadable(() => import('./SchnapsenApp')),
  tutorial: preloadable(() =>
    import('../tutorial/SchnapsenTutorial').then((m) => ({ default: m.SchnapsenTutorial })),
  ),
  title: (t) => t.app.schnapsen,
  card: (t) => t.app.start.schnapsen,
  status(s, t) {
    const h = t.app.start;
    const { state, match } = tableOf(s);
    if (bummerlOver(state)) {
      // The Bummerl's loser is the one with game points still to go.
      const won = state.winner === HUMAN;
      const short = state.bummerl[won ? 1 - HUMAN : HUMAN];
      return plural(won ? h.schnapsenWon : h.schnapsenLost, short, { name: t.app.names[0] });
    }
    if (match.log.length <= 1) return null;
    return format(h.schnapsenInProgress, {
      deal: state.dealNumber,
      mine: state.bummerl[HUMAN],
      theirs: state.bummerl[1 - HUMAN],
      name: match.opponentName ?? t.app.names[0],
    });
  },
  resume(s) {
    const { state, match } = tableOf(s);
    return !bummerlOver(state) && match.log.length > 1;
  },
  extra(s, t) {
    // Read in place (not with store/tables.ts's tallyOf): this entry is part of the first download.
    const r = s.tallies[ID];
    return r && r.won + r.lost > 0 ? format(t.app.start.record, { won: r.won, lost: r.lost }) : null;
  },
  // A Bummerl is one Schnapsen match: won and lost say how many were played.
  statsColumns: [
    { key: 'matchesWon', value: (e) => e.matchesWon },
    { key: 'matchesLost', value: (e) => e.matchesPlayed - e.matchesWon },
    { key: 'roundsLost', value: (e) => e.roundsLost },
    { key: 'bestStreak', value: (e) => e.bestStreak },
    { key: 'currentStreak', value: (e) => e.currentStreak },
  ],
  sounds: () =>
    import('./sounds').then(
      (m): SoundReader =>
        (prev, next) =>
          m.schnapsenSounds(prev as never, next as never),
    ),
  replay: () => import('./ReplayBoard').then((m): ReplayGame => m.replayGame),
};
