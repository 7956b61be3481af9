// An independent Schwimmen referee, written from the rules page (S1–S22) and the engine contract only,
// never from src/engine/schwimmen/: the comparison test plays it against the engine action by action.
// Plain and slow on purpose: sets of strings and copies, no shared code with the engine.
import { DECK_32, type Card } from '../../../../src/engine/cards';
import type { Seat } from '../../../../src/engine/game';

export interface RefRules {
  feuer: boolean;
  knockInFirstRound: boolean;
  lives: number;
  threeOfAKind: boolean;
  tieBreak: 'none' | 'skat';
  knockWithSwap: boolean;
}

export const REF_DEFAULTS: RefRules = {
  feuer: true,
  knockInFirstRound: false,
  lives: 3,
  threeOfAKind: true,
  tieBreak: 'none',
  knockWithSwap: false,
};

export type RefAction =
  | { type: 'deal'; deck: Card[] }
  | { type: 'keep' }
  | { type: 'takeSecond' }
  | { type: 'swap'; give: Card; take: Card; knock?: true }
  | { type: 'swapAll'; knock?: true }
  | { type: 'pass' }
  | { type: 'knock' };

export type Ending = 'knock' | 'schnauz' | 'feuer' | 'stock';

export interface RefResult {
  values: (number | null)[];
  losers: Seat[];
  ending: Ending;
}

export interface RefState {
  players: number;
  rules: RefRules;
  phase: 'deal' | 'choose' | 'turns' | 'roundOver' | 'gameOver';
  dealer: Seat;
  hands: Card[][];
  /** The dealer's second packet while it lies face down (during 'choose', and after an S13 end). */
  second: Card[];
  middle: Card[];
  stock: Card[];
  /** Middles put aside face down by S16. */
  aside: Card[];
  /** The hands shown at the last showdown (S20), also those of players it put out. */
  shown: Card[][];
  lives: number[];
  out: boolean[];
  knocker: Seat | null;
  winner: Seat | null;
  roundResult: RefResult | null;
  /** The seat to play during 'turns'. */
  turn: Seat;
  /** Turns played this round (S14: knocking from the second turn on). */
  turnsPlayed: number;
  /** Passes in a row (S16). */
  passesInRow: number;
  /** Turns still to play after a knock (S15). */
  lastTurns: number;
  /** Whether the match has had its first deal (the dealer passes on from the second deal on, S10). */
  dealtOnce: boolean;
}

export class RefRefusal extends Error {}

// ---------------------------------------------------------------------------------------------- values

const POINTS: Record<string, number> = { '7': 7, '8': 8, '9': 9, T: 10, J: 10, Q: 10, K: 10, A: 11 };
/** Skat suit order, high to low (S2). */
const SUIT_ORDER = ['c', 's', 'h', 'd'];
const RANK_ORDER = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

function suitSums(hand: readonly Card[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const c of hand) sums.set(c[1], (sums.get(c[1]) ?? 0) + POINTS[c[0]]);
  return sums;
}

function isThreeOfAKind(hand: readonly Card[]): boolean {
  return hand.length === 3 && hand[0][0] === hand[1][0] && hand[1][0] === hand[2][0];
}

/** S4–S7. */
export function refValue(hand: readonly Card[], rules: RefRules): number {
  if (isThreeOfAKind(hand)) {
    if (hand[0][0] === 'A' && rules.feuer) return 32;
    if (rules.threeOfAKind) return 30.5;
  }
  return Math.max(...suitSums(hand).values());
}

const isFeuer = (hand: readonly Card[], rules: RefRules) => rules.feuer && refValue(hand, rules) === 32;
const isSchnauz = (hand: readonly Card[], rules: RefRules) => refValue(hand, rules) === 31;

/** S20 `'skat'`: the rank of a hand among hands of the same value; higher is better. */
function tieKey(hand: readonly Card[], value: number, rules: RefRules): number {
  if (rules.threeOfAKind && value === 30.5 && isThreeOfAKind(hand)) return RANK_ORDER.indexOf(hand[0][0]);
  const sums = suitSums(hand);
  // The highest suit in which the best sum stands.
  const best = SUIT_ORDER.find((s) => sums.get(s) === value);
  return best === undefined ? -1 : SUIT_ORDER.length - SUIT_ORDER.indexOf(best);
}

// ------------------------------------------------------------------------------------------------ seats

const inGame = (s: RefState) => s.out.map((o, seat) => (o ? -1 : seat)).filter((seat) => seat >= 0);

/** The next seat clockwise that is still in the game (S8). */
function leftOf(s: { out: boolean[]; players: number }, seat: Seat): Seat {
  let next = seat;
  do next = (next + 1) % s.players;
  while (s.out[next] && next !== seat);
  return next;
}

// ------------------------------------------------------------------------------------------------ state

export function refInit(o: { players: number; rules?: Partial<RefRules>; firstDealer: Seat }): RefState {
  const rules = { ...REF_DEFAULTS, ...o.rules };
  return {
    players: o.players,
    rules,
    phase: 'deal',
    dealer: o.firstDealer,
    hands: Array.from({ length: o.players }, () => []),
    second: [],
    middle: [],
    stock: [],
    aside: [],
    shown: [],
    lives: new Array<number>(o.players).fill(rules.lives),
    out: new Array<boolean>(o.players).fill(false),
    knocker: null,
    winner: null,
    roundResult: null,
    turn: -1,
    turnsPlayed: 0,
    passesInRow: 0,
    lastTurns: 0,
    dealtOnce: false,
  };
}

export function refActor(s: RefState): Seat | 'chance' | 'none' {
  switch (s.phase) {
    case 'deal':
    case 'roundOver':
      return 'chance';
    case 'gameOver':
      return 'none';
    case 'choose':
      return s.dealer;
    case 'turns':
      return s.turn;
  }
}

/** A canonical key for an action, to compare action sets. */
export function actionKey(a: { type: string; give?: unknown; take?: unknown; knock?: unknown }): string {
  let key = a.type;
  if (a.type === 'swap') key += `:${String(a.give)}:${String(a.take)}`;
  if (a.knock !== undefined) key += `!${String(a.knock)}`;
  return key;
}

/** S14 / S14b: may the player to act knock now? */
function mayKnock(s: RefState): boolean {
  return s.knocker === null && (s.rules.knockInFirstRound || s.turnsPlayed >= inGame(s).length);
}

export function refLegal(s: RefState): RefAction[] {
  if (s.phase === 'choose') return [{ type: 'keep' }, { type: 'takeSecond' }];
  if (s.phase !== 'turns') return [];
  const hand = s.hands[s.turn];
  const knock = mayKnock(s);
  const withKnock = knock && s.rules.knockWithSwap;
  const out: RefAction[] = [];
  for (const give of hand)
    for (const take of s.middle) {
      out.push({ type: 'swap', give, take });
      if (withKnock) out.push({ type: 'swap', give, take, knock: true });
    }
  out.push({ type: 'swapAll' });
  if (withKnock) out.push({ type: 'swapAll', knock: true });
  out.push({ type: 'pass' });
  if (knock) out.push({ type: 'knock' });
  return out;
}

function copy(s: RefState): RefState {
  return {
    ...s,
    hands: s.hands.map((hand) => [...hand]),
    second: [...s.second],
    middle: [...s.middle],
    stock: [...s.stock],
    aside: [...s.aside],
    shown: s.shown.map((hand) => [...hand]),
    lives: [...s.lives],
    out: [...s.out],
    roundResult: s.roundResult && {
      ...s.roundResult,
      values: [...s.roundResult.values],
      losers: [...s.roundResult.losers],
    },
  };
}

function isFullDeck(deck: unknown): deck is Card[] {
  if (!Array.isArray(deck) || deck.length !== DECK_32.length) return false;
  const seen = new Set<unknown>(deck);
  return seen.size === DECK_32.length && DECK_32.every((c) => seen.has(c));
}

/** The next state; throws RefRefusal for an action the rules forbid (S18). */
export function refApply(s0: RefState, a: RefAction): RefState {
  const s = copy(s0);
  if (a.type === 'deal') {
    if (refActor(s) !== 'chance') throw new RefRefusal('no deal now');
    if (!isFullDeck(a.deck)) throw new RefRefusal('not a 32-card deck');
    deal(s, a.deck);
    return s;
  }
  const key = actionKey(a);
  if (!refLegal(s).some((l) => actionKey(l) === key)) throw new RefRefusal(`illegal: ${key}`);
  switch (a.type) {
    case 'keep':
      s.middle = s.second;
      s.second = [];
      startTurns(s);
      return s;
    case 'takeSecond':
      s.middle = s.hands[s.dealer];
      s.hands[s.dealer] = s.second;
      s.second = [];
      // S13: a Schnauz or Feuer taken with the second packet is shown at once.
      if (isFeuer(s.hands[s.dealer], s.rules)) return showdown(s, 'feuer');
      if (isSchnauz(s.hands[s.dealer], s.rules)) return showdown(s, 'schnauz');
      startTurns(s);
      return s;
    case 'swap': {
      const hand = s.hands[s.turn];
      const hi = hand.indexOf(a.give);
      const mi = s.middle.indexOf(a.take);
      hand[hi] = a.take;
      s.middle[mi] = a.give;
      return afterExchange(s, a.knock === true);
    }
    case 'swapAll': {
      const hand = s.hands[s.turn];
      s.hands[s.turn] = s.middle;
      s.middle = hand;
      return afterExchange(s, a.knock === true);
    }
    case 'pass':
      s.passesInRow++;
      if (s.knocker === null && s.passesInRow >= inGame(s).length) {
        // S16: all passed.
        if (s.stock.length < 3) return showdown(s, 'stock');
        s.aside.push(...s.middle);
        s.middle = s.stock.slice(0, 3);
        s.stock = s.stock.slice(3);
        s.passesInRow = 0;
      }
      return nextTurn(s);
    case 'knock':
      s.passesInRow = 0;
      return knockNow(s);
  }
}

function deal(s: RefState, deck: Card[]): void {
  if (s.dealtOnce) s.dealer = leftOf(s, s.dealer);
  s.dealtOnce = true;
  // S11: one card at a time, starting left of the dealer and ending with the dealer, three times round.
  const order: Seat[] = [];
  let seat = s.dealer;
  do {
    seat = leftOf(s, seat);
    order.push(seat);
  } while (seat !== s.dealer);
  s.hands = Array.from({ length: s.players }, () => []);
  let i = 0;
  for (let lap = 0; lap < 3; lap++) for (const p of order) s.hands[p].push(deck[i++]);
  s.second = deck.slice(i, i + 3);
  s.stock = deck.slice(i + 3);
  s.middle = [];
  s.aside = [];
  s.shown = [];
  s.knocker = null;
  s.roundResult = null;
  s.turn = -1;
  s.turnsPlayed = 0;
  s.passesInRow = 0;
  s.lastTurns = 0;
  s.phase = 'choose';
  // S13: a Schnauz or Feuer dealt to anybody (the dealer's first packet included) is shown at once,
  // before the dealer chooses; the second packet stays face down.
  const feuer = order.some((p) => isFeuer(s.hands[p], s.rules));
  const schnauz = order.some((p) => isSchnauz(s.hands[p], s.rules));
  if (feuer) showdown(s, 'feuer');
  else if (schnauz) showdown(s, 'schnauz');
}

function startTurns(s: RefState): void {
  s.phase = 'turns';
  s.turn = leftOf(s, s.dealer);
}

function afterExchange(s: RefState, knock: boolean): RefState {
  s.passesInRow = 0;
  const hand = s.hands[s.turn];
  // S17 (and S14b: a Schnauz or Feuer made by the exchange makes the knock not matter).
  if (isFeuer(hand, s.rules)) return showdown(s, 'feuer');
  if (isSchnauz(hand, s.rules)) return showdown(s, 'schnauz');
  if (knock) return knockNow(s);
  return nextTurn(s);
}

function knockNow(s: RefState): RefState {
  s.knocker = s.turn;
  s.lastTurns = inGame(s).length - 1;
  s.turnsPlayed++;
  s.turn = leftOf(s, s.turn);
  return s;
}

function nextTurn(s: RefState): RefState {
  s.turnsPlayed++;
  if (s.knocker !== null) {
    s.lastTurns--;
    if (s.lastTurns <= 0) return showdown(s, 'knock');
  }
  s.turn = leftOf(s, s.turn);
  return s;
}

/** S20, then S9 and S22. */
function showdown(s: RefState, ending: Ending): RefState {
  const seats = inGame(s);
  const values = s.hands.map((hand, seat) => (s.out[seat] ? null : refValue(hand, s.rules)));
  let losers: Seat[];
  if (ending === 'feuer') {
    const fire = seats.find((p) => isFeuer(s.hands[p], s.rules));
    losers = seats.filter((p) => p !== fire);
  } else {
    const low = Math.min(...seats.map((p) => values[p] as number));
    const lowest = seats.filter((p) => values[p] === low);
    if (s.rules.tieBreak === 'none') {
      losers = lowest.length === seats.length ? [] : lowest;
    } else {
      const keys = lowest.map((p) => tieKey(s.hands[p], low, s.rules));
      const worst = Math.min(...keys);
      losers = lowest.filter((_, i) => keys[i] === worst);
    }
  }
  s.shown = s.hands.map((hand) => [...hand]);
  for (const p of losers) {
    if (s.lives[p] > 0) s.lives[p]--;
    else {
      s.out[p] = true;
      s.hands[p] = [];
    }
  }
  s.roundResult = { values, losers, ending };
  s.turn = -1;
  const left = inGame(s);
  if (left.length <= 1) {
    s.phase = 'gameOver';
    s.winner = left.length === 1 ? left[0] : null;
  } else s.phase = 'roundOver';
  return s;
}

// ------------------------------------------------------------------------------------------- knowledge

/**
 * Adds to `seen` the cards `seat` may have seen in this state: its own hand, the middle, the middles put
 * aside and the hands shown at a showdown. Called after every action, `seen` holds what the seat saw this
 * round; the second packet (unless that seat took it) and the stock never get into it.
 */
export function noteSeen(s: RefState, seat: Seat, seen: Set<Card>): Set<Card> {
  for (const c of s.hands[seat] ?? []) seen.add(c);
  for (const c of s.middle) seen.add(c);
  for (const c of s.aside) seen.add(c);
  for (const hand of s.shown) for (const c of hand) seen.add(c);
  return seen;
}

// ------------------------------------------------------------------------------------------------ decks

export interface DeckSpec {
  players: number;
  dealer: Seat;
  out?: boolean[];
  /** Cards for some seats (the dealer's entry is its first packet), in the order it receives them. */
  hands?: Partial<Record<Seat, Card[]>>;
  second?: Card[];
  /** The first cards of the stock. */
  stock?: Card[];
  /** The order of the cards not named above (the full deck order by default, filtered). */
  rest?: readonly Card[];
}

/** A deck that S11 deals into the given hands, second packet and stock front (the referee's own). */
export function refDeck(spec: DeckSpec): Card[] {
  const out = spec.out ?? new Array<boolean>(spec.players).fill(false);
  const order: Seat[] = [];
  let seat = spec.dealer;
  do {
    seat = leftOf({ out, players: spec.players }, seat);
    order.push(seat);
  } while (seat !== spec.dealer);
  const k = order.length;
  const deck: (Card | undefined)[] = new Array<Card | undefined>(32).fill(undefined);
  const used = new Set<Card>();
  const put = (i: number, c: Card) => {
    if (used.has(c)) throw new Error(`refDeck: ${c} twice`);
    used.add(c);
    deck[i] = c;
  };
  order.forEach((p, i) => spec.hands?.[p]?.forEach((c, lap) => put(i + lap * k, c)));
  spec.second?.forEach((c, i) => put(3 * k + i, c));
  spec.stock?.forEach((c, i) => put(3 * k + 3 + i, c));
  const rest = (spec.rest ?? DECK_32).filter((c) => !used.has(c));
  return deck.map((c) => c ?? (rest.shift() as Card));
}
