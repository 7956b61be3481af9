// The plans behind a turn whose value alone does not explain it, read from the position and the move: what
// the hand it leaves builds toward, what the middle it leaves denies the next player, what a pass brings.
// The expert weighs whole rounds played out; these are facts of the position a player can check at the table.
import { rankOf, SUITS, suitOf, type Card, type Rank, type Suit } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import {
  bestSuitIndex,
  cardPoints,
  FEUER,
  handValue,
  SCHNAUZ,
  THREE_OF_A_KIND,
  nextInGame,
  playersInGame,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenView,
} from '../../engine/schwimmen';

/** What a hand is worth and why: points in one suit (S4; 31 is Schnauz, S5), three of a kind (S6), Feuer (S7). */
export type HandWorth =
  | { kind: 'suit'; value: number; suit: Suit }
  | { kind: 'threeOfAKind'; value: number; rank: Rank }
  | { kind: 'feuer'; value: number };

export function worthOf(hand: readonly Card[], rules: SchwimmenRules): HandWorth {
  const value = handValue(hand, rules);
  const suit = bestSuitIndex(hand, rules);
  if (suit !== null) return { kind: 'suit', value, suit: SUITS[suit] };
  return value === FEUER ? { kind: 'feuer', value } : { kind: 'threeOfAKind', value, rank: rankOf(hand[0]) };
}

export type HintPlan =
  /** A pair of `rank` whose third card may still come: three of a kind (30½), or Feuer with aces (S6, S7). */
  | { kind: 'pair'; rank: Rank; feuer: boolean }
  /** Two cards of `suit` worth 20 or 21: the missing ace or ten-point card, still to come, makes Schnauz. */
  | { kind: 'schnauz'; suit: Suit }
  /**
   * `seat` plays next and is known to hold `suit` (it took such cards from the middle): the move leaves no card
   * of that suit that lifts what it is known to hold, where a move worth as much would have left one.
   */
  | { kind: 'deny'; seat: Seat; suit: Suit }
  /** S16: everybody else passed, so this pass lays three new cards in the middle. */
  | { kind: 'refresh' }
  /** S16: everybody else passed and the stock cannot refill the middle: this pass ends the round. */
  | { kind: 'endRound' }
  /** S20, Skat tie rule: the same value in a higher suit, which wins a tie. */
  | { kind: 'higherSuit'; value: number; suit: Suit }
  /**
   * The round played out from here in the expert's own sampled worlds, this move against `versus` (the move
   * worth the most): the share of them in which the player loses a life with each, and whether the other
   * players lose more lives with this move. The plan of last resort, when the position names none.
   */
  | {
      kind: 'playOut';
      lose: number;
      versus: SchwimmenAction;
      versusWorth: HandWorth;
      versusLose: number;
      othersMore: boolean;
    };

/** A turn that leaves the hand and the middle changed (or not: a pass, a knock). */
export type Turn = Extract<SchwimmenAction, { type: 'swap' | 'swapAll' | 'pass' | 'knock' }>;

export const isTurn = (a: SchwimmenAction): a is Turn =>
  a.type === 'swap' || a.type === 'swapAll' || a.type === 'pass' || a.type === 'knock';

/** The hand and the middle a turn leaves. */
export function after(a: Turn, hand: readonly Card[], middle: readonly Card[]) {
  switch (a.type) {
    case 'swap':
      return {
        hand: hand.map((c) => (c === a.give ? a.take : c)),
        middle: middle.map((c) => (c === a.take ? a.give : c)),
      };
    case 'swapAll':
      return { hand: middle.slice(), middle: hand.slice() };
    case 'pass':
    case 'knock':
      return { hand: hand.slice(), middle: middle.slice() };
  }
}

/** Every exchange open to the hand, and passing: nine swaps, swapping all three, pass. */
export function exchanges(hand: readonly Card[], middle: readonly Card[]): Turn[] {
  const out: Turn[] = [];
  for (const give of hand) for (const take of middle) out.push({ type: 'swap', give, take });
  out.push({ type: 'swapAll' }, { type: 'pass' });
  return out;
}

/** Per seat: the cards everybody knows it holds (taken from the middle and not given back). */
function knownCards(view: SchwimmenView): Card[][] {
  const known: Card[][] = Array.from({ length: view.players }, () => []);
  for (const e of view.history) {
    if (e.type === 'swap') known[e.seat] = [...known[e.seat].filter((c) => c !== e.give), e.take];
    else if (e.type === 'swapAll') known[e.seat] = [...e.take];
  }
  return known;
}

/** The cards the player can no longer get: put aside this round, or known to be in another player's hand. */
function deadCards(view: SchwimmenView, known: readonly Card[][]): Set<Card> {
  const dead = new Set<Card>(view.discards);
  known.forEach((cards, seat) => {
    if (seat !== view.seat && !view.out[seat]) for (const c of cards) dead.add(c);
  });
  return dead;
}

const suitPoints = (cards: readonly Card[], suit: Suit) =>
  cards.reduce((sum, c) => (suitOf(c) === suit ? sum + cardPoints(c) : sum), 0);

/**
 * How far a card of `suit` in `middle` lifts a player above what the cards `known` of its hand are worth,
 * counting only a suit it is known to hold (0: no card of that suit helps it). A player keeps three cards:
 * with three known, the card taken stands beside two of them.
 */
function liftIn(known: readonly Card[], middle: readonly Card[], suit: Suit): number {
  const held = known.filter((c) => suitOf(c) === suit);
  if (held.length === 0) return 0;
  const floor = Math.max(...SUITS.map((s) => suitPoints(known, s)));
  const kept = suitPoints(
    held
      .slice()
      .sort((a, b) => cardPoints(b) - cardPoints(a))
      .slice(0, 2),
    suit,
  );
  let lift = 0;
  for (const c of middle) if (suitOf(c) === suit) lift = Math.max(lift, kept + cardPoints(c) - floor);
  return lift;
}

/** Who plays the turn after this seat's, or null when the round ends with it (the last turn after a knock). */
function nextToPlay(view: SchwimmenView): Seat | null {
  if (view.knocker !== null && view.finalTurns <= 1) return null;
  let next = nextInGame(view.out, view.seat);
  if (next === view.knocker) next = nextInGame(view.out, next);
  return next === view.seat ? null : next;
}

const TEN_POINTS: readonly Rank[] = ['T', 'J', 'Q', 'K'];

/** The pair in `hand` whose third card can still come, if the rules make three of a kind or Feuer of it. */
function livePair(hand: readonly Card[], rules: SchwimmenRules, dead: Set<Card>): HintPlan | null {
  for (const rank of new Set(hand.map(rankOf))) {
    const of = hand.filter((c) => rankOf(c) === rank);
    if (of.length !== 2) continue;
    const feuer = rank === 'A' && rules.feuer;
    if (!feuer && !rules.threeOfAKind) continue;
    const thirds = SUITS.map((s): Card => `${rank}${s}`).filter((c) => !hand.includes(c) && !dead.has(c));
    if (thirds.length > 0) return { kind: 'pair', rank, feuer };
  }
  return null;
}

/** Two cards of one suit a card short of Schnauz (ace and ten-point card, or two ten-point cards), if it can still come. */
function liveSchnauz(hand: readonly Card[], dead: Set<Card>): HintPlan | null {
  for (const suit of SUITS) {
    const held = hand.filter((c) => suitOf(c) === suit);
    if (held.length !== 2) continue;
    const aces = held.filter((c) => rankOf(c) === 'A').length;
    const tens = held.filter((c) => TEN_POINTS.includes(rankOf(c))).length;
    if (aces + tens !== 2) continue;
    const missing = (aces === 1 ? TEN_POINTS : (['A'] as const)).map((r): Card => `${r}${suit}`);
    if (missing.some((c) => !hand.includes(c) && !dead.has(c))) return { kind: 'schnauz', suit };
  }
  return null;
}

const samePlan = (a: HintPlan | null, b: HintPlan) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The plans behind `turn` that its value does not show, strongest first:
 * - what the hand it leaves builds toward (a pair, two cards of a Schnauz): new with this move, or, for a
 *   pass, kept where every exchange worth more would break it up;
 * - what the middle it leaves denies the next player, against every exchange worth as much;
 * - S16: what a pass after everybody else passed brings (a new middle, or the end of the round);
 * - S20 under the Skat tie rule: the same value in a higher suit.
 */
export function plansFor(view: SchwimmenView, turn: Turn): HintPlan[] {
  const { hand, middle, rules } = view;
  const known = knownCards(view);
  const dead = deadCards(view, known);
  const left = after(turn, hand, middle);
  const value = handValue(left.hand, rules);
  const keeps = turn.type === 'pass' || turn.type === 'knock';
  const plans: HintPlan[] = [];

  const options = exchanges(hand, middle).map((a) => ({ a, ...after(a, hand, middle) }));
  const better = options.filter((o) => handValue(o.hand, rules) > value);
  for (const plan of [livePair(left.hand, rules, dead), liveSchnauz(left.hand, dead)]) {
    if (plan === null) continue;
    const held = samePlan(livePair(hand, rules, dead), plan) || samePlan(liveSchnauz(hand, dead), plan);
    const fresh = !keeps && !held;
    // An exchange serves the plan when it keeps it or already makes what it aims at.
    const aim =
      plan.kind === 'schnauz' ? SCHNAUZ : plan.kind === 'pair' && plan.feuer ? FEUER : THREE_OF_A_KIND;
    const serves = (x: readonly Card[]) =>
      handValue(x, rules) >= aim ||
      samePlan(livePair(x, rules, dead), plan) ||
      samePlan(liveSchnauz(x, dead), plan);
    const broken = keeps && better.length > 0 && better.every((o) => !serves(o.hand));
    if (fresh || broken) plans.push(plan);
  }

  const next = nextToPlay(view);
  if (next !== null && known[next].length > 0) {
    const theirs = known[next];
    let denied: Suit | null = null,
      most = 0;
    for (const suit of new Set(theirs.map(suitOf))) {
      if (liftIn(theirs, left.middle, suit) > 0) continue;
      for (const o of options) {
        if (handValue(o.hand, rules) < value) continue;
        const lift = liftIn(theirs, o.middle, suit);
        if (lift > most) {
          most = lift;
          denied = suit;
        }
      }
    }
    if (denied !== null) plans.push({ kind: 'deny', seat: next, suit: denied });
  }

  if (turn.type === 'pass' && view.knocker === null && view.passes === playersInGame(view.out) - 1)
    plans.push(view.stockSize >= 3 ? { kind: 'refresh' } : { kind: 'endRound' });

  if (rules.tieBreak === 'skat' && !keeps) {
    const now = worthOf(hand, rules),
      then = worthOf(left.hand, rules);
    if (
      now.kind === 'suit' &&
      then.kind === 'suit' &&
      then.value === now.value &&
      SUITS.indexOf(then.suit) < SUITS.indexOf(now.suit)
    )
      plans.push({ kind: 'higherSuit', value: then.value, suit: then.suit });
  }
  return plans;
}
