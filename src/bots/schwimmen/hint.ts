// The hint the human may ask for: the expert's own choice for the human's seat, why in a few facts (the
// table turns them into words), and, when knocking is allowed, how often a knock now would cost a life.
// Like every bot it decides from the view alone and is the same for the same (view, legal, seed).
import type { Card } from '../../engine/cards';
import { assertNever } from '../../engine/game';
import { createRng } from '../../engine/rng';
import { handValue, playersInGame, type SchwimmenAction, type SchwimmenView } from '../../engine/schwimmen';
import { EXPERT, EXPERT_MODEL, schwimmenBots } from './index';
import { modelWorlds } from './inference';
import { codeFor, readView, roundFromView } from './knowledge';
import {
  after,
  exchanges,
  isTurn,
  plansFor,
  worthOf,
  type HandWorth,
  type HintPlan,
  type Turn,
} from './plans';
import { KNOCK, Round } from './round';
import { layout } from './sampling';
import { playCandidate, rollout } from './search';

export { worthOf, type HandWorth, type HintPlan } from './plans';

/**
 * Why the expert suggests its action, as facts about the hands (never words: the table words them). An
 * exchange or a pass whose value alone does not explain it (the hand is worth no more after it, or a swap
 * would raise it) carries at least one plan, strongest first; otherwise `plans` is empty.
 */
export type HintReason =
  /** Swap `give` for `take`: the hand is then worth `worth`. */
  | { kind: 'take'; take: Card; give: Card; worth: HandWorth; plans: HintPlan[] }
  /** Swap all three: the middle is worth `worth`. */
  | { kind: 'swapAll'; worth: HandWorth; plans: HintPlan[] }
  /** Knock with a hand of `value`. */
  | { kind: 'knock'; value: number }
  /** Pass with `worth`; `middleHelps` when some exchange would raise the value now. */
  | { kind: 'pass'; worth: HandWorth; middleHelps: boolean; plans: HintPlan[] }
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
  /**
   * S14b: when the suggestion is an exchange that ends with a knock, the share of the same worlds in which
   * that exchange and its knock lose this seat a life (the plain knock's chance says little about it).
   */
  swapKnockLoseChance?: number | null;
}

/** The expert's suggestion for the seat of `view`, which must be to act (`legal` not empty). */
export function schwimmenHint(view: SchwimmenView, legal: SchwimmenAction[], seed: number): Hint {
  if (legal.length === 0) throw new RangeError('A hint needs a player to act');
  const action = schwimmenBots.expert.decide(view, legal, seed);
  const canKnock = legal.some((a) => a.type === 'knock');
  const swapKnock = action.type !== 'knock' && knocks(action);
  const chances = canKnock
    ? playOut(view, swapKnock ? [KNOCK, codeFor(action, view)] : [KNOCK], seed, KNOCK_WORLDS)
    : [];
  return {
    action,
    reason: hintReason(action, view, legal, seed),
    loseChance: canKnock ? chances[0].lose : null,
    swapKnockLoseChance: swapKnock ? chances[1].lose : null,
  };
}

/**
 * The reason for `action` (any legal action of the view's seat): its value, and the plans behind it when
 * the value does not explain it. The last resort is the round played out from here (see HintPlan).
 */
export function hintReason(
  action: SchwimmenAction,
  view: SchwimmenView,
  legal: SchwimmenAction[],
  seed: number,
): HintReason {
  return reasonFor(action, view, (turn) => playOutPlan(turn, view, legal, seed));
}

/**
 * The reason for `action` with the plans the position shows, `lastResort` giving the plan when it shows
 * none (the play-outs, which cost as much as a decision; a test over many positions passes its own).
 */
export function reasonFor(
  action: SchwimmenAction,
  view: SchwimmenView,
  lastResort: (turn: Turn) => HintPlan,
): HintReason {
  const { hand, middle, rules } = view;
  const before = handValue(hand, rules);
  const plans = (turn: Turn, needed: boolean): HintPlan[] => {
    if (!needed) return [];
    const found = plansFor(view, turn);
    return found.length > 0 ? found : [lastResort(turn)];
  };
  switch (action.type) {
    case 'swap':
    case 'swapAll': {
      const worth = worthOf(after(action, hand, middle).hand, rules);
      const needed = worth.value <= before;
      return action.type === 'swap'
        ? { kind: 'take', take: action.take, give: action.give, worth, plans: plans(action, needed) }
        : { kind: 'swapAll', worth, plans: plans(action, needed) };
    }
    case 'knock':
      return { kind: 'knock', value: before };
    case 'pass': {
      const middleHelps = exchanges(hand, middle).some(
        (a) => handValue(after(a, hand, middle).hand, rules) > before,
      );
      return { kind: 'pass', worth: worthOf(hand, rules), middleHelps, plans: plans(action, middleHelps) };
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

const knocks = (a: SchwimmenAction) => a.type === 'knock' || ('knock' in a && a.knock === true);

/**
 * The move a player would weigh `turn` against: the legal one worth the most (keeping the hand first among
 * equals), of the same kind (ending with a knock or not).
 */
function versusOf(turn: Turn, view: SchwimmenView, legal: SchwimmenAction[]): Turn | null {
  const { hand, middle, rules } = view;
  let best: Turn | null = null,
    most = -1;
  for (const a of legal) {
    if (!isTurn(a) || knocks(a) !== knocks(turn) || sameTurn(a, turn)) continue;
    const value = handValue(after(a, hand, middle).hand, rules);
    const keeps = a.type === 'pass' || a.type === 'knock';
    if (value > most || (value === most && keeps)) {
      most = value;
      best = a;
    }
  }
  return best;
}

const sameTurn = (a: Turn, b: Turn) => JSON.stringify(a) === JSON.stringify(b);

function playOutPlan(turn: Turn, view: SchwimmenView, legal: SchwimmenAction[], seed: number): HintPlan {
  const versus = versusOf(turn, view, legal);
  if (versus === null) throw new RangeError('A move with nothing to weigh it against needs no plan');
  const worlds = playersInGame(view.out) >= 5 ? BIG_TABLE_WORLDS : KNOCK_WORLDS;
  const [mine, theirs] = playOut(view, [codeFor(turn, view), codeFor(versus, view)], seed, worlds);
  return {
    kind: 'playOut',
    lose: mine.lose,
    versus,
    versusWorth: worthOf(after(versus, view.hand, view.middle).hand, view.rules),
    versusLose: theirs.lose,
    othersMore: mine.othersLost > theirs.othersLost,
  };
}

/** Worlds a knock or a move is played out in: the expert's own number of them (fewer at a big table). */
const KNOCK_WORLDS = EXPERT.worlds;
const BIG_TABLE_WORLDS = EXPERT.bigTable?.worlds ?? EXPERT.worlds;

/**
 * For each move (a turn code), the share of worlds in which this seat loses a life if it plays it now, and
 * how many of the others do on average. The worlds are drawn as the expert draws them for its decision
 * (weighted by the opponents' play, from the same seed, so the first ones are the very worlds it searched),
 * and each is played out: the move, then every other player by the policy the reading drew for that
 * player, to the showdown.
 */
function playOut(view: SchwimmenView, codes: readonly number[], seed: number, count: number) {
  const k = readView(view);
  const base = roundFromView(view, k);
  const l = layout(k, base, 0, view.stockSize, true);
  const worlds = modelWorlds(view, k, base, l, createRng(seed), EXPERT, EXPERT_MODEL);
  const world = new Round(base.n, base.rules),
    sim = new Round(base.n, base.rules);
  const second = new Int8Array(3);
  const me = view.seat;
  const out = codes.map(() => ({ lose: 0, othersLost: 0 }));
  for (let i = 0; i < count; i++) {
    world.copyFrom(base);
    worlds.next(world, second);
    codes.forEach((code, c) => {
      sim.copyFrom(world);
      playCandidate(sim, code, me, second);
      rollout(sim, EXPERT, worlds.models);
      if ((sim.losers >> me) & 1) out[c].lose++;
      for (let o = sim.losers & ~(1 << me); o !== 0; o &= o - 1) out[c].othersLost++;
    });
  }
  return out.map((o) => ({ lose: o.lose / count, othersLost: o.othersLost / count }));
}
