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
  },
  /** Each opponent's last action this round, shown where they sit. */
  lastAction: {
    keep: 'Kept the hand',
    takeSecond: 'Took the other hand',
    swap: 'Took {take}, gave {give}',
    swapAll: 'Swapped all three',
    pass: 'Passed',
    knock: 'Knocked',
  },
  actions: {
    keep: 'Keep',
    takeSecond: 'Take the other hand',
    swapAll: 'Swap all',
    pass: 'Pass',
    knock: 'Knock',
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
    pickMiddle: 'Now pick the card from the middle you want',
    pickHand: 'Now pick the card from your hand to give',
    lastTurn: '{name} knocked: this is your last turn',
  },
  /** Read out by screen readers as the opponents play. */
  announce: {
    event: '{name}: {action}',
    refresh: 'Everybody passed: three new cards in the middle',
    yourTurn: 'Your turn',
  },
} as const;
