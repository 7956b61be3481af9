// The skill rating in Statistics: the figure per game, its plot and its notices. It loads with the
// statistics screen (on demand), so it is kept out of the catalog the app loads at start.
export const skill = {
  title: 'Skill rating',
  /** The disclosure that shows `about`. */
  aboutTitle: 'How the skill rating works',
  about:
    'After each round or deal your decisions are compared with the expert computer player’s, and your result with what the expert made of the same cards. Luck does not count. Everyone starts at 1500; playing exactly like the expert is 2300.',
  rated: {
    schwimmen: { one: '{count} rated round', other: '{count} rated rounds' },
    schnapsen: { one: '{count} rated deal', other: '{count} rated deals' },
  },
  best: 'best {best}',
  empty: {
    schwimmen: 'Not rated yet. Your skill rating appears after your first Schwimmen round.',
    schnapsen: 'Not rated yet. Your skill rating appears after your first Schnapsen deal.',
  },
  plot: {
    title: '{game}: skill rating over time',
    summary: '{rounds}: started at {start}, now {now}, best {best}.',
    rating: 'Rating',
    rounds: { schwimmen: 'Rated rounds', schnapsen: 'Rated deals' },
    start: 'Start {start}',
  },
  notices: {
    skillUnreadable:
      'Your saved skill rating could not be read. It was put aside, and the rating starts again at 1500.',
    skillNewer:
      'Your skill rating was saved by a newer version of the app. It was put aside, and the rating starts again at 1500.',
  },
} as const;

export type SkillMessages = typeof skill;
