// Practice, in both games: the setting, the badge of a practice match, Take back and the open cards.
export const practice = {
  /** The badge of a practice match in the menu bar. */
  badge: 'Practice',
  badgeTitle: 'A practice match: it counts in neither the statistics nor the skill rating.',
  settings: {
    group: 'Practising',
    practice: {
      label: 'Practice',
      hint: 'A practice match counts in neither the statistics nor the skill rating, and Take back undoes your last move. Switched on, it makes the match in progress a practice match for good; switched off, it applies from the next match.',
    },
    showCards: {
      label: "Show the computers' cards",
      hint: "The computers' hands lie face up on the table. The computer players still see only their own cards.",
      unavailable: 'Only in practice: switch Practice on first.',
    },
  },
  takeBack: {
    button: 'Take back',
    /** Why Take back is disabled: no move of the player's yet in this round (Schwimmen) or deal (Schnapsen). */
    nothingRound: 'Nothing to take back: you have not moved in this round yet.',
    nothingDeal: 'Nothing to take back: you have not moved in this deal yet.',
    /** Said (and shown in the move log) after a take back. */
    done: 'You took back your last move. It is your turn again.',
  },
  /** The open hands' names for screen readers: "Anna's cards: 9♥, A♠, K♠". */
  openHand: "{name}'s cards",
};
