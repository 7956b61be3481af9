// The Schnapsen tutorial: one deal against Anna on a stacked deck, hearts trumps under the A♥. The player
// leads A♣ (Anna answers J♣), announces the marriage in spades (20) and leads the Q♠, exchanges the trump
// jack for the A♥, closes the talon, takes A♥ + 10♥ and 10♣ + K♣ (Anna must follow suit now, N6) and claims
// with 73. Anna had no trick when the talon was closed: 3 game points (N11), the Bummerl goes from 7 to 4.
import type { Card } from '../engine/cards';
import {
  schnapsen,
  type SchnapsenAction,
  type SchnapsenOptions,
  type SchnapsenState,
  type SchnapsenView,
} from '../engine/schnapsen';
import type { TutorialScript } from './script';

export const YOU = 0;
export const ANNA = 1;

/**
 * N3 with Anna dealing: 3 to you, 3 to Anna, the trump card, 2 to you, 2 to Anna, then the talon (9 cards).
 * You draw the talon's 1st and 3rd cards, Anna the 2nd (10♥) and 4th (K♣).
 */
export const SCHNAPSEN_DECK: readonly Card[] = [
  ...(['Ac', 'Ks', 'Qs'] as const),
  ...(['Jc', 'Jd', 'Qd'] as const),
  'Ah',
  ...(['Jh', 'Tc'] as const),
  ...(['Qc', 'Ad'] as const),
  ...(['Ts', 'Th', 'Js', 'Kc', 'As', 'Kh', 'Qh', 'Td', 'Kd'] as const),
];

/** The table parts a Schnapsen step can point at (see ui/tutorial/SchnapsenTutorial.tsx). */
export type SchnapsenTarget =
  | 'hand'
  | 'points'
  | 'trumpCard'
  | 'talon'
  | 'trick'
  | `card:${Card}`
  | 'marry'
  | 'exchangeTrump'
  | 'close'
  | 'claim'
  | 'bummerl';

export const schnapsenTutorial: TutorialScript<
  SchnapsenState,
  SchnapsenAction,
  SchnapsenView,
  SchnapsenOptions,
  SchnapsenTarget
> = {
  game: 'schnapsen',
  def: schnapsen,
  options: { firstDealer: ANNA },
  seat: YOU,
  setup: [{ type: 'deal', deck: SCHNAPSEN_DECK.slice() }],
  steps: [
    // N2: A 11, 10 10, K 4, Q 3, J 2; 120 in all, 66 wins.
    { id: 'values', targets: ['hand'] },
    // N3: the trump card under the talon names the trump suit.
    { id: 'trump', targets: ['trumpCard'] },
    // N4, N5: you lead; while the talon is open Anna may answer with any card.
    {
      id: 'lead',
      targets: ['card:Ac'],
      expect: { type: 'play', card: 'Ac' },
      replies: [{ type: 'play', card: 'Jc' }],
    },
    // N5: the winner draws first, then the loser.
    { id: 'draw', targets: ['talon', 'hand'] },
    // N7: K and Q of spades, 20.
    { id: 'marriage', targets: ['marry'], expect: { type: 'marry', suit: 's' } },
    {
      id: 'marriageLead',
      targets: ['card:Qs'],
      expect: { type: 'play', card: 'Qs' },
      replies: [{ type: 'play', card: 'Jd' }],
    },
    // N8: the trump jack for the trump card.
    { id: 'exchange', targets: ['exchangeTrump', 'trumpCard'], expect: { type: 'exchangeTrump' } },
    // N9: closed for good; N6 applies from now on.
    { id: 'close', targets: ['close', 'talon'], expect: { type: 'close' } },
    {
      id: 'closedLead',
      targets: ['card:Ah'],
      expect: { type: 'play', card: 'Ah' },
      replies: [{ type: 'play', card: 'Th' }],
    },
    {
      id: 'closedLead2',
      targets: ['card:Tc'],
      expect: { type: 'play', card: 'Tc' },
      replies: [{ type: 'play', card: 'Kc' }],
    },
    // N10: 73 points, claim.
    { id: 'claim', targets: ['claim', 'points'], expect: { type: 'claim' } },
    // N11, N12: 3 game points, the Bummerl from 7 to 4.
    { id: 'bummerl', targets: ['bummerl'] },
  ],
};
