// Plays one seeded random match on the engine and on the referee side by side and reports the first
// difference: the actor, the legal action set, a refusal, a contract state field, or a card a view shows
// that its seat cannot have seen.
import { isCard, type Card } from '../../../../src/engine/cards';
import { IllegalActionError, type Seat } from '../../../../src/engine/game';
import { createRng, shuffle, type Rng } from '../../../../src/engine/rng';
import { schwimmen } from '../../../../src/engine/schwimmen';
import { randomDeck, type DeckKind } from './decks';
import {
  actionKey,
  refActor,
  refApply,
  refInit,
  refLegal,
  refValue,
  RefRefusal,
  noteSeen,
  type RefAction,
  type RefRules,
  type RefState,
} from './referee';

type EngineState = ReturnType<typeof schwimmen.init>;
type EngineAction = Parameters<typeof schwimmen.apply>[1];

/** The contract's state fields (DESIGN.md), compared one by one. */
export const FIELDS = [
  'phase',
  'dealer',
  'hands',
  'middle',
  'stock',
  'lives',
  'out',
  'knocker',
  'winner',
  'roundResult',
] as const;

export interface MatchSetup {
  seed: number;
  players: number;
  firstDealer: Seat;
  rules: RefRules;
}

export interface Difference {
  kind: string;
  detail: string;
  setup: MatchSetup;
  log: string[];
  engine: string;
  referee: string;
}

export interface MatchRun {
  difference: Difference | null;
  rounds: number;
  actions: number;
  endings: Record<string, number>;
  deckKinds: Partial<Record<DeckKind, number>>;
  refusals: number;
  /** The match reached its end (S22). */
  finished: boolean;
}

/**
 * Rounds per match are capped so that 3,000 matches stay fast (CI runs them on every commit): with 5 lives
 * and 8 players a match can last 40 rounds. The stacked decks bring the rare cases into the first rounds,
 * and short matches (1 or 2 lives, 2 or 3 players) still reach the end of the game (S22).
 */
export const MAX_ROUNDS = 6;

export function setupFor(seed: number): MatchSetup {
  const rng = createRng(seed);
  const players = 2 + rng.int(7);
  const rules: RefRules = {
    feuer: rng.int(3) !== 0,
    knockInFirstRound: rng.int(3) === 0,
    lives: 1 + rng.int(5),
    threeOfAKind: rng.int(3) !== 0,
    tieBreak: rng.int(2) === 0 ? 'none' : 'skat',
    knockWithSwap: rng.int(2) === 0,
  };
  return { seed, players, firstDealer: rng.int(players), rules };
}

const short = (cards: readonly Card[]) => cards.join(' ');

export function logEntry(a: RefAction | EngineAction): string {
  return a.type === 'deal' ? `deal ${a.deck.join('')}` : actionKey(a);
}

function describe(x: {
  phase: string;
  dealer: number;
  hands: Card[][];
  middle: Card[];
  stock: Card[];
  lives: number[];
  out: boolean[];
  knocker: number | null;
  winner: number | null;
  roundResult: unknown;
}): string {
  return [
    `phase ${x.phase}, dealer ${x.dealer}, knocker ${x.knocker}, winner ${x.winner}`,
    `hands ${x.hands.map((h, i) => `${i}:[${short(h)}]`).join(' ')}`,
    `middle [${short(x.middle)}], stock ${x.stock.length} [${short(x.stock.slice(0, 6))}…]`,
    `lives ${JSON.stringify(x.lives)}, out ${JSON.stringify(x.out.map(Number))}`,
    `roundResult ${JSON.stringify(x.roundResult)}`,
  ].join('\n  ');
}

/** Deep equality of plain JSON values (faster than comparing their JSON texts). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const rb = b as Record<string, unknown>;
    return (
      ka.length === Object.keys(b).length && ka.every((k) => same((a as Record<string, unknown>)[k], rb[k]))
    );
  }
  return false;
}

/** The contract's part of a round result (an engine may add fields of its own). */
function contractResult(x: unknown): unknown {
  if (!x || typeof x !== 'object') return x ?? null;
  const { values, losers, ending } = x as Record<string, unknown>;
  return { values, losers, ending };
}

const sortedKeys = (xs: { type: string }[]) => xs.map(actionKey).sort();

/** Every card code that appears as a string anywhere in `x`. */
function cardsIn(x: unknown, into: Set<Card>): Set<Card> {
  if (typeof x === 'string') {
    if (isCard(x)) into.add(x);
  } else if (Array.isArray(x)) for (const v of x) cardsIn(v, into);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) cardsIn(v, into);
  return into;
}

/** Illegal actions to try in this state: every one the referee refuses (possibly none). */
function illegalCandidates(r: RefState, rng: Rng): RefAction[] {
  const legal = new Set(refLegal(r).map(actionKey));
  const hand = r.phase === 'turns' ? r.hands[r.turn] : [];
  const notHand = shuffle(
    ['7c', 'Ah', 'Ts', 'Kd', 'Qc', '9h'].filter(
      (c) => !hand.includes(c as Card) && !r.middle.includes(c as Card),
    ),
    rng,
  ) as Card[];
  const h0 = hand[0] ?? ('7c' as Card);
  const m0 = r.middle[0] ?? ('8c' as Card);
  const candidates: RefAction[] = [
    { type: 'knock' },
    { type: 'swapAll', knock: true },
    { type: 'swap', give: h0, take: m0, knock: true },
    { type: 'swap', give: notHand[0], take: m0 },
    { type: 'swap', give: h0, take: notHand[0] },
    { type: 'swap', give: m0, take: h0 },
    { type: 'keep' },
    { type: 'takeSecond' },
    { type: 'pass' },
    { type: 'swapAll' },
  ];
  return candidates.filter((a) => !legal.has(actionKey(a)));
}

function badDeals(r: RefState, rng: Rng): RefAction[] {
  const good = randomDeck(rng, r).deck;
  return [
    { type: 'deal', deck: good.slice(1) },
    { type: 'deal', deck: [good[1], ...good.slice(1)] },
    { type: 'deal', deck: [...good.slice(0, 31), 'Xx' as Card] },
  ];
}

/** Chooses the next action: biased per match towards passing, knocking, or the best swap. */
function choose(
  r: RefState,
  legal: RefAction[],
  rng: Rng,
  bias: { pass: number; knock: number; greedy: number },
) {
  const roll = rng.int(100);
  if (roll < bias.pass && legal.some((a) => a.type === 'pass')) return { type: 'pass' } as RefAction;
  const knocks = legal.filter((a) => a.type === 'knock' || ('knock' in a && a.knock));
  if (roll < bias.pass + bias.knock && knocks.length) return knocks[rng.int(knocks.length)];
  if (roll < bias.pass + bias.knock + bias.greedy && r.phase === 'turns') {
    let best = legal[0];
    let bestValue = -1;
    const hand = r.hands[r.turn];
    for (const a of legal) {
      const next =
        a.type === 'swapAll'
          ? r.middle
          : a.type === 'swap'
            ? hand.map((c) => (c === a.give ? a.take : c))
            : hand;
      const v = refValue(next, r.rules);
      if (v > bestValue) [best, bestValue] = [a, v];
    }
    return best;
  }
  return legal[rng.int(legal.length)];
}

export interface RunOptions {
  maxRounds?: number;
  views?: boolean;
  /**
   * Steers clear of rules the engine is known to get wrong, to look for other differences behind them:
   * no deal that S13 ends at once or that gives the dealer a Schnauz or Feuer in the second packet, no
   * `knockWithSwap`, no `knock: true` tried.
   */
  avoidS13S14b?: boolean;
  /** The engine to check (the comparison's own tests hand it a broken one). */
  game?: typeof schwimmen;
}

function s13Deal(r: RefState, deck: Card[]): boolean {
  const next = refApply(r, { type: 'deal', deck });
  if (next.phase !== 'choose') return true;
  const second = refApply(next, { type: 'takeSecond' });
  return second.phase !== 'turns';
}

export function runMatch(seed: number, options: RunOptions = {}): MatchRun {
  const game = options.game ?? schwimmen;
  const setup = setupFor(seed);
  if (options.avoidS13S14b) setup.rules = { ...setup.rules, knockWithSwap: false };
  const rng = createRng(seed ^ 0x5eed);
  const viewRng = createRng(seed ^ 0x71e3);
  // One match in five passes nearly always, so that the stock runs out (S16, S19).
  const bias = {
    pass: rng.int(5) === 0 ? 85 + rng.int(12) : rng.int(70),
    knock: 3 + rng.int(25),
    greedy: rng.int(30),
  };
  const maxRounds = options.maxRounds ?? MAX_ROUNDS;
  const init = { players: setup.players, rules: setup.rules, firstDealer: setup.firstDealer };
  let e: EngineState = game.init(init);
  let r: RefState = refInit(init);
  const log: string[] = [];
  const run: MatchRun = {
    difference: null,
    rounds: 0,
    actions: 0,
    endings: {},
    deckKinds: {},
    refusals: 0,
    finished: false,
  };
  let seen: Set<Card>[] = Array.from({ length: setup.players }, () => new Set());

  const fail = (kind: string, detail: string): MatchRun => {
    run.difference = {
      kind,
      detail,
      setup,
      log: [...log],
      engine: describe(e as unknown as Parameters<typeof describe>[0]),
      referee: describe(r),
    };
    return run;
  };

  const compareState = (): string | null => {
    const es = e as unknown as Record<string, unknown>;
    for (const f of FIELDS) {
      const a = f === 'roundResult' ? contractResult(es[f]) : (es[f] ?? null);
      const b = (r as unknown as Record<string, unknown>)[f] ?? null;
      if (!same(a, b)) return `${f}: engine ${JSON.stringify(a)}, referee ${JSON.stringify(b)}`;
    }
    return null;
  };

  // Every seat's view is checked whenever the phase changes; in between, to keep the test fast, the view
  // of one seat drawn at random (the engine builds every seat's view with the same code).
  const compareViews = (phaseChanged: boolean): string | null => {
    const other = viewRng.int(setup.players);
    for (let seat = 0; seat < setup.players; seat++) {
      noteSeen(r, seat, seen[seat]);
      if (!phaseChanged && seat !== other) continue;
      const shown = cardsIn(game.view(e, seat), new Set());
      const hidden = [...shown].filter((c) => !seen[seat].has(c));
      if (hidden.length) return `view of seat ${seat} shows ${hidden.join(' ')} in phase ${r.phase}`;
    }
    return null;
  };

  for (;;) {
    const ea = game.actor(e);
    const ra = refActor(r);
    if (ea !== ra) return fail('actor', `engine ${ea}, referee ${ra}`);
    const el = sortedKeys(game.legalActions(e));
    const rl = sortedKeys(refLegal(r));
    if (el.join() !== rl.join()) {
      const extra = el.filter((k) => !rl.includes(k));
      const missing = rl.filter((k) => !el.includes(k));
      return fail('legal', `engine also allows [${extra.join(' ')}], engine lacks [${missing.join(' ')}]`);
    }
    if (ra === 'none') {
      run.finished = true;
      return run;
    }
    if (ra === 'chance' && run.rounds >= maxRounds) return run;

    // Sometimes an illegal action first: both must refuse it, and the engine must change nothing.
    if (rng.int(8) === 0) {
      const bad = (ra === 'chance' ? badDeals(r, rng) : illegalCandidates(r, rng)).filter(
        (b) => !(options.avoidS13S14b && 'knock' in b && b.knock),
      );
      if (bad.length) {
        const a = bad[rng.int(bad.length)];
        let refRefused = false;
        try {
          refApply(r, a);
        } catch (err) {
          if (!(err instanceof RefRefusal)) throw err;
          refRefused = true;
        }
        const before = JSON.stringify(e);
        let engineRefused = false;
        try {
          game.apply(e, a as EngineAction);
        } catch (err) {
          if (!(err instanceof IllegalActionError))
            return fail('refusal', `${logEntry(a)}: the engine threw ${String(err)}, not IllegalActionError`);
          engineRefused = true;
        }
        if (JSON.stringify(e) !== before) return fail('refusal', `${logEntry(a)} changed the engine's state`);
        if (refRefused !== engineRefused)
          return fail(
            'refusal',
            `${logEntry(a)}: engine ${engineRefused ? 'refuses' : 'accepts'}, referee ${refRefused ? 'refuses' : 'accepts'}`,
          );
        run.refusals++;
      }
    }

    let a: RefAction;
    if (ra === 'chance') {
      let d = randomDeck(rng, r);
      while (options.avoidS13S14b && s13Deal(r, d.deck)) d = randomDeck(rng, r);
      run.deckKinds[d.kind] = (run.deckKinds[d.kind] ?? 0) + 1;
      a = { type: 'deal', deck: d.deck };
      run.rounds++;
      seen = seen.map(() => new Set());
    } else {
      a = choose(r, refLegal(r), rng, bias);
    }
    log.push(logEntry(a));
    try {
      e = game.apply(e, a as EngineAction);
    } catch (err) {
      return fail('refusal', `the engine refuses the legal ${logEntry(a)}: ${String(err)}`);
    }
    const before = r;
    r = refApply(r, a);
    run.actions++;
    const tally = (k: string) => (run.endings[k] = (run.endings[k] ?? 0) + 1);
    // The round result this action made, if any (a deal that S13 ends makes one while the last is there).
    const result = r.roundResult && (a.type === 'deal' || !before.roundResult) ? r.roundResult : null;
    if (result) {
      tally(a.type === 'deal' ? `${result.ending} (S13)` : result.ending);
      if (a.type === 'deal' && refValue(r.hands[r.dealer], r.rules) >= 31) tally('S13 dealer’s first packet');
      if (a.type === 'takeSecond') tally('S13 taken with the second packet');
      if ('knock' in a && a.knock) tally('swap and knock, Schnauz or Feuer');
      const values = result.values.filter((v): v is number => v !== null);
      const low = Math.min(...values);
      const lowest = values.filter((v) => v === low).length;
      if (result.losers.length === 0) tally('nobody loses');
      else if (result.ending !== 'feuer' && lowest > result.losers.length) tally('tie broken');
      else if (result.ending !== 'feuer' && lowest > 1) tally('tie, all lowest lose');
      if (values.includes(30.5) && values.includes(31)) tally('30.5 and 31');
    }
    if (r.phase === 'gameOver') tally(r.winner === null ? 'draw' : 'win');
    if (r.aside.length > before.aside.length) tally('new middle');
    if ('knock' in a && a.knock) tally('swap and knock');
    const diff = compareState();
    if (diff) return fail('state', diff);
    if (options.views !== false) {
      const v = compareViews(before.phase !== r.phase || a.type === 'deal');
      if (v) return fail('view', v);
    }
  }
}

export function formatDifference(d: Difference): string {
  return [
    `${d.kind} difference, seed ${d.setup.seed}: ${d.detail}`,
    `players ${d.setup.players}, first dealer ${d.setup.firstDealer}, rules ${JSON.stringify(d.setup.rules)}`,
    `actions (${d.log.length}): ${d.log.join(', ')}`,
    `engine:\n  ${d.engine}`,
    `referee:\n  ${d.referee}`,
  ].join('\n');
}
