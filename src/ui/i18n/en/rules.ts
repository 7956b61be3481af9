// The rules page's text. It loads with the page (on demand), not with the table, so it is kept out of the
// catalog the table loads at start.
import type { Catalog } from '../catalog';

export const rules = {
  title: 'How to play Schwimmen',
  contents: 'Contents',
  intro:
    'Hold three cards worth as much as you can in one suit. Each round the lowest hand loses a life; the last player still in the game wins.',
  yourTable: 'Your table',
  changeHint: 'You can change these options in Settings.',
  summary: {
    lives: { one: '{count} life each', other: '{count} lives each' },
    feuer: { on: 'Feuer on', off: 'Feuer off' },
    threeOfAKind: { on: 'Three of a kind on', off: 'Three of a kind off' },
    knockInFirstRound: {
      on: 'Knocking on your first turn',
      off: 'No knocking until everyone has had a turn',
    },
    knockWithSwap: { on: 'Knocking with a swap', off: 'Knocking is a turn of its own' },
    tieBreak: { none: 'Equal lowest hands all lose', skat: 'Ties by Skat order' },
  },
  example: 'worth {value}',
  exampleNotes: {
    oneSuit: {
      french: 'King and 10 of spades; the ace is alone in hearts',
      german: 'King and 10 of leaves; the ace is alone in hearts',
    },
    twoOfOne: '7 and 9 of hearts',
    noPair: 'No two cards share a suit: the best card counts',
  },
  sections: {
    cards: {
      title: 'Cards and values',
      deck: {
        french: 'The game uses 32 cards: 7, 8, 9, 10, jack, queen, king and ace in four suits.',
        german: 'The game uses 32 cards: 7, 8, 9, 10, Unter, Ober, king and ace in four suits.',
      },
      points: {
        french: 'An ace counts 11, a king, queen, jack or 10 counts 10, and 9, 8 and 7 count their number.',
        german: 'An ace counts 11, a king, Ober, Unter or 10 counts 10, and 9, 8 and 7 count their number.',
      },
      suit: 'Only one suit counts: your hand is worth the highest total of cards you hold in a single suit. Cards of other suits add nothing.',
      examplesTitle: 'Examples',
      schnauz:
        'The best a suit can give is 31: an ace with two ten-point cards of the same suit. That is a Schnauz.',
      threeOn:
        'Three of a kind is on: three cards of the same rank are worth 30½, three 7s as much as three kings.',
      threeOff: 'Three of a kind is off: three cards of the same rank count like any other hand.',
    },
    deal: {
      title: 'The deal',
      deal: 'Every player gets three cards, one at a time, starting left of the dealer. The dealer also gets a second hand of three, face down. The cards left over form the stock.',
      choice:
        'The dealer looks at the first hand only and then either keeps it, so the second hand goes face up to the middle, or takes the second hand without looking, so the first one goes to the middle.',
      atOnce: 'If anybody is dealt 31, the round ends before the dealer chooses (see Schnauz and Feuer).',
      next: 'After each round the next player to the left deals.',
    },
    turn: {
      title: 'Your turn',
      order:
        'Play starts left of the dealer and goes round clockwise. On your turn you do exactly one thing:',
      swap: 'Swap one card: give one of yours and take one from the middle. Your card lies where the taken one lay.',
      swapAll: 'Swap all: your three cards and the three in the middle change places.',
      pass: 'Pass: change nothing.',
      knock: 'Knock: say you are happy with your hand (see below).',
      never: 'You can never swap exactly two cards, and nobody draws from the stock.',
    },
    knocking: {
      title: 'Knocking',
      text: 'Knocking ends the round soon: every other player gets one last turn (swap, swap all or pass, but no knock), and then all hands are shown. The knocker does not play again. Only one player knocks in a round.',
      firstRoundOff: 'Knocking on your first turn is off: you can knock once everyone has had a turn.',
      firstRoundOn: 'Knocking on your first turn is on: you can knock on your very first turn of a round.',
      withSwapOn:
        'Knocking with a swap is on: you may also end a swap, or a swap of all three, with a knock, whenever you could knock. The swap comes first; if it gives you 31, you show it and the round ends at once. Knocking without a swap still works.',
      withSwapOff:
        'Knocking with a swap is off: a knock is your whole turn, so you cannot swap and knock in the same turn.',
    },
    allPass: {
      title: 'All pass',
      text: 'If every player passes in a row, the middle is put aside and three new cards from the stock are laid face up. The player who passed first goes on. If the stock holds fewer than three cards, the round ends instead and the hands are shown.',
    },
    schnauz: {
      title: 'Schnauz and Feuer',
      schnauz:
        'Whoever holds 31 shows it at once and the round ends on the spot. During play that is right after the swap that made it, even in the last turns after a knock.',
      atDeal:
        'Right after the deal, 31 is shown before the dealer chooses, and nobody plays a turn: the dealer keeps the first hand, and the second hand stays face down, unseen. That holds for a dealer whose first hand is 31 too, and a dealer who gets 31 by taking the second hand shows it at once as well.',
      feuerOn:
        'Feuer is on: three aces are worth 32. They are shown at once too, and every other player loses a life.',
      feuerOffThree: 'Feuer is off: three aces are simply three of a kind, worth 30½.',
      feuerOffPlain: 'Feuer is off: three aces count like any other hand, 11.',
    },
    showdown: {
      title: 'Showdown and ties',
      text: 'At the end of a round all hands still in the game are shown. The lowest hand loses a life.',
      tieNone:
        'Equal lowest hands all lose: everybody who has the lowest value loses a life. If all hands are worth the same, nobody loses.',
      tieSkat:
        'Ties by Skat order: the lowest value loses as always, and only hands of equal value are ranked further: a higher three of a kind beats a lower one (ace high), and equal totals rank by suit, {order}. A hand whose total stands in two suits counts the higher one. Players tied in the same suit all lose, even if that is everybody.',
      suitOrder: '{a} above {b} above {c} above {d}',
    },
    lives: {
      title: 'Lives and swimming',
      start: { one: 'Everybody starts with {count} life.', other: 'Everybody starts with {count} lives.' },
      swim: 'A player who has lost every life is swimming: they play on, but the next lost round puts them out of the game.',
    },
    winning: {
      title: 'Winning',
      text: 'The last player still in the game wins. A Schnauz ends a round, never the match.',
      drawSkat:
        'With ties by Skat order the last players can go out in the same round: then the match is a draw, with no winner.',
      noDraw:
        'There is always a winner: the best hand of a round never loses a life (when all are worth the same, nobody does).',
    },
  },
} as const;

/** The shape every language's rules page must fill. */
export type RulesMessages = Catalog<typeof rules>;
