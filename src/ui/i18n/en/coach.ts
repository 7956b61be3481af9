// The coach's texts: the review of a round or deal, and the Schnapsen hint. Loaded with the Review dialog and
// the Schnapsen table, not with the first page.
import type { Catalog } from '../catalog';

export const coach = {
  title: {
    schwimmen: 'Review of round {round}',
    schnapsen: 'Review of deal {round}',
  },
  intro:
    'Each choice you made, judged only by what you could see at that moment, against the expert’s choice. The hidden cards never count against you.',
  loading: 'Working out the review…',
  failed: 'The review could not be worked out. Close it and try again.',
  none: 'You had no real choice in this round: nothing to review.',
  summary: {
    one: '1 decision, average cost {cost}.',
    other: '{count} decisions, average cost {cost}.',
  },
  decision: 'Decision {n}',
  verdicts: {
    best: 'Best',
    good: 'Good',
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
  },
  costliest: 'Costliest',
  yourMove: 'You played',
  expertMove: 'The expert',
  sameMove: 'the same',
  costLabel: 'Cost',
  /** The cost, in each game's unit. */
  cost: {
    schwimmen: '{cost} more likely to lose a life',
    schnapsen: '{cost} game points lost on average',
  },
  /** The cost alone, in the summary. */
  costShort: {
    schwimmen: '{cost} more risk of losing a life',
    schnapsen: '{cost} game points',
  },
  /** Schwimmen's cost: a share of rounds (percentage points) as a number of per cent. */
  percent: '{percent}%',
  schwimmen: {
    hand: 'Your hand',
    middle: 'Middle',
    packet: 'First packet',
    /** The second packet, face up once the dealer chose. */
    secondPacket: 'Second packet',
    risk: 'Risk of losing a life: {played}% with your choice, {expert}% with the expert’s.',
    actions: {
      swap: 'swap {give} for {take}',
      swapAll: 'swap all three',
      pass: 'pass',
      knock: 'knock',
      keep: 'keep the first packet',
      takeSecond: 'take the second packet',
      swapKnock: 'swap {give} for {take} and knock',
      swapAllKnock: 'swap all three and knock',
    },
    /** The costliest decision in one line. */
    explain:
      '{played} ({playedWorth}) risked a life in {playedRisk}% of the games; {expert} ({expertWorth}) in {expertRisk}%.',
    worth: {
      suit: '{value} in {suit}',
      schnauz: 'Schnauz, 31 in {suit}',
      threeOfAKind: 'three of a kind, 30½',
      feuer: 'Feuer',
      /** The second packet of a review that does not carry it. */
      unseen: 'unseen',
    },
  },
  schnapsen: {
    hand: 'Your hand',
    led: 'Led to you',
    trump: 'Trump: {suit}',
    score: 'Points: you {mine}, {name} {theirs}',
    talon: {
      one: '1 card in the talon',
      other: '{count} cards in the talon',
    },
    closed: 'Talon closed',
    worth: 'Expected: {played} game points with your choice, {expert} with the expert’s.',
    actions: {
      lead: 'lead {card}',
      follow: 'answer with {card}',
      marry: 'announce the marriage in {suit}',
      exchangeTrump: 'exchange the trump {jack}',
      close: 'close the talon',
      claim: 'claim 66',
    },
    explain:
      '{played} is worth {playedValue} game points on average and wins the deal in {playedWin}% of the hands {name} can hold; {expert}: {expertValue} and {expertWin}%.',
  },
  /**
   * The Hint button's suggestion in one line, with why (the expert's own move). {card} is drawn as a small
   * card, {name} is the opponent, {suit} a suit in words.
   */
  schnapsenHint: {
    leadSafe: 'Lead {card}: it takes the trick whatever {name} holds',
    leadRarelyBeaten: 'Lead {card}: only {percent}% of the hands {name} can hold could take it',
    leadCheapest: 'Lead {card}: it risks the fewest points',
    leadBest: 'Lead {card}: the best lead against the hands {name} can hold',
    take: 'Take the trick with {card}: +{points} points',
    /** The first trick won also counts the marriage announced before it (N7). */
    takeMarriage: 'Take the trick with {card}: +{points}, and your {marriage} marriage points count',
    takeClaim: 'Take the trick with {card}: that makes {total}, then claim 66',
    throwLost: 'Throw {card}: the trick is lost anyway',
    throwSaveTrump: 'Throw {card}: keep your trumps for later',
    throwCheap: 'Throw {card}: this trick is not worth a better card',
    /** Announced before the player's first trick: the points wait for one (N7). */
    marryPending: 'Announce {points} in {suit}: they count once you win a trick',
    marryCounted: 'Announce {points} in {suit}: that makes {total}',
    marryClaim: 'Announce {points} in {suit}: that makes {total}, then claim 66',
    exchange: {
      french: 'Exchange the trump jack: take {card}',
      german: 'Exchange the trump Unter: take {card}',
    },
    /** {percent} is a whole number: the share of the opponent's possible hands in which the close wins. */
    close: 'Close now: you reach 66 in {percent}% of the hands {name} can hold',
    closeAlmostSure: 'Close now: you reach 66 in almost every hand {name} can hold',
    closeSure: 'Close now: you reach 66 whatever {name} holds',
    claim: 'Claim 66: you have {points}',
    claimWins: {
      one: 'It wins the deal, for {count} game point',
      other: 'It wins the deal, for {count} game points',
    },
    claimLoses: 'A claim now loses the deal',
  },
} as const;

export type CoachMessages = Catalog<typeof coach>;
