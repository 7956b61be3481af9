// The searching levels: worlds consistent with the view (sampled, or all of them once the talon is closed
// or exhausted), each played exactly by alpha-beta (or to a horizon while many cards are unknown), and the
// move with the best average outcome over the worlds.
import { createRng, shuffleInPlace } from '../../engine/rng';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import type { Bot } from '../types';
import { CODES, dutyCards, KING, popcount, QUEEN, SUIT_CODES, suitIdx } from './cards';
import { followCard, normalAction, obviousAction } from './heuristics';
import { handWeight, inferenceOf, type Inference } from './inference';
import { readingOf, ruleShare, type ReadingConfig } from './reading';
import { knowledgeOf, worldOf, type Knowledge } from './knowledge';
import { allHands, handCount, sampleWorlds, type Hidden } from './sampling';
import { Network } from './network';
import { SCALE, Solver } from './solver';
import { NETWORK } from './weights';
import { bummerlOutcomes } from './equity';
import { sureMove, type SureMove, type SurePosition } from './sure';

/** The sure-win search looks at every possible opponent hand when there are at most this many. */
const SURE_HANDS = 3003;
/** Closing is checked for a sure win when it wins in at least this share of the sampled worlds. */
const SURE_CHECK_SHARE = 0.7;

export interface SearchConfig {
  /** Worlds sampled per decision while the talon is open. */
  samples: number;
  /** Play each world to the end when at most this many face-down cards are left; else search `horizon`. */
  exactTalon: number;
  /** Tricks searched before the static evaluation while more cards are in the talon. */
  horizon: number;
  /** Opponent hands searched once the talon is closed or exhausted (all of them when there are fewer). */
  closedWorlds: number;
  /** Value of a won deal beyond its game points: large plays for the deal, 0 for the game points. */
  stake: number;
  /** Close only when closing wins in at least this share of the worlds searched. */
  closeShare: number;
  /** Read the opponent's hand from its play (inference.ts) and weight the worlds by it. */
  infer: boolean;
  /**
   * Once the talon is closed, and before closing, look for a line that wins against every possible
   * opponent hand (sure.ts); close at once when there is one. Searches up to this many nodes (0: never).
   */
  sureNodes: number;
  /** Worlds are searched until this many solver nodes are spent (at least MIN_WORLDS of them). */
  nodeBudget: number;
  /** Evaluate with the network (network.ts) rather than the linear model. */
  network: boolean;
  /** Search only once at most this many face-down cards are left (or the talon is closed); before that, play
   * by rule of thumb. */
  searchFrom: number;
  /** Where the search stops at a trick's end, average over this many pairs of draws (Solver.setDrawPairs). */
  drawPairs: number;
  /**
   * A draw inside the search from at most this many face-down cards is a chance node: the mean over every
   * way the cards could come, not the sampled talon's order (Solver.setChanceLeft; 0: never).
   */
  chanceLeft: number;
  /**
   * The rule-of-thumb move is played unless another is better by more than this (in quarters of a game
   * point): sampled values are noisy and favour what a player who saw every card could do (0: exact ties).
   */
  tieMargin: number;
  /**
   * Weight the deal's game points by what they add to the chance of winning the Bummerl (equity.ts,
   * bummerlOutcomes) rather than counting each game point alike.
   */
  bummerl?: boolean;
  /**
   * While the talon is open, the opponent's answer to a lead counts with this weight as the rule of thumb's
   * (`normal`'s follow, ruleAnswer) and with the rest as its best answer in the world searched (0: always
   * the best). The best answer is that of a player who sees the bot's hand and the talon's order; a real
   * opponent sees neither, and may play by rules of thumb.
   */
  ruleReplies: number;
  /**
   * Read the opponent's first-phase play as the rule of thumb's it may be (reading.ts): the weight of the
   * rule of thumb's answers is then ruleReplies + gain × (share − prior), within 0…1, where share is the
   * chance, after what the opponent has played, that it plays by the rule of thumb.
   */
  reading?: ReadingConfig & { gain: number };
}

const MIN_WORLDS = 4;

/** A candidate move at the root: lead (with the announcement it implies), follow, or close. */
export interface RootMove {
  action: SchnapsenAction;
  kind: 'lead' | 'follow' | 'close';
  card: number;
  announce: boolean;
}

export function rootMoves(view: SchnapsenView, k: Knowledge, legal: SchnapsenAction[]): RootMove[] {
  const moves: RootMove[] = [];
  if (view.lead !== null) {
    for (const a of legal)
      if (a.type === 'play')
        moves.push({ action: a, kind: 'follow', card: CODES.indexOf(a.card), announce: false });
    return moves;
  }
  for (const a of legal) {
    if (a.type === 'close') moves.push({ action: a, kind: 'close', card: -1, announce: false });
    if (a.type !== 'play') continue;
    const c = CODES.indexOf(a.card);
    const r = c % 5;
    const mate = r === KING ? c - 1 : r === QUEEN ? c + 1 : -1;
    // A king or queen led from a marriage is always announced first (N7): the points are free.
    const announce = view.marriage === null && mate >= 0 && (k.hand & (1 << mate)) !== 0;
    const marry = announce
      ? legal.find((m) => m.type === 'marry' && m.suit === SUIT_CODES[(c / 5) | 0])
      : undefined;
    moves.push({ action: marry ?? a, kind: 'lead', card: c, announce: announce && marry !== undefined });
  }
  return moves;
}

/** How likely the opponent's play so far makes each hand it may hold (inference.ts); null when all are alike. */
export function handLikelihood(k: Knowledge, inf: Inference | null): ((hand: number) => number) | null {
  return inf === null || inf.evidence.length === 0 ? null : (h: number) => handWeight(inf, h & ~k.known);
}

/** The weight of the rule of thumb's answers to a lead while the talon is open (ruleReplies, reading). */
function ruleWeight(
  view: SchnapsenView,
  k: Knowledge,
  config: SearchConfig,
  seed: number,
  inf: Inference | null,
): number {
  const rc = config.reading;
  if (rc === undefined) return config.ruleReplies;
  const reading = readingOf(view, k);
  if (reading === null) return config.ruleReplies;
  const rng = createRng(seed ^ 0x5a7e);
  const hands = sampleWorlds(k, rc.hands, rng, inf?.excluded ?? 0).map((h) => h.oppHand);
  const share = ruleShare(reading, hands, rc, rng);
  return Math.min(1, Math.max(0, config.ruleReplies + rc.gain * (share - rc.prior)));
}

/** The worlds to search for this view. */
export function worldsFor(k: Knowledge, config: SearchConfig, seed: number, inf: Inference | null): Hidden[] {
  const rng = createRng(seed ^ 0x5eed5c4a);
  const excluded = inf?.excluded ?? 0;
  const weight = handLikelihood(k, inf);
  if (!k.open) {
    // All hands, in random order so that a search cut short by its budget still sees a fair share.
    if (handCount(k, excluded) <= config.closedWorlds)
      return shuffleInPlace(allHands(k, excluded, weight), rng);
    return sampleWorlds(k, config.closedWorlds, rng, excluded, weight);
  }
  return sampleWorlds(k, config.samples, rng, excluded, weight);
}

/** Every opponent hand still possible (for the sure-win search), or null when there are too many. */
function possibleHands(k: Knowledge, inf: Inference | null, max: number): number[] | null {
  const excluded = inf?.excluded ?? 0;
  if (handCount(k, excluded) > max) return null;
  return allHands(k, excluded).map((h) => h.oppHand);
}

export function surePosition(
  view: SchnapsenView,
  k: Knowledge,
  hands: number[],
  closer: number,
): SurePosition {
  return {
    me: k.me,
    hand: k.hand,
    hands,
    trump: k.trump,
    closer,
    points: [view.points[0], view.points[1]],
    tricks: [view.tricksWon[0], view.tricksWon[1]],
    pending: [view.pendingPoints[0], view.pendingPoints[1]],
    announced: view.marriage === null ? -1 : suitIdx(view.marriage),
  };
}

/** The root move that plays the sure line's first card. */
function sureAction(moves: RootMove[], m: SureMove): SchnapsenAction | null {
  return moves.find((x) => x.kind !== 'close' && x.card === m.card)?.action ?? null;
}

/** The cards of the bot's hand the opponent has seen: shown marriage halves, the exchanged or drawn trump card. */
function shownToOpponent(view: SchnapsenView, k: Knowledge): number {
  let shown = 0;
  for (const m of view.marriages) {
    if (m.seat === k.me) shown |= 3 << (5 * suitIdx(m.suit) + QUEEN);
  }
  if (view.exchange?.seat === k.me) shown |= 1 << CODES.indexOf(view.exchange.card);
  if (view.trumpDrawn?.seat === k.me) shown |= 1 << CODES.indexOf(view.trumpDrawn.card);
  return shown & k.hand;
}

/**
 * In world `w`, the opponent's answer to the lead `m` by the rule of thumb: the card the `normal` level would
 * play with the world's hand (heuristics.ts, followCard), from what it could know (the bot's shown cards).
 */
export function ruleAnswer(view: SchnapsenView, k: Knowledge, w: Hidden, m: RootMove): number {
  const hand = w.oppHand;
  const lead = m.card;
  const suit = (lead / 5) | 0;
  // N6 once the talon is closed: head the trick, else follow suit, else trump.
  const playable = k.open ? hand : dutyCards(hand, lead, k.trump);
  if ((playable & (playable - 1)) === 0) return 31 - Math.clz32(playable);
  const shown = shownToOpponent(view, k) | (m.announce ? 3 << (5 * suit + QUEEN) : 0);
  const mine = k.hand & ~(1 << lead);
  const theirs: Knowledge = {
    me: k.opp,
    opp: k.me,
    trump: k.trump,
    hand,
    known: mine & shown,
    unseen: (k.unseen & ~hand) | (mine & ~shown),
    oppUnknown: popcount(mine & ~shown),
    talonSize: k.talonSize,
    played: k.played | (1 << lead),
    open: k.open,
    lead,
  };
  let seen = view;
  if (m.announce) {
    // The marriage just announced counts for the leader (pending until it has a trick): the rule of thumb
    // reads the sum.
    const pending: [number, number] = [view.pendingPoints[0], view.pendingPoints[1]];
    pending[k.me] += suit === k.trump ? 40 : 20;
    seen = { ...view, pendingPoints: pending };
  }
  return followCard(seen, theirs, playable);
}

/** The average value (for the bot) of each root move over the worlds. */
export function evaluateMoves(
  view: SchnapsenView,
  k: Knowledge,
  moves: RootMove[],
  worlds: Hidden[],
  solver: Solver,
  horizon: number,
  nodeBudget = Infinity,
  ruleReplies = 0,
): { values: number[]; wins: number[] } {
  const totals = new Array<number>(moves.length).fill(0);
  const wins = new Array<number>(moves.length).fill(0);
  let weight = 0;
  solver.nodes = 0;
  let searched = 0;
  for (const w of worlds) {
    // A node budget, not a clock, bounds the time: the same view and seed give the same decision.
    if (searched >= MIN_WORLDS && solver.nodes >= nodeBudget) break;
    searched++;
    solver.load(worldOf(view, k, w.oppHand, w.talon));
    solver.setHorizon(horizon);
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      let v: number;
      if (ruleReplies > 0 && m.kind === 'lead') {
        const rule = solver.leadAndAnswer(k.me, m.card, m.announce, ruleAnswer(view, k, w, m));
        const best = ruleReplies < 1 ? solver.leadValue(k.me, m.card, m.announce) : 0;
        v = ruleReplies * rule + (1 - ruleReplies) * best;
      } else if (m.kind === 'follow') v = solver.followValue(k.me, k.lead, m.card);
      else if (m.kind === 'close') v = solver.closeValue(k.me);
      else v = solver.leadValue(k.me, m.card, m.announce);
      totals[i] += v * w.weight;
      if (v > 0) wins[i] += w.weight;
    }
    weight += w.weight;
  }
  return { values: totals.map((t) => t / weight), wins: wins.map((t) => t / weight) };
}

/** The best move by value; moves within `margin` of it go to the rule-of-thumb choice, then to the first listed. */
export function pickBest(
  moves: RootMove[],
  values: number[],
  preferred: SchnapsenAction,
  margin = 0,
): SchnapsenAction {
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (values[i] > values[best]) best = i;
  const eps = 1e-9 + margin;
  for (let i = 0; i < moves.length; i++) {
    if (values[i] >= values[best] - eps && sameAction(moves[i].action, preferred)) return moves[i].action;
  }
  return moves[best].action;
}

/** The same move (a card played, a suit announced, or the same kind of action). */
export function sameAction(a: SchnapsenAction, b: SchnapsenAction): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'play' && b.type === 'play') return a.card === b.card;
  if (a.type === 'marry' && b.type === 'marry') return a.suit === b.suit;
  return true;
}

export function searchBot(id: string, config: SearchConfig): Bot<SchnapsenView, SchnapsenAction> {
  const solver = new Solver(config.stake, config.network ? new Network(NETWORK) : null);
  solver.setDrawPairs(config.drawPairs);
  solver.setChanceLeft(config.chanceLeft);
  return {
    id,
    decide(view, legal, seed) {
      const obvious = obviousAction(view, legal);
      if (obvious) return obvious;
      const k = knowledgeOf(view);
      const preferred = normalAction(view, k, legal);
      if (k.open && view.talonSize > config.searchFrom) return preferred;
      const moves = rootMoves(view, k, legal);
      if (moves.length <= 1) return moves.length === 1 ? moves[0].action : preferred;
      const inf = config.infer ? inferenceOf(view, k) : null;
      // After a close the opponent's hand is unknown but no card is drawn: a sure line settles the deal.
      if (config.sureNodes > 0 && view.closedBy !== null && view.talonSize > 0) {
        const hands = possibleHands(k, inf, SURE_HANDS);
        const line = hands && sureMove(surePosition(view, k, hands, view.closedBy), k.lead, config.sureNodes);
        const action = line ? sureAction(moves, line) : null;
        if (action) return action;
      }
      solver.setOutcomes(config.bummerl ? bummerlOutcomes(view, config.stake, SCALE) : null);
      const worlds = worldsFor(k, config, seed, inf);
      const exact = !k.open || view.talonSize <= config.exactTalon;
      const { values, wins } = evaluateMoves(
        view,
        k,
        moves,
        worlds,
        solver,
        exact ? 99 : config.horizon,
        config.nodeBudget,
        // The weight only bears on the bot's own leads: no reading when it follows.
        k.open && view.lead === null ? ruleWeight(view, k, config, seed, inf) : 0,
      );
      for (let i = 0; i < moves.length; i++) {
        if (moves[i].kind !== 'close') continue;
        // Closing is searched as if the closer then saw the opponent's hand; it must be nearly sure.
        if (config.sureNodes > 0 && wins[i] >= SURE_CHECK_SHARE) {
          const hands = possibleHands(k, inf, SURE_HANDS);
          if (hands && sureMove(surePosition(view, k, hands, k.me), -1, config.sureNodes))
            return moves[i].action;
        }
        if (wins[i] < config.closeShare) values[i] = -Infinity;
      }
      return pickBest(moves, values, preferred, config.tieMargin);
    },
  };
}

/**
 * Once the talon is exhausted (not closed) both players can count every card: the opponent holds exactly the
 * unseen ones. The best move of that one world, near-ties to `preferred`; null while any card is hidden.
 */
export function countedAction(
  view: SchnapsenView,
  k: Knowledge,
  legal: SchnapsenAction[],
  solver: Solver,
  preferred: SchnapsenAction,
): SchnapsenAction | null {
  if (view.talonSize > 0 || view.closedBy !== null) return null;
  const moves = rootMoves(view, k, legal);
  if (moves.length <= 1) return null;
  const world: Hidden = { oppHand: k.unseen | k.known, talon: [], weight: 1 };
  const { values } = evaluateMoves(view, k, moves, [world], solver, 99);
  return pickBest(moves, values, preferred);
}
