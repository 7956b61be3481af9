// The Schnapsen table and its panels: seats, talon, trick, actions, the reasons a move is refused, the deal
// result, the end of a match and the settings. Suits and ranks come in both face sets (French and German).
// {who} and {name} stand for a player's name, or "You" for the human; sentences put them first, or use the
// `you` forms, so that no verb has to agree with a name.
export const schnapsen = {
  title: 'Schnapsen',

  /** Words for cards inside sentences ("the ten of hearts", "a higher heart"). */
  words: {
    card: 'the {rank} of {suit}',
    ranks: {
      french: { J: 'jack', Q: 'queen', K: 'king', T: 'ten', A: 'ace' },
      german: { J: 'Unter', Q: 'Ober', K: 'king', T: 'ten', A: 'ace' },
    },
    /** A suit in a title or on a button ("Hearts (40)"). */
    suitTitles: {
      french: { c: 'Clubs', s: 'Spades', h: 'Hearts', d: 'Diamonds' },
      german: { c: 'Acorns', s: 'Leaves', h: 'Hearts', d: 'Bells' },
    },
    /** One card of a suit ("a higher heart"). */
    suitOne: {
      french: { c: 'club', s: 'spade', h: 'heart', d: 'diamond' },
      german: { c: 'acorn', s: 'leaf', h: 'heart', d: 'bell' },
    },
  },

  table: {
    opponentHand: "{name}'s cards",
    cardsHeld: { one: '{count} card', other: '{count} cards' },
    /** A card of the opponent's that was shown face up (a marriage partner, an exchanged trump). */
    knownCard: 'Shown face up',
    talon: 'Talon',
    talonCount: { one: '{count} card in the talon', other: '{count} cards in the talon' },
    talonCountClosed: {
      one: '{count} card in the closed talon',
      other: '{count} cards in the closed talon',
    },
    talonEmpty: 'Talon used up',
    trumpCard: 'Trump card: {card}',
    trumpFaceDown: 'Trump card, turned face down: the talon is closed',
    trumps: 'Trumps',
    trumpSuit: 'Trumps: {suit}',
    trick: 'Trick',
    /** The trick just completed, still lying in the middle. */
    tookTrick: '{who} took the trick',
    lastTrick: 'Last trick',
    lastTrickNone: 'No trick taken yet',
    lastTrickTitle: 'The last trick',
    lastTrickLed: 'Led by {who}',
  },

  seats: {
    yourTurn: 'Your turn',
    playing: 'Playing',
    thinking: 'Thinking',
    points: { one: '{count} point', other: '{count} points' },
    /** Marriage points that count once the player wins a trick (N7). */
    pending: '+{count} pending',
    pendingLong: '{count} marriage points count once you win a trick',
    tricks: { one: '{count} trick', other: '{count} tricks' },
    bummerl: 'Bummerl',
    bummerlLeft: {
      one: 'Bummerl: {count} game point to go',
      other: 'Bummerl: {count} game points to go',
    },
    /** After the number on the tally: "4 to go". */
    toGo: { one: 'to go', other: 'to go' },
    /** In place of the winner's 0. */
    won: 'Won',
    bummerlWon: 'Bummerl: won',
    marriage: 'Marriage in {suit} ({points})',
    closed: 'Closed',
    closedLong: 'Closed the talon',
    exchanged: 'Exchanged',
    exchangedLong: {
      french: 'Exchanged the trump jack for {card}',
      german: 'Exchanged the trump Unter for {card}',
    },
    announcements: 'Announcements',
  },

  actions: {
    marry: 'Marriage',
    exchangeTrump: {
      french: 'Exchange trump jack',
      german: 'Exchange trump Unter',
    },
    close: 'Close the talon',
    claim: 'Claim 66',
    chooseSuit: 'Which marriage?',
    /** A button in the marriage menu: the suit and what it is worth. */
    marriageOption: '{suit} ({points})',
  },

  /** Asking before a claim the table cannot call a win (N10, N11: a false claim loses the deal). */
  claimConfirm: {
    title: 'Claim 66?',
    /** Below 66, with the player's counted points. */
    text: {
      one: 'You have {count} point. Claim anyway? You will lose this deal.',
      other: 'You have {count} points. Claim anyway? You will lose this deal.',
    },
    confirm: 'Claim anyway',
    /** "Show my points" is off: every claim asks, in words that give the points away neither way. */
    textUncounted: 'A claim with fewer than 66 points loses this deal. Claim now?',
    confirmUncounted: 'Claim',
    cancel: 'Keep playing',
  },

  /** Asking before Close the talon: it holds for the rest of the deal (N9; N11 for what a failed one costs). */
  closeConfirm: {
    title: 'Close the talon?',
    /** {count}: the game points {name} wins if the close fails (2, or 3 while {name} has no trick). */
    text: {
      one: 'Nobody draws any more, and suit must be followed from now on. You must reach 66 with the cards in your hand; if you fail, {name} wins {count} game point.',
      other:
        'Nobody draws any more, and suit must be followed from now on. You must reach 66 with the cards in your hand; if you fail, {name} wins {count} game points.',
    },
    confirm: 'Close the talon',
    cancel: 'Keep it open',
  },

  /** Why a card or an action cannot be used now. Keys are the engine's refusal codes where it has one. */
  refusals: {
    notYourTurn: 'Not your turn',
    notOnLead: 'Only the player on lead',
    marriageAnnounced: 'Not after announcing a marriage',
    noMarriage: {
      french: 'Needs the king and queen of one suit',
      german: 'Needs the king and Ober of one suit',
    },
    talonClosed: 'The talon is closed',
    talonEmpty: 'The talon is used up',
    talonTooSmall: 'Only while 2 or more cards are in the talon',
    talonTooSmallOne: 'Only while a card is left in the talon',
    noTrumpJack: 'Needs {card}',
    leadMarriageCard: {
      french: 'Lead the king or queen of {suit}, or claim 66',
      german: 'Lead the king or Ober of {suit}, or claim 66',
    },
    mustHead: 'You must take the trick with a higher {suit}',
    mustFollow: 'You must follow {suit}',
    mustTrump: 'You must trump',
    notPlayable: "You can't play this card now",
  },

  status: {
    lead: 'Your lead: play a card',
    follow: "Your turn: answer {name}'s card",
    followClosed: 'Your turn: follow suit if you can',
    marriageLead: {
      french: 'Lead the king or queen of {suit}, or claim 66',
      german: 'Lead the king or Ober of {suit}, or claim 66',
    },
    thinking: '{name} is thinking',
    playing: '{name} is playing',
    waitingForDeal: 'Waiting for the deal',
    dealOver: 'The deal is over',
    matchOver: 'The match is over',
    /** 66 reached: the player may end the deal now. */
    claimNow: 'You have {points} — claim now',
  },

  /** Read out by screen readers as the opponent plays. */
  announce: {
    newDeal: 'New deal: {name} deals, trumps are {suit}',
    plays: '{name} plays {card}',
    marriage: '{name} announces a marriage in {suit} ({points})',
    exchange: {
      french: '{name} exchanges the trump jack for {card}',
      german: '{name} exchanges the trump Unter for {card}',
    },
    close: '{name} closes the talon',
    claim: '{name} claims 66',
    youTakeTrick: 'You take the trick',
    theyTakeTrick: '{name} takes the trick',
    yourTurn: 'Your turn',
  },

  result: {
    title: 'Deal {deal}',
    youWin: 'You win the deal',
    theyWin: '{name} wins the deal',
    /** Why the deal ended; {who} opens the sentence. */
    reasons: {
      claim: '{who} claimed 66 with {points} points.',
      falseClaim: '{who} claimed 66 with only {points} points: a false claim.',
      closedClaim: '{who} closed the talon and claimed 66 with {points} points.',
      closedLastTrick: '{who} closed the talon and took the last trick with {points} points.',
      closedFalseClaim: '{who} closed the talon but claimed 66 with only {points} points.',
      closedBeaten: '{who} reached 66 first after the talon was closed by {closer}.',
      closedRunOut: '{who} closed the talon but did not reach 66.',
      closedNoClaim: '{who} closed the talon and reached 66, but lost the last trick without claiming.',
      lastTrick: '{who} took the last trick.',
      lastTrickWith: '{who} took the last trick with {points} points.',
    },
    /** How many game points, and why that many (N11). {who} is the player the reason is about. */
    worth: {
      one: '1 game point: {who} had 33 points or more.',
      two: '2 game points: {who} had fewer than 33 points (Schneider).',
      three: '3 game points: {who} had not won a trick (Schwarz).',
      oneClosed: '1 game point: {who} had 33 points or more when the talon was closed.',
      twoClosed: '2 game points: {who} had fewer than 33 points when the talon was closed.',
      threeClosed: '3 game points: {who} had not won a trick when the talon was closed.',
      falseClaimTwo: '2 game points for a false claim.',
      falseClaimThree: '3 game points for a false claim: {who} had not won a trick yet.',
      closedFailedTwo: '2 game points for a failed close.',
      closedFailedThree: '3 game points for a failed close: {who} had not won a trick when it was closed.',
      lastTrickOnly: '1 game point for the last trick, without 66.',
    },
    gamePoints: { one: '+{count} game point', other: '+{count} game points' },
    columns: { player: 'Player', points: 'Points', tricks: 'Tricks', bummerl: 'Bummerl' },
    tableCaption: 'Card points, tricks and the Bummerl after this deal',
    bummerlChange: '{before} → {after}',
    bummerlChangeLabel: 'Bummerl: {after} to go, {before} before',
    bummerlWonLabel: 'Bummerl won: from {before} to 0',
    lostMarriage: '{who} announced {count} marriage points but won no trick, so they did not count.',
    nextDeal: 'Next deal',
    seeResult: 'See the result',
  },

  matchOver: {
    eyebrow: 'Bummerl over',
    youWin: 'You win the Bummerl!',
    theyWin: '{name} wins the Bummerl',
    youWinText: '{name} gets the Bummerl.',
    theyWinText: 'You get the Bummerl. Better luck in the next one!',
    deals: { one: '{count} deal played', other: '{count} deals played' },
    lastDeal: 'Last deal: {story}',
    record: 'Bummerls: you {won}, {name} {lost}',
    playAgain: 'Play again',
    settings: 'Change settings',
  },

  settings: {
    title: 'Schnapsen settings',
    intro: 'Set up your Schnapsen table. Card faces, points and speed change at once.',
    groups: { opponent: 'Opponent', rules: 'Rules', play: 'Play', look: 'Look and pace' },
    level: {
      label: 'Computer level',
      hint: 'How well the computer plays. Applies from the next match.',
      options: {
        easy: { label: 'Easy', hint: 'Plays by feel and makes mistakes.' },
        normal: { label: 'Normal', hint: 'A steady player who counts the points.' },
        hard: { label: 'Hard', hint: 'Remembers every card and reads your marriages.' },
        expert: { label: 'Expert', hint: 'Thinks ahead about the cards still unseen.' },
      },
    },
    bummerl: {
      label: 'Bummerl',
      hint: 'Game points to win a Bummerl.',
      option: '{count} points',
    },
    exchangeWithOneLeft: {
      label: 'Exchange with one card left',
      hint: 'Allow the trump exchange while only one face-down card is left in the talon.',
    },
    autoClaim: {
      label: 'Automatic claim',
      hint: 'Claim 66 for you as soon as you have it.',
    },
    showPoints: {
      label: 'Show my points',
      hint: 'Off: count your points in your head, as at a real table; every claim asks first.',
    },
    faces: {
      label: 'Card faces',
      hint: 'Only the look changes; the cards count the same.',
      options: {
        german: { label: 'German', hint: 'Hearts, bells, acorns, leaves, with Unter and Ober' },
        french: { label: 'French', hint: 'Hearts, diamonds, clubs, spades' },
      },
    },
  },
} as const;
