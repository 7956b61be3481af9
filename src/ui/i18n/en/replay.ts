// The replay viewer (issue 41): a finished match shown move by move, and the Replay button of the result
// panels. Loaded with the tables and the viewer (on demand), so kept out of the catalog the app loads at start.
export const replay = {
  /** On the result panels: opens the viewer on the match just played. */
  button: 'Replay',
  title: 'Replay',
  /** Under the title: the game, the players and the result. */
  subtitle: '{game}: {players}. {result}',
  result: {
    wins: '{name} wins',
    youWin: 'You win',
    draw: 'Draw',
    unfinished: 'Not finished',
  },
  close: 'Close',
  start: 'Start',
  previous: 'Previous move',
  next: 'Next move',
  end: 'End',
  /** Where the viewer stands; {n} is 0 before the first move. */
  step: 'move {n} of {count}',
  /** The words of position 0. */
  atStart: 'Before the first deal',
  /** The deal (round) a move belongs to, before its words. */
  deal: '{word} {deal}',
  moves: 'Moves',
  controls: 'Step through the moves',
  /** The seat switch: every hand face up, or only what one seat saw. */
  show: 'Show',
  everyone: 'Every hand',
  seatView: 'What {name} saw',
  yourView: 'What you saw',
  /** The review's verdict on the person's move, for screen readers (the verdict's word is shown). */
  mark: 'Review: {verdict}',
  broken: 'This match cannot be replayed: {reason}',
  /** A game that has no board in the viewer: only the moves in words. */
  noBoard: 'The moves of this game are shown in words only.',
  schwimmen: {
    round: 'Round',
    handValue: 'Hand value {value}',
  },
  schnapsen: {
    deal: 'Deal',
    trump: 'Trump',
    talon: { one: '{count} card in the talon', other: '{count} cards in the talon' },
    closed: 'Talon closed',
    trick: 'Trick',
    lastTrick: 'Last trick',
    points: '{points} points',
    tricks: { one: '{count} trick', other: '{count} tricks' },
    bummerl: { one: '{count} game point to go', other: '{count} game points to go' },
    /** The moves: the person's own read "You play …", everybody else's "Anna plays …". */
    moves: {
      deal: { you: 'You deal; trump is {suit}', other: '{name} deals; trump is {suit}' },
      play: { you: 'You play {card}', other: '{name} plays {card}' },
      marry: {
        you: 'You announce a marriage in {suit} ({points})',
        other: '{name} announces a marriage in {suit} ({points})',
      },
      exchange: {
        you: 'You exchange {card} for the trump card {trump}',
        other: '{name} exchanges {card} for the trump card {trump}',
      },
      close: { you: 'You close the talon', other: '{name} closes the talon' },
      claim: { you: 'You claim 66', other: '{name} claims 66' },
      /** After the card that completes a trick. */
      takes: { you: '{move}: you take the trick', other: '{move}: {name} takes the trick' },
    },
  },
};

export type ReplayMessages = typeof replay;
