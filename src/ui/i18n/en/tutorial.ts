// The guided first game ("How to play"): the frame, each step of both tutorials and the first-visit offer.
// Loaded with the tutorial, not with the first page. Placeholders: {card}-like names are drawn as small
// cards, {A} {T} {K} {Q} {J} are rank names and {suit} a suit name in the player's card faces, {button} is
// the label of the button the step asks for.
import type { Catalog } from '../catalog';

export const tutorial = {
  title: {
    schwimmen: 'How to play Schwimmen',
    schnapsen: 'How to play Schnapsen',
  },
  stepOf: 'Step {n} of {total}',
  next: 'Next',
  skip: 'Skip',
  skipLong: 'Skip the tutorial',
  /** Under a step that waits for the player. */
  yourMove: 'Your move: the highlighted card or button.',
  /** A move that is not the step's, refused kindly (nothing changes). */
  wrong: 'Nearly! That works in a real game, but this step asks for the highlighted move.',
  done: {
    title: 'Well done!',
    schwimmen: 'That is Schwimmen: collect points in one suit, swap, pass or knock, and keep your lives.',
    schnapsen:
      'That is Schnapsen: take tricks, announce marriages, close when you are strong and claim at 66.',
    play: 'Play a real match',
    home: 'Home',
  },
  /** The small offer on the first visit to a game's table. */
  offer: {
    text: 'New to {game}? Play a guided first game.',
    no: 'No, thanks',
  },
  schwimmen: {
    values:
      'These are your cards. {A} counts 11; {K}, {Q}, {J} and {T} 10; 9, 8 and 7 their number. Only cards of one suit add up: your hand is worth {value}, its best suit.',
    middle:
      'Anna dealt and kept her own cards, so her second packet lies open in the middle. On your turn you swap with the middle, pass or knock. The goal: as many points as you can in one suit, 31 at most.',
    swap: 'Swap one card: tap your {give}, then the {take} in the middle. With the {with} that makes 21 in {suit}.',
    swapAll:
      'Anna took your {card} and gave up the {left}: the middle now holds three {suit}, worth 27. Take all three at once: tap {button}.',
    pass: 'Your 27 in {suit} is good, and the middle has no {suit} for you. Tap {button}: you keep your cards.',
    knock:
      'Anna passed too. When everybody passes in a row, three new cards come from the stock. Still nothing for you: tap {button}. After a knock everybody else has one last turn, then the hands are compared.',
    schnauz:
      'In her last turn Anna took the {card} and holds {hand}: a Schnauz, an ace and two ten-point cards of one suit, 31. A Schnauz ends the round at once. Three aces, called Feuer, would be 32: everybody else loses a life.',
    lives:
      'The lowest hand loses a life: your 27 against Anna’s 31. You usually start with three lives; here you had one. With none left you are swimming: you play on, but the next lost round puts you out. The last player in the game wins.',
  },
  schnapsen: {
    values:
      'Schnapsen is played with 20 cards: {A} 11, {T} 10, {K} 4, {Q} 3, {J} 2 — 120 points in all. Whoever first has 66 points wins the deal.',
    trump:
      'The card under the talon, {card}, is the trump card: {suit} are trumps this deal. Any trump beats every card of another suit.',
    lead: 'You lead the first trick. While the talon is open, Anna may answer with any card: the higher card of the suit led wins, or a trump. Lead the {card}.',
    draw: 'Anna answered with the {answer}: your trick, worth {points} points. The winner draws the top card of the talon first, then the loser, so you both hold five cards again.',
    marriage:
      'You hold {king} and {queen} of one suit: a marriage, 20 points (40 in trumps). Announce it before you lead: tap {button}.',
    marriageLead:
      'The 20 count for you at once, because you have already won a trick: you have {points} points. Now lead one card of the pair: play the {card}.',
    exchange:
      'You hold {jack}, the trump {J}. While the talon is open you may exchange it for the trump card {trump}. Tap {button}.',
    close:
      'You have {points} points and strong cards: time to close the talon. Tap {button}. Nobody draws any more — and you must now reach 66 with the cards in your hand.',
    closedLead:
      'With the talon closed, Anna must head your card if she can, or else follow suit, or else trump. Lead the {card}.',
    closedLead2: 'Anna had to give up her {answer}. Now lead the {card}: she must follow {suit} again.',
    claim:
      'You have {points} points: 66 or more. Say so: tap {button}. The deal ends at once, and it is yours.',
    bummerl:
      'You win 3 game points, because Anna had no trick when you closed (1 if she has 33 or more, 2 otherwise). A Bummerl starts at 7 and counts down: the first to reach 0 wins it.',
  },
} as const;

export type TutorialMessages = Catalog<typeof tutorial>;
