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
  /** The panel that ends a deal of the day (src/ui/shared/daily/DailyResult.tsx). */
  result: {
    title: 'Deal of the day',
    counts: 'Counts',
    practice: 'Practice — this one counts nowhere',
    /** What happened, per game; {count}: the size of the result (Schnapsen: game points). */
    outcome: {
      schwimmen: { won: 'You kept your life.', lost: 'You lost a life.' },
      schnapsen: {
        won: {
          one: 'You won the deal with {count} game point.',
          other: 'You won the deal with {count} game points.',
        },
        lost: {
          one: 'You lost the deal, worth {count} game point.',
          other: 'You lost the deal, worth {count} game points.',
        },
      },
    },
    /**
     * What the expert in the player's seat made of the same cards, per game: by whether the expert won, then
     * by how the player did beside it; {count}: the size of the expert's result.
     */
    expert: {
      schwimmen: {
        won: {
          better: 'The expert in your seat would have kept it too.',
          same: 'The expert in your seat would have kept it too.',
          worse: 'The expert in your seat would have kept it.',
        },
        lost: {
          better: 'The expert in your seat would have lost a life: you did better.',
          same: 'The expert in your seat would have lost a life too.',
          worse: 'The expert in your seat would have lost a life too.',
        },
      },
      schnapsen: {
        won: {
          better: {
            one: 'The expert in your seat won only {count} game point: you did better.',
            other: 'The expert in your seat won only {count} game points: you did better.',
          },
          same: {
            one: 'The expert in your seat won {count} game point too.',
            other: 'The expert in your seat won {count} game points too.',
          },
          worse: {
            one: 'The expert in your seat won {count} game point.',
            other: 'The expert in your seat won {count} game points.',
          },
        },
        lost: {
          better: {
            one: 'The expert in your seat lost the deal, worth {count} game point: you did better.',
            other: 'The expert in your seat lost the deal, worth {count} game points: you did better.',
          },
          same: {
            one: 'The expert in your seat lost it too, worth {count} game point.',
            other: 'The expert in your seat lost it too, worth {count} game points.',
          },
          worse: {
            one: 'The expert in your seat lost only {count} game point.',
            other: 'The expert in your seat lost only {count} game points.',
          },
        },
      },
    },
    /** A game without words of its own above. */
    won: 'You won.',
    lost: 'You lost.',
    vsExpert: {
      better: 'You did better than the expert in your seat.',
      same: 'The expert in your seat did just as well.',
      worse: 'The expert in your seat did better.',
    },
    /** {nth}: a word of `nth`, or from the 11th on the figure of `nthOrdinal`. */
    costliest: 'Your costliest decision was the {nth}.',
    nth: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
    nthOrdinal: { one: '{count}st', two: '{count}nd', few: '{count}rd', other: '{count}th' },
    noCost: 'None of your decisions cost anything.',
    noDecisions: 'You had no decision to make.',
    pending: 'Working out how the expert would have played…',
    failed: 'How the expert would have played could not be worked out.',
    /** One mark per decision, for screen readers. */
    marks: 'Your decisions',
    mark: 'Decision {n}: {mark}',
    markNames: {
      best: 'best move',
      good: 'good',
      inaccuracy: 'inaccuracy',
      mistake: 'mistake',
      blunder: 'blunder',
    },
    shareText: 'To share',
    share: 'Share',
    copy: 'Copy',
    copied: 'Copied.',
    copyFailed: 'Copying is not allowed here: select the text and copy it.',
    shareFailed: 'Sharing did not work: copy the text instead.',
    back: 'Back to my match',
    /** The same date's deal again: practice, it counts nowhere. */
    again: 'Play again',
  },
  /** The line over the table while a deal of the day is on it. */
  banner: {
    title: 'Deal of the day · {date}',
    counts: 'counts',
    practice: 'practice',
    /** The address asked for a date that is not out yet, or for no date at all. */
    future: 'That deal is not out yet: here is today’s.',
    invalid: 'That address names no date: here is today’s.',
  },
  notices: {
    dailyUnreadable:
      'Your saved deals of the day could not be read. They were put aside, and counting starts again from here.',
    dailyNewer:
      'Your deals of the day were saved by a newer version of the app. They were put aside, and counting starts again from here.',
  },
} as const;

export type DailyMessages = typeof daily;
