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
    knockFirstRound: "You can't knock until everyone has had a turn",
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
    keep: 'Keep: {worth} is a good start',
    takeSecond: 'Take the other hand: {worth} is too weak',
    /** What a hand is worth: points in one suit, Schnauz (31), three of a kind (30½), Feuer (three aces). */
    worth: {
      suit: '{value} in {suit}',
      schnauz: 'Schnauz, 31 in {suit}',
      threeOfAKind: 'three of a kind, {value}',
      feuer: 'Feuer, three aces',
    },
    /**
     * A move its value alone does not explain (the hand is worth no more after it, or a swap would raise it):
     * {move} is one of `moves`, {plan} one of `plans`.
     */
    withPlan: '{move}: {plan}',
    /** The same, when the move lowers the hand's value for the plan's sake. */
    withPlanLower: '{move}, though your hand drops to {worth}: {plan}',
    moves: {
      take: 'Take {card}',
      takeKnock: 'Take {card} and knock',
      swapAll: 'Swap all three',
      swapAllKnock: 'Swap all three and knock',
      pass: 'Pass',
    },
    plans: {
      /** {rank} in the plural: "8s", "kings". */
      pair: 'a pair of {rank}, going for three of a kind (30½)',
      pairFeuer: 'a pair of {rank}, going for Feuer (32)',
      schnauz: 'one card from Schnauz (31) in {suit}',
      /** {name} plays next and is known to have taken cards of {suit}. */
      deny: 'keeps {suit} away from {name}, who collects them',
      refresh: 'everybody has passed, so three new cards come to the middle',
      endRound: 'everybody has passed and the stock cannot fill the middle again, so the round ends now',
      /** Under the Skat tie rule: {worth} is "25 in spades". */
      higherSuit: '{worth} beats the same value in a lower suit (Skat order)',
      /**
       * The round played out by the expert from here, this move against {versus} (one of `versus`): {lose} and
       * {versusLose} are the shares of those rounds in which the player loses a life (see `percent`).
       */
      safer: 'safer: you lose a life in {lose} of the expert’s trial rounds, against {versusLose} {versus}',
      /** As above, when the player's own risk is no lower but the other players lose more lives. */
      othersLose:
        'the others lose more lives: you lose one in {lose} of the expert’s trial rounds, against {versusLose} {versus}',
      /** As above, when neither the player's risk nor the others' losses tell the moves apart. */
      close:
        'a close call: you lose a life in {lose} of the expert’s trial rounds, against {versusLose} {versus}',
    },
    versus: {
      take: 'if you take {card} ({worth})',
      takeKnock: 'if you take {card} and knock ({worth})',
      swapAll: 'if you swap all three ({worth})',
      swapAllKnock: 'if you swap all three and knock ({worth})',
      pass: 'if you pass',
      knock: 'if you knock without a swap',
    },
    /** A whole number of per cent. */
    percent: '{percent}%',
    /** The estimated chance that knocking now costs a life; {percent} is a whole number. */
    loseChance: 'If you knock now: about {percent}% chance of losing a life',
    loseChanceNone: 'If you knock now: almost no chance of losing a life',
    loseChanceSure: 'If you knock now: you would almost surely lose a life',
    /** The same for the suggested exchange that ends with a knock (S14b). */
    swapKnockChance: 'If you swap and knock: about {percent}% chance of losing a life',
    swapKnockChanceNone: 'If you swap and knock: almost no chance of losing a life',
    swapKnockChanceSure: 'If you swap and knock: you would almost surely lose a life',
  },
  /** Read out by screen readers as the opponents play. */
  announce: {
    event: '{name}: {action}',
    refresh: 'Everybody passed: three new cards in the middle',
    yourTurn: 'Your turn',
  },
} as const;
