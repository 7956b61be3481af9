// The deal of the day's texts in Statistics (a section per game: days played, streaks, a month calendar),
// its share text and the notices of its save. They load with the screens that use them (on demand), so they
// are kept out of the catalog the app loads at start.
export const daily = {
  stats: {
    title: 'Deal of the day',
    empty: 'No deal of the day played yet.',
    emptyHint:
      'Each day brings one new deal per game, the same for everyone. Play it from the home screen: the first play of each date counts here.',
    daysPlayed: 'Days played',
    currentStreak: 'Current streak',
    bestStreak: 'Best streak',
    /** A streak's figure: days played one after another. */
    days: { one: '{count} day', other: '{count} days' },
    calendar: {
      /** The calendar table's caption: the game and the month ('December 2026'). */
      caption: '{game}: deals of the day, {month}',
      previous: 'Previous month',
      next: 'Next month',
      /** A day played, for screen readers and as the link's name: '6 December: won, better than the expert'. */
      day: '{date}: {outcome}',
      dayVsExpert: '{date}: {outcome}, {expert}',
      won: 'won',
      lost: 'lost',
      unfinished: 'not finished',
      better: 'better than the expert',
      same: 'as good as the expert',
      worse: 'worse than the expert',
      /** Under the calendar: what the marks mean and what a day played opens. */
      legend: 'Key',
      hint: 'Choose a day played to play its deal again as practice.',
    },
  },
  share: {
    /** The share text's first line. */
    title: '{game} · Deal of the day · {date}',
    outcome: {
      schwimmen: { won: 'I kept my life.', lost: 'I lost a life.' },
      schnapsen: {
        won: { one: 'I won the deal: {count} game point.', other: 'I won the deal: {count} game points.' },
        lost: { one: 'I lost the deal: {count} game point.', other: 'I lost the deal: {count} game points.' },
      },
    },
    vsExpert: {
      better: 'Better than the expert in my seat!',
      same: 'As good as the expert in my seat.',
      worse: 'The expert in my seat did better.',
    },
  },
  notices: {
    dailyUnreadable:
      'Your saved deals of the day could not be read. They were put aside, and counting starts again from here.',
    dailyNewer:
      'Your deals of the day were saved by a newer version of the app. They were put aside, and counting starts again from here.',
  },
} as const;

export type DailyMessages = typeof daily;
