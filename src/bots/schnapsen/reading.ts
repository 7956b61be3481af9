// Reading the opponent as the rule-of-thumb player (`normal`, heuristics.ts) it may be (the `expert` level).
// For a hand it may hold now, how likely was its play while the talon was open? Its past hands follow from
// that hand, the cards it played and the order in which it drew them: a draw order is sampled, each past
// decision is put to `normalAction` with what the opponent could see then, and a play the rule of thumb
// would not have made counts against the hand. Averaged over the hands it may hold, that gives the chance
// that it plays by the rule of thumb at all rather than as some other player (the `hard` search, a person),
// from which the expert decides how far to expect the rule of thumb's answers (search.ts, ruleWeight).
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import { shuffleInPlace, type Rng } from '../../engine/rng';
import { ALL_CARDS, cardsOf, CODES, FACE_DOWN, HAND, idx, KING, POINTS, QUEEN, SUIT_CODES } from './cards';
import { marriageSuits, normalAction } from './heuristics';
import { firstPhaseTricks, type Knowledge } from './knowledge';

/** One past decision of the opponent while the talon was open, and what it did. */
interface Decision {
  /** The trick it was made at (its index in view.tricks, or the trick being played). */
  t: number;
  /** The card the expert led, when the opponent followed; -1 when the opponent was on lead. */
  lead: number;
  /** What the opponent did first: the card played, a marriage announced, or closing. */
  action: SchnapsenAction;
  /** Public state then: counted points, pending marriage points and tricks won, by seat. */
  points: [number, number];
  pending: [number, number];
  tricksWon: [number, number];
  /** Every card played before the decision (the expert's lead included when the opponent followed). */
  played: number;
  /** Cards the opponent knew the expert held then (a shown marriage, not yet played). */
  shown: number;
}

export interface Reading {
  decisions: Decision[];
  /** The opponent's draws from the talon: one after each trick of the first phase played so far. */
  draws: number;
  /** Cards the opponent played, and the trick each was played at (by card index; -1 when not played). */
  playedAt: Int8Array;
  oppPlayed: number;
  /** The trump jack it gave for the trump card (N8), and the card it took; -1 when it did not. */
  exchangeJack: number;
  exchangeCard: number;
  /** The face-up trump card at the start of the deal. */
  trumpCard: number;
  /** A draw whose card is known: the trump card, drawn last (N5); -1 when none. */
  lastDraw: number;
  exchangeWithOneLeft: boolean;
  trump: number;
  me: number;
  opp: number;
}

export interface ReadingConfig {
  /** The chance, before any play, that the opponent plays by the rule of thumb. */
  prior: number;
  /** How often a rule-of-thumb player is taken to make some other move (a slip). */
  slip: number;
  /** Draw orders sampled for each hand. */
  histories: number;
  /** Hands it may hold, drawn to average the evidence over (ruleShare). */
  hands: number;
}

/** The public record of the opponent's first-phase decisions, or null when it has made none. */
export function readingOf(view: SchnapsenView, k: Knowledge): Reading | null {
  const opp = k.opp;
  const me = k.me;
  const n = view.tricks.length;
  const closedAfter = firstPhaseTricks(view);
  const draws = Math.min(closedAfter, n);
  const playedAt = new Int8Array(20).fill(-1);
  let oppPlayed = 0;
  view.tricks.forEach((tr, t) => {
    const c = idx(tr.leader === opp ? tr.lead : tr.follow);
    playedAt[c] = t;
    oppPlayed |= 1 << c;
  });
  if (view.lead !== null && view.leader === opp) {
    playedAt[k.lead] = n;
    oppPlayed |= 1 << k.lead;
  }
  // The trick each marriage was announced at: the first lead of its king or queen by its seat.
  const marriageAt = view.marriages.map((m) => {
    const s = SUIT_CODES.indexOf(m.suit);
    let at = n;
    view.tricks.forEach((tr, t) => {
      const c = idx(tr.lead);
      if (at === n && tr.leader === m.seat && ((c / 5) | 0) === s && (c % 5 === KING || c % 5 === QUEEN))
        at = t;
    });
    return { ...m, s, at };
  });
  const trumpCardNow = view.trumpCard === null ? -1 : idx(view.trumpCard);
  const exchanged = view.exchange;
  const trumpCard = exchanged !== null ? idx(exchanged.card) : trumpCardNow;
  const exchangeJack = exchanged?.seat === opp ? 5 * k.trump : -1;
  const exchangeCard = exchanged?.seat === opp ? idx(exchanged.card) : -1;
  const lastDraw = view.trumpDrawn?.seat === opp && draws === HAND ? idx(view.trumpDrawn.card) : -1;

  const decisions: Decision[] = [];
  const points: [number, number] = [0, 0];
  const trickPoints: [number, number] = [0, 0];
  const tricksWon: [number, number] = [0, 0];
  let played = 0;
  const last = view.lead !== null && view.leader === opp ? n : n - 1;
  for (let t = 0; t <= last && t <= closedAfter && t < HAND; t++) {
    const tr = t < n ? view.tricks[t] : null;
    const leader = tr ? tr.leader : view.leader;
    const married = [0, 0];
    for (const m of marriageAt) if (m.at < t) married[m.seat] += m.points;
    for (const p of [0, 1]) points[p] = trickPoints[p] + (tricksWon[p] > 0 ? married[p] : 0);
    const pending: [number, number] = [tricksWon[0] > 0 ? 0 : married[0], tricksWon[1] > 0 ? 0 : married[1]];
    let shown = 0;
    for (const m of marriageAt) {
      if (m.seat === me && m.at < t) shown |= (3 << (5 * m.s + QUEEN)) & ~played;
    }
    const base = { t, points: [points[0], points[1]] as [number, number], pending, shown };
    const leadCard = tr ? idx(tr.lead) : k.lead;
    if (leader === opp) {
      let action: SchnapsenAction;
      const announced = marriageAt.find((m) => m.seat === opp && m.at === t);
      if (t === closedAfter) action = { type: 'close' };
      else if (announced) action = { type: 'marry', suit: announced.suit };
      else action = { type: 'play', card: CODES[leadCard] };
      decisions.push({ ...base, lead: -1, action, tricksWon: [tricksWon[0], tricksWon[1]], played });
    } else if (t < closedAfter && tr) {
      decisions.push({
        ...base,
        lead: leadCard,
        action: { type: 'play', card: tr.follow },
        tricksWon: [tricksWon[0], tricksWon[1]],
        played: played | (1 << leadCard),
      });
    }
    if (!tr) break;
    played |= (1 << leadCard) | (1 << idx(tr.follow));
    trickPoints[tr.winner] += POINTS[leadCard] + POINTS[idx(tr.follow)];
    tricksWon[tr.winner]++;
  }
  if (decisions.length === 0) return null;
  return {
    decisions,
    draws,
    playedAt,
    oppPlayed,
    exchangeJack,
    exchangeCard,
    trumpCard,
    lastDraw,
    exchangeWithOneLeft: view.rules.exchangeWithOneLeft,
    trump: k.trump,
    me,
    opp,
  };
}

/** Whether the rule of thumb, holding `hand` at decision `d`, does what the opponent did. */
function fits(r: Reading, d: Decision, hand: number, faceUp: number): boolean {
  const legal: SchnapsenAction[] = cardsOf(hand).map((c) => ({ type: 'play', card: CODES[c] }));
  if (d.lead < 0) {
    const suits = marriageSuits(hand);
    for (let s = 0; s < 4; s++)
      if ((suits & (1 << s)) !== 0) legal.push({ type: 'marry', suit: SUIT_CODES[s] });
    legal.push({ type: 'close' }, { type: 'claim' });
  }
  const talonSize = FACE_DOWN - 2 * d.t;
  const unseen = ALL_CARDS & ~hand & ~d.played & ~d.shown & ~(faceUp >= 0 ? 1 << faceUp : 0);
  const k: Knowledge = {
    me: r.opp,
    opp: r.me,
    trump: r.trump,
    hand,
    known: d.shown,
    unseen,
    oppUnknown: HAND,
    talonSize,
    played: d.played,
    open: true,
    lead: d.lead,
  };
  const view = {
    seat: r.opp,
    points: d.points,
    pendingPoints: d.pending,
    tricksWon: d.tricksWon,
    trumpSuit: SUIT_CODES[r.trump],
    lead: d.lead < 0 ? null : CODES[d.lead],
    marriage: null,
  } as unknown as SchnapsenView;
  const a = normalAction(view, k, legal);
  const b = d.action;
  return (
    a.type === b.type &&
    (a.type !== 'play' || a.card === (b as { card: string }).card) &&
    (a.type !== 'marry' || a.suit === (b as { suit: string }).suit)
  );
}

/**
 * How much likelier the opponent's play is from a rule-of-thumb player than from one who picks any of its
 * five cards, for one dealt hand and draw order: the product over its decisions of 5 (1 − slip) + slip for
 * a move the rule of thumb makes and slip for one it does not. 0 when the order cannot be: a card played
 * before it came, or the trump jack it exchanged (N8) never in its hand on lead.
 */
export function historyRatio(r: Reading, initial: number, order: number[], slip: number): number {
  let ratio = 1;
  let hand = initial;
  let drawn = 0;
  let faceUp = r.trumpCard;
  let exchanged = false;
  for (const d of r.decisions) {
    while (drawn < d.t && drawn < r.draws) hand |= 1 << order[drawn++];
    hand &= ~d.played;
    if (d.lead < 0 && r.exchangeJack >= 0 && !exchanged && (hand & (1 << r.exchangeJack)) !== 0) {
      const left = FACE_DOWN - 2 * d.t;
      if (left >= 2 || (left === 1 && r.exchangeWithOneLeft)) {
        // The rule of thumb exchanges the jack at once (N8): this must be when it did.
        hand = (hand & ~(1 << r.exchangeJack)) | (1 << r.exchangeCard);
        faceUp = r.exchangeJack;
        exchanged = true;
      }
    }
    // The card it played must be in the hand.
    if (d.action.type === 'play' && (hand & (1 << idx(d.action.card))) === 0) return 0;
    ratio *= fits(r, d, hand, faceUp) ? HAND * (1 - slip) + slip : slip;
  }
  // The rule of thumb would have exchanged the jack at its first lead with it in hand.
  return r.exchangeJack >= 0 && !exchanged ? 0 : ratio;
}

/**
 * How much likelier the opponent's first-phase play is, if it holds `hand` now, from a rule-of-thumb player
 * than from a player of no rule: historyRatio averaged over sampled draw orders (1 when it cannot be told).
 */
export function readingRatio(r: Reading, hand: number, config: ReadingConfig, rng: Rng): number {
  // Every card the opponent has held: the hand, the cards it played, the jack it gave away, less the trump
  // card it took by exchange (neither dealt nor drawn).
  let pool = hand | r.oppPlayed;
  if (r.exchangeJack >= 0) pool = (pool | (1 << r.exchangeJack)) & ~(1 << r.exchangeCard);
  const fixedLast = r.lastDraw >= 0 && (pool & (1 << r.lastDraw)) !== 0;
  if (fixedLast) pool &= ~(1 << r.lastDraw);
  const cards = cardsOf(pool);
  const free = r.draws - (fixedLast ? 1 : 0);
  if (cards.length !== HAND + free) return 1;
  let sum = 0;
  let valid = 0;
  for (let tries = 0; valid < config.histories && tries < config.histories * 20; tries++) {
    shuffleInPlace(cards, rng);
    let initial = 0;
    for (let i = 0; i < HAND; i++) initial |= 1 << cards[i];
    const order = cards.slice(HAND);
    if (fixedLast) order.push(r.lastDraw);
    // A card played at trick t was dealt, or drawn after one of the tricks before t.
    let ok = true;
    for (let j = 0; j < order.length && ok; j++) {
      const at = r.playedAt[order[j]];
      if (at >= 0 && at <= j) ok = false;
    }
    if (!ok) continue;
    valid++;
    sum += historyRatio(r, initial, order, config.slip);
  }
  return valid === 0 ? 1 : sum / valid;
}

/**
 * The chance that the opponent plays by the rule of thumb, from `config.prior` and its play so far: the
 * Bayes factor is readingRatio averaged over `hands`, hands it may hold now drawn at random.
 */
export function ruleShare(r: Reading, hands: number[], config: ReadingConfig, rng: Rng): number {
  if (hands.length === 0) return config.prior;
  let sum = 0;
  for (const h of hands) sum += readingRatio(r, h, config, rng);
  const b = sum / hands.length;
  return (config.prior * b) / (config.prior * b + 1 - config.prior);
}
