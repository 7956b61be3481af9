// The statistics screen, and the sound switch in settings.
export const stats = {
  /** The menu button that opens the screen. */
  menu: 'Statistics',
  title: 'Statistics',
  intro: 'Your results against the computer, by game and computer level. They are kept on this device only.',
  games: {
    schwimmen: 'Schwimmen',
    schnapsen: 'Schnapsen',
  },
  /** The first column: one row per computer level. */
  level: 'Level',
  columns: {
    schwimmen: {
      matchesPlayed: 'Matches played',
      matchesWon: 'Matches won',
      roundsLost: 'Lives lost',
      bestStreak: 'Best streak',
      currentStreak: 'Current streak',
    },
    schnapsen: {
      matchesWon: 'Bummerls won',
      matchesLost: 'Bummerls lost',
      roundsLost: 'Deals lost',
      bestStreak: 'Best streak',
      currentStreak: 'Current streak',
    },
  },
  empty: {
    schwimmen: 'No Schwimmen played yet. Your results appear here after your first round.',
    schnapsen: 'No Schnapsen played yet. Your results appear here after your first deal.',
  },
  /** How matches count, under the tables. */
  note: 'A streak is matches won in a row. A Schwimmen match counts once you are out or have won; a Schnapsen match is one Bummerl. A match given up with “New match” is not counted.',
  reset: {
    button: 'Reset statistics',
    title: 'Reset statistics?',
    text: 'All results for both games are deleted from this device. This cannot be undone. The deals of the day you played are kept, so each date still counts once.',
    confirm: 'Reset',
    cancel: 'Keep them',
    done: 'Statistics reset.',
  },
  notices: {
    statsUnreadable:
      'Your saved statistics could not be read. They were put aside, and counting starts again from here.',
    statsNewer:
      'Your statistics were saved by a newer version of the app. They were put aside, and counting starts again from here.',
    dismiss: 'Dismiss',
  },
  sound: {
    label: 'Sound',
    hint: 'Short sounds for dealing, swapping, knocking, tricks and results.',
  },
} as const;

export type StatsMessages = typeof stats;
