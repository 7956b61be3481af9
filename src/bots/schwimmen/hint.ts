// The hint the human may ask for: the expert's own choice for the human's seat, why in a few facts (the
// table turns them into words), and, when knocking is allowed, how often a knock now would cost a life.
// Like every bot it decides from the view alone and is the same for the same (view, legal, seed).
import { rankOf, SUITS, type Card, type Rank, type Suit } from '../../engine/cards';
import { assertNever } from '../../engine/game';
import { createRng } from '../../engine/rng';
import {
  bestSuitIndex,
  FEUER,
  handValue,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenView,
} from '../../engine/schwimmen';
import { EXPERT, EXPERT_MODEL, schwimmenBots } from './index';
import { modelWorlds } from './inference';
import { readView, roundFromView } from './knowledge';
import { KNOCK, Round } from './round';
import { layout } from './sampling';
import { rollout } from './search';

/** What a hand is worth and why: points in one suit (S4), three of a kind (S6) or Feuer (S7). */
export type HandWorth =
  | { kind: 'suit'; value: number; suit: Suit }
  | { kind: 'threeOfAKind'; value: number; rank: Rank }
  | { kind: 'feuer'; value: number };

/** Why the expert suggests its action, as facts about the hands (never words: the table words them). */
export type HintReason =
  /** Swap `give` for `take`: the hand is then worth `worth`. */
  | { kind: 'take'; take: Card; give: Card; worth: HandWorth }
  /** Swap all three: the middle is worth `worth`. */
  | { kind: 'swapAll'; worth: HandWorth }
  /** Knock with a hand of `value`. */
  | { kind: 'knock'; value: number }
  /** Pass with `worth`; `middleHelps` when some swap would raise the value now but is not worth it. */
  | { kind: 'pass'; worth: HandWorth; middleHelps: boolean }
  /** The dealer keeps a first packet worth `worth`. */
  | { kind: 'keep'; worth: HandWorth }
  /** The dealer gives up a first packet worth `worth` for the unseen one. */
  | { kind: 'takeSecond'; worth: HandWorth };

export interface Hint {
  /** Exactly what the `expert` level would play for this (view, legal, seed). */
  action: SchwimmenAction;
  reason: HintReason;
  /**
   * The share of the expert's sampled worlds in which knocking now loses this seat a life (every other
   * player's last turn played by the normal policy); null when knocking is not legal.
   */
  loseChance: number | null;
}

/** Worlds the knock is played out in: the expert's own number of them. */
const KNOCK_WORLDS = EXPERT.worlds;

/** The expert's suggestion for the seat of `view`, which must be to act (`legal` not empty). */
export function schwimmenHint(view: SchwimmenView, legal: SchwimmenAction[], seed: number): Hint {
  if (legal.length === 0) throw new RangeError('A hint needs a player to act');
  const action = schwimmenBots.expert.decide(view, legal, seed);
  const canKnock = legal.some((a) => a.type === 'knock');
  return {
    action,
    reason: reasonFor(action, view),
    loseChance: canKnock ? knockLoseChance(view, seed) : null,
  };
}

export function worthOf(hand: readonly Card[], rules: SchwimmenRules): HandWorth {
  const value = handValue(hand, rules);
  const suit = bestSuitIndex(hand, rules);
  if (suit !== null) return { kind: 'suit', value, suit: SUITS[suit] };
  return value === FEUER ? { kind: 'feuer', value } : { kind: 'threeOfAKind', value, rank: rankOf(hand[0]) };
}

function reasonFor(action: SchwimmenAction, view: SchwimmenView): HintReason {
  const { hand, middle, rules } = view;
  switch (action.type) {
    case 'swap':
      return {
        kind: 'take',
        take: action.take,
        give: action.give,
        worth: worthOf(
          hand.map((c) => (c === action.give ? action.take : c)),
          rules,
        ),
      };
    case 'swapAll':
      return { kind: 'swapAll', worth: worthOf(middle, rules) };
    case 'knock':
      return { kind: 'knock', value: handValue(hand, rules) };
    case 'pass': {
      const now = handValue(hand, rules);
      const swaps = hand.flatMap((_, i) => middle.map((m) => hand.map((c, j) => (j === i ? m : c))));
      const middleHelps = [...swaps, middle].some((h) => handValue(h, rules) > now);
      return { kind: 'pass', worth: worthOf(hand, rules), middleHelps };
    }
    case 'keep':
      return { kind: 'keep', worth: worthOf(hand, rules) };
    case 'takeSecond':
      return { kind: 'takeSecond', worth: worthOf(hand, rules) };
    case 'deal':
      throw new RangeError('A deal is not a player’s choice');
    default:
      return assertNever(action);
  }
}

/**
 * The share of worlds in which this seat loses a life if it knocks now. The worlds are drawn as the expert
 * draws them for its decision (weighted by the opponents' play, from the same seed, so the first ones are
 * the very worlds it searched), and each is played out: the knock, then every other player's last turn by
 * the policy the reading drew for that player, then the showdown.
 */
function knockLoseChance(view: SchwimmenView, seed: number): number {
  const k = readView(view);
  const base = roundFromView(view, k);
  const l = layout(k, base, 0, view.stockSize, true);
  const worlds = modelWorlds(view, k, base, l, createRng(seed), EXPERT, EXPERT_MODEL);
  const world = new Round(base.n, base.rules);
  const second = new Int8Array(3);
  const me = view.seat;
  let lost = 0;
  for (let i = 0; i < KNOCK_WORLDS; i++) {
    world.copyFrom(base);
    worlds.next(world, second);
    world.step(KNOCK);
    rollout(world, EXPERT, worlds.models);
    if ((world.losers >> me) & 1) lost++;
  }
  return lost / KNOCK_WORLDS;
}
