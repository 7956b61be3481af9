// The words every game's record shares (docs/records.md): cards and suits as a person writes them, and the
// players' names at the head of a move. A record is English in every language of the app, like PGN.
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../engine/cards';

/** The suits as printed: clubs, spades, hearts, diamonds. */
const SUIT_SIGNS: Readonly<Record<Suit, string>> = { c: '♣', s: '♠', h: '♥', d: '♦' };

/** Every way a record may write a suit: the signs (black or white) and the letters. */
const SUIT_READ: Readonly<Record<string, Suit>> = {
  '♣': 'c',
  '♧': 'c',
  c: 'c',
  '♠': 's',
  '♤': 's',
  s: 's',
  '♥': 'h',
  '♡': 'h',
  h: 'h',
  '♦': 'd',
  '♢': 'd',
  d: 'd',
};

const SUIT_WORDS: Readonly<Record<Suit, string>> = { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' };

/** A suit as a record prints it: ♥. */
export function printSuit(suit: Suit): string {
  return SUIT_SIGNS[suit];
}

/** A suit in words, for a reason: "hearts". */
export function suitWord(suit: Suit): string {
  return SUIT_WORDS[suit];
}

/** A card as a record prints it: 8♥, 10♣, J♠. */
export function printCard(card: Card): string {
  return (card[0] === 'T' ? '10' : card[0]) + SUIT_SIGNS[card[1] as Suit];
}

/** A suit as a record may write it (♥, ♡, h, H), or null. */
export function readSuit(text: string): Suit | null {
  return SUIT_READ[text.trim().toLowerCase()] ?? null;
}

/**
 * A card as a record may write it: the rank (7…9, 10 or T, J, Q, K, A; any case) and the suit (a sign or a
 * letter), with or without a space between: 10♥, T♥, 10h, th, Q ♠. Null when it is no card.
 */
export function readCard(text: string): Card | null {
  const m = /^(10|[2-9tjqka])\s*(\S)$/iu.exec(text.trim());
  if (!m) return null;
  const rank = (m[1] === '10' ? 'T' : m[1].toUpperCase()) as Rank;
  const suit = readSuit(m[2]);
  if (!RANKS.includes(rank) || suit === null) return null;
  return `${rank}${suit}` as Card;
}

/** The suits in the order a record lists them. */
export const RECORD_SUITS: readonly Suit[] = SUITS;

/** The person's name in a record's moves: a person reads "You take 8♥" as naturally as "Ben takes 8♥". */
export const YOU = 'You';

/** A player's, before a noun: "Ben's", "your". */
export function whose(name: string): string {
  return name === YOU ? 'your' : `${name}'s`;
}

/** "it is Ben's turn, not yours": the words when `who` moves in `actor`'s turn. */
export function notTheirTurn(actor: string, who: string): string {
  return `it is ${whose(actor)} turn, not ${who === YOU ? 'yours' : `${who}'s`}`;
}

/** A verb after a player's name: "Ben takes", "You take". */
export function says(name: string, verb: string): string {
  if (name !== YOU) return `${name} ${verb.endsWith('s') || verb.endsWith('sh') ? `${verb}es` : `${verb}s`}`;
  return `${name} ${verb}`;
}

/**
 * The seat whose name starts a move line, and the rest of the line: "Ben takes 8♥" → Ben's seat and
 * "takes 8♥". The longest name wins ("Anna Lena" before "Anna"); a colon after the name is allowed. Null when
 * no seat's name starts the line.
 */
export function moveBy(text: string, names: readonly string[]): { seat: number; rest: string } | null {
  const line = text.trim();
  let best: { seat: number; rest: string; length: number } | null = null;
  names.forEach((name, seat) => {
    if (name.length === 0 || line.length < name.length) return;
    if (line.slice(0, name.length).toLowerCase() !== name.toLowerCase()) return;
    const after = line.slice(name.length);
    if (after !== '' && !/^[\s:]/.test(after)) return;
    if (best === null || name.length > best.length)
      best = { seat, rest: after.replace(/^\s*:?\s*/, ''), length: name.length };
  });
  return best === null
    ? null
    : { seat: (best as { seat: number }).seat, rest: (best as { rest: string }).rest };
}

/** A verb as a record may write it, with or without its -s/-es: "takes?" for take. */
export function verb(word: string): string {
  return word.endsWith('s') || word.endsWith('sh') ? `${word}(?:es)?` : `${word}s?`;
}
