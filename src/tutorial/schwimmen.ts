// The Schwimmen tutorial: one round, the player against Anna, on a stacked deck. Anna deals and keeps her
// cards; the player swaps one card, swaps all, passes; Anna passes too (the middle is renewed from the
// stock, S16); the player knocks, and in her last turn Anna makes a Schnauz, which ends the round at once.
// The game is played with one life, so the player who loses the showdown is swimming at the end (S9).
import { DECK_32, type Card } from '../engine/cards';
import {
  schwimmen,
  type SchwimmenAction,
  type SchwimmenState,
  type SchwimmenView,
} from '../engine/schwimmen';
import type { SchwimmenOptions } from '../engine/schwimmen';
import type { TutorialScript, TutorialStep } from './script';

export const YOU = 0;
export const ANNA = 1;

/** S11 with Anna dealing: you, Anna, you, Anna, you, Anna; then her second packet; then the stock. */
const TOP: readonly Card[] = ['Ts', 'As', 'Kd', 'Kh', '9c', '8d', 'Ad', '7h', 'Qh', 'Ks', '7c', '8c'];

export const SCHWIMMEN_DECK: readonly Card[] = [...TOP, ...DECK_32.filter((c) => !TOP.includes(c))];

/** The table parts a Schwimmen step can point at (see ui/tutorial/SchwimmenTutorial.tsx). */
export type SchwimmenTarget =
  'hand' | 'middle' | 'value' | `card:${Card}` | 'swapAll' | 'pass' | 'knock' | 'anna' | 'lives';

export const schwimmenTutorial: TutorialScript<
  SchwimmenState,
  SchwimmenAction,
  SchwimmenView,
  SchwimmenOptions,
  SchwimmenTarget
> = {
  game: 'schwimmen',
  def: schwimmen,
  options: { players: 2, firstDealer: ANNA, rules: { lives: 1 } },
  seat: YOU,
  setup: [{ type: 'deal', deck: SCHWIMMEN_DECK.slice() }, { type: 'keep' }],
  steps: [
    // S3, S4: 10♠ K♦ 9♣ is worth 10, the best single suit.
    { id: 'values', targets: ['hand', 'value'] },
    // S12: the second packet lies open in the middle.
    { id: 'middle', targets: ['middle'] },
    {
      id: 'swap',
      targets: ['card:Ts', 'card:Ad'],
      expect: { type: 'swap', give: 'Ts', take: 'Ad' },
      // Anna takes the 10♠ and leaves K♥: three hearts in the middle, 27.
      replies: [{ type: 'swap', give: 'Kh', take: 'Ts' }],
    },
    {
      id: 'swapAll',
      targets: ['swapAll', 'middle'],
      expect: { type: 'swapAll' },
      replies: [{ type: 'swap', give: '8d', take: 'Ad' }],
    },
    {
      id: 'pass',
      targets: ['pass'],
      expect: { type: 'pass' },
      // S16: both passed in a row, so three new cards from the stock: K♠ 7♣ 8♣.
      replies: [{ type: 'pass' }],
    },
    {
      id: 'knock',
      targets: ['knock'],
      expect: { type: 'knock' },
      // S15, S17: Anna's last turn makes A♠ K♠ 10♠, a Schnauz.
      replies: [{ type: 'swap', give: 'Ad', take: 'Ks' }],
    },
    { id: 'schnauz', targets: ['anna'] },
    { id: 'lives', targets: ['lives'] },
  ],
};

/**
 * Whether a step asks the player to pick this card: one of the two cards of the swap it waits for. Any other
 * card is answered at once with the kind word, before it could look picked.
 */
export function asksToPick(
  step: TutorialStep<SchwimmenAction>,
  zone: 'hand' | 'middle',
  card: Card,
): boolean {
  const swap = step.expect;
  return swap?.type === 'swap' && (zone === 'hand' ? swap.give === card : swap.take === card);
}

/** Anna's hand at the showdown, as the round's result shows it. */
export function shownHand(state: SchwimmenState, seat: number): readonly Card[] {
  return state.roundResult?.hands[seat] ?? [];
}
