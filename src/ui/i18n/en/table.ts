// The card table: seats, the middle, the player's hand and the turn buttons.
export const table = {
  seats: {
    /** The group of the opponents around the table. */
    opponents: 'Opponents',
    dealer: 'Dealer',
    /** Printed on the dealer button. */
    dealerChip: 'D',
    lives: { one: '{count} life', other: '{count} lives' },
    swimming: 'Swimming',
    out: 'Out',
    knocked: 'Knocked',
    playing: 'Playing',
    thinking: 'Thinking',
    cardsHeld: { one: '{count} card', other: '{count} cards' },
    /** The dealer's unseen second packet during the dealer's choice. */
    secondPacket: 'Other hand, face down',
    /** The dealer's second packet after a Schnauz or Feuer shown at the deal (S13): never turned over. */
    secondPacketUnseen: 'Other hand, face down, never seen',
  },
  centre: {
    middle: 'Middle',
    stock: 'Stock',
    stockCount: { one: '{count} card in the stock', other: '{count} cards in the stock' },
  },
  me: {
    region: 'Your seat',
    hand: 'Your cards',
    /** The human's current hand value. */
    handValue: 'Your hand: {value}',
    yourTurn: 'Your turn',
    /** The turn mark on the player's plate when another player has knocked. */
    lastTurn: 'Last turn: {name} knocked',
  },
  /** Each opponent's last action this round, shown where they sit. */
  lastAction: {
    keep: 'Kept the hand',
    takeSecond: 'Took the other hand',
    swap: 'Took {take}, gave {give}',
    swapAll: 'Swapped all three',
    pass: 'Passed',
    knock: 'Knocked',
    /** A swap or swap-all that ended with a knock (S14b). */
    swapKnock: 'Swapped and knocked (took {take}, gave {give})',
    swapAllKnock: 'Swapped all three and knocked',
  },
  actions: {
    keep: 'Keep',
    takeSecond: 'Take the other hand',
    swapAll: 'Swap all',
    pass: 'Pass',
    knock: 'Knock',
    /** S14b: "Swap and knock" arms the next swap picked on the table; "Swap all and knock" acts at once. */
    swapKnock: 'Swap and knock',
    swapAllKnock: 'Swap all and knock',
  },
  /** Why Knock is disabled: keys are knockRefusal's codes. */
  knockRefusals: {
    knockFirstRound: "You can't knock in the first round",
    alreadyKnocked: 'Somebody has already knocked',
  },
  status: {
    playing: '{name} is playing',
    waitingForDeal: 'Waiting for the deal',
    gameOver: 'The game is over',
    youAreOut: 'You are out. The others play on.',
    choose: 'Keep these cards, or take the other hand unseen',
    pickBoth: 'Pick a card from your hand and one from the middle to swap them',
    /** "Swap and knock" is pressed: the next swap ends with a knock. */
    pickBothKnock: 'Pick a card from your hand and one from the middle: you knock after the swap',
    pickMiddle: 'Now pick the card from the middle you want',
    pickHand: 'Now pick the card from your hand to give',
    lastTurn: '{name} knocked: this is your last turn',
  },
  /** The expert's suggestion for the human's turn, and why, in one line. */
  hint: {
    button: 'Hint',
    pending: 'Thinking about your cards…',
    /** {card} is the card to take; {worth} one of `worth` below. */
    take: 'Take {card}: {worth}',
    swapAll: 'Swap all three: {worth}',
    /** A swap or swap-all that ends with a knock (S14b). */
    takeKnock: 'Take {card} and knock: {worth}',
    swapAllKnock: 'Swap all three and knock: {worth}',
    knock: 'Knock: your {value} is likely enough',
    pass: 'Pass: nothing in the middle helps',
    /** A swap would raise the hand now, but the expert would rather not (what it gives away, what it keeps). */
    passAnyway: 'Pass: no swap is worth it this turn',
    keep: 'Keep: {worth} is a good start',
    takeSecond: 'Take the other hand: {worth} is too weak',
    /** What a hand is worth: points in one suit, three of a kind (30½), Feuer (three aces). */
    worth: {
      suit: '{value} in {suit}',
      threeOfAKind: 'three of a kind, {value}',
      feuer: 'Feuer, three aces',
    },
    /** The estimated chance that knocking now costs a life; {percent} is a whole number. */
    loseChance: 'If you knock now: about {percent}% chance of losing a life',
    loseChanceNone: 'If you knock now: almost no chance of losing a life',
    loseChanceSure: 'If you knock now: you would almost surely lose a life',
  },
  /** Read out by screen readers as the opponents play. */
  announce: {
    event: '{name}: {action}',
    refresh: 'Everybody passed: three new cards in the middle',
    yourTurn: 'Your turn',
  },
} as const;
