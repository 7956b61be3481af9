// Dialogs and panels around the table: settings, the rules, the showdown, game over, notices.
// {who} is one name or a list ("Anna and Ben"); forms { one, more } pick the verb: `more` for several
// players and for "you" ("Ben loses", "you lose", "Anna and Ben lose").
export const screens = {
  common: {
    close: 'Close',
    you: 'You',
    /** "You" inside a sentence. */
    youInSentence: 'you',
    on: 'On',
    off: 'Off',
    /** Opens the review of the round or deal just played (the coach). */
    review: 'Review',
  },

  settings: {
    title: 'Settings',
    intro: 'Set up your table. Card faces and speed change at once.',
    groups: { table: 'Table', rules: 'Rules', look: 'Look and pace' },
    opponents: {
      label: 'Opponents',
      hint: 'How many computer players sit with you (1 to 7).',
    },
    level: {
      label: 'Computer level',
      hint: 'How well the computer players play. Applies from the next match.',
      unavailable: 'Not available yet',
      options: {
        easy: { label: 'Easy', hint: 'Plays by feel and makes mistakes.' },
        normal: { label: 'Normal', hint: 'A steady player who knows the odds.' },
        hard: { label: 'Hard', hint: 'Watches what everybody takes and leaves.' },
        expert: { label: 'Expert', hint: 'Thinks ahead about the cards still unseen.' },
      },
    },
    lives: {
      label: 'Lives',
      hint: 'Lives per player at the start. Without one you swim; the next loss puts you out.',
    },
    feuer: {
      label: 'Feuer',
      hint: 'Three aces are worth 32 and cost everybody else a life.',
    },
    knockInFirstRound: {
      label: 'Knocking on your first turn',
      hint: 'Let players knock before everybody has had a turn.',
    },
    knockWithSwap: {
      label: 'Knocking with a swap',
      hint: 'Swap one card or all three, then knock in the same turn.',
    },
    threeOfAKind: {
      label: 'Three of a kind',
      hint: 'Three cards of one rank are worth 30½.',
    },
    tieBreak: {
      label: 'Equal lowest hands',
      hint: 'Who loses when the lowest hands are worth the same.',
      options: {
        none: {
          label: 'All lose',
          hint: 'Everybody with the lowest hand loses a life (nobody, if all are equal).',
        },
        skat: { label: 'Skat order', hint: 'The lower suit loses ({order}); three of a kind by rank.' },
      },
    },
    faces: {
      label: 'Card faces',
      hint: 'Only the look changes; the cards count the same.',
      options: {
        french: { label: 'French', hint: 'Clubs, spades, hearts, diamonds' },
        german: { label: 'German', hint: 'Acorns, leaves, hearts, bells' },
      },
    },
    speed: {
      label: 'Speed',
      hint: 'How long the computer players think before each move.',
      options: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' },
    },
    suitOrder: '{a} > {b} > {c} > {d}',
    newMatchNote: 'Saving starts a new match with these rules.',
    defaults: 'Defaults',
    cancel: 'Cancel',
    save: 'Save',
    leave: {
      title: 'Discard your changes?',
      text: 'Your changes to the settings have not been saved.',
      discard: 'Discard changes',
      stay: 'Keep editing',
    },
    confirm: {
      title: 'Start a new match?',
      text: 'Start a new match with these rules? The current match will be lost.',
      start: 'Start new match',
      keep: 'Keep playing',
      keepHint: 'Your other changes are kept; the rules stay as they are.',
    },
  },

  result: {
    title: 'Showdown',
    value: {
      schnauz: 'Schnauz',
      feuer: 'Feuer',
      threeOfAKind: 'Three of a kind',
    },
    /** A hand's value in words for screen readers. */
    handLabel: '{name}: {cards}, worth {value}',
    ending: {
      knock: { one: '{who} knocked.', more: '{who} knocked.' },
      knockUnknown: 'The round ended after a knock.',
      schnauz: { one: 'Schnauz! {who} shows 31.', more: 'Schnauz! {who} show 31.' },
      feuer: { one: '{who} shows three aces.', more: '{who} show three aces.' },
      stock: 'Everybody passed and the stock ran out.',
    },
    verdict: {
      feuer: 'Feuer! Everyone else loses a life',
      nobody: 'Everyone has {value}: nobody loses a life',
      lowest: 'Lowest hand: {value}\u00a0— {outcome}',
      loseLife: { one: '{who} loses a life', more: '{who} lose a life' },
      putOut: { one: '{who} is out', more: '{who} are out' },
      both: '{first} and {second}',
    },
    notes: {
      /** S13: a Schnauz or Feuer dealt ends the round before the dealer chooses. */
      atDeal: {
        you: 'Shown at once after the deal: no turn was played, and your other hand stays face down.',
        other: 'Shown at once after the deal: no turn was played, and {name}’s other hand stays face down.',
      },
      skatSuit: {
        one: '{who} loses on the Skat order: {lower} below {higher}',
        more: '{who} lose on the Skat order: {lower} below {higher}',
      },
      skatRank: {
        one: '{who} loses on the Skat order: three {lower} below three {higher}',
        more: '{who} lose on the Skat order: three {lower} below three {higher}',
      },
      swimming: {
        one: '{who} is swimming now: one more loss is the end.',
        more: '{who} are swimming now: one more loss is the end.',
      },
      out: {
        one: '{who} was swimming and is out of the game.',
        more: '{who} were swimming and are out of the game.',
      },
    },
    badges: {
      packetUnseen: 'Other hand unseen',
      knocked: 'Knocked',
      shown: 'Showed it',
      loses: '−1 life',
      out: 'Out',
      swimming: 'Swimming',
      alreadyOut: 'Out',
    },
    livesLeft: { one: '{count} life left', other: '{count} lives left' },
    nextRound: 'Next round',
    seeResult: 'See the result',
  },

  gameOver: {
    title: 'Game over',
    youWin: 'You win!',
    wins: '{name} wins!',
    draw: 'A draw!',
    drawText: 'The last players went out in the same round.',
    youWinText: 'You outlasted every computer player.',
    theyWinText: '{name} is the last player in the game.',
    rounds: { one: '{count} round played', other: '{count} rounds played' },
    tableCaption: 'How the match went',
    columns: { player: 'Player', finish: 'Finish', livesLost: 'Lives lost' },
    winner: 'Winner',
    outOrdinal: { one: 'Out {count}st', two: 'Out {count}nd', few: 'Out {count}rd', other: 'Out {count}th' },
    stillIn: 'Still in',
    playAgain: 'Play again',
    settings: 'Change settings',
  },

  notice: {
    dismiss: 'Dismiss',
  },

  humanOut: {
    text: 'You are out. The computer players finish the match.',
    skip: 'Skip to the result',
  },
} as const;
