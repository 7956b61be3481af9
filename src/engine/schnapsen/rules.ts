// Rule options (the table at the end of rules/schnapsen.md) and the values of the cards (N1, N2).
import type { Card, Suit } from '../cards';

export interface SchnapsenRules {
  /** N12: game points each player must win to take the Bummerl. */
  bummerl: 7 | 5;
  /** N8: also allow the trump exchange when exactly one face-down card is left in the talon. */
  exchangeWithOneLeft: boolean;
}

export const DEFAULT_RULES: SchnapsenRules = Object.freeze({ bummerl: 7, exchangeWithOneLeft: false });

/** The options of `partial` over the defaults; a programmer's mistake (an unknown value) fails loudly. */
export function resolveRules(partial: Partial<SchnapsenRules> | undefined): SchnapsenRules {
  const bummerl = partial?.bummerl ?? DEFAULT_RULES.bummerl;
  const exchangeWithOneLeft = partial?.exchangeWithOneLeft ?? DEFAULT_RULES.exchangeWithOneLeft;
  if (bummerl !== 7 && bummerl !== 5) throw new RangeError(`bummerl must be 7 or 5, got ${String(bummerl)}`);
  if (typeof exchangeWithOneLeft !== 'boolean') throw new TypeError('exchangeWithOneLeft must be a boolean');
  return { bummerl, exchangeWithOneLeft };
}

/** N10: the score that wins a deal. */
export const WINNING_SCORE = 66;
/** N11: an opponent with this many points or more costs the winner two game points. */
export const HALF_SCORE = 33;
export const MARRIAGE_POINTS = 20;
export const TRUMP_MARRIAGE_POINTS = 40;

// Indexed by the rank's character code, so hot paths read a card without string work.
const POINTS = new Int8Array(128);
const STRENGTH = new Int8Array(128).fill(-1);
(['J', 'Q', 'K', 'T', 'A'] as const).forEach((r, i) => {
  POINTS[r.charCodeAt(0)] = [2, 3, 4, 10, 11][i];
  STRENGTH[r.charCodeAt(0)] = i;
});

/** N2: A 11, 10 10, K 4, Q 3, J 2. */
export function cardPoints(card: Card): number {
  return POINTS[card.charCodeAt(0)];
}

/** N2: J 0 < Q 1 < K 2 < 10 3 < A 4 within a suit. */
export function strength(card: Card): number {
  return STRENGTH[card.charCodeAt(0)];
}

/** N5: true when `follow` takes the trick that `lead` opened. */
export function followerWins(lead: Card, follow: Card, trump: Suit): boolean {
  if (lead.charCodeAt(1) === follow.charCodeAt(1)) return strength(follow) > strength(lead);
  return follow[1] === trump;
}

export const SUIT_NAMES: Readonly<Record<Suit, string>> = Object.freeze({
  c: 'clubs',
  s: 'spades',
  h: 'hearts',
  d: 'diamonds',
});
