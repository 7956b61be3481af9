// What one seat knows, read from its view: its own cards, the middle, and from the round's public history the
// cards each other player is known to hold (taken from the middle and not given back). What a player gave
// away lies in the middle, in another known hand or among the refreshed middles, so it is seen too.
// Everything else is unseen: the other players' remaining cards, the stock and, while the dealer chooses,
// the second packet.
import { cardIndex, type Card } from '../../engine/cards';
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import { KNOCK, KNOCK_AFTER, PASS, Round, SWAP_ALL } from './round';

export interface Knowledge {
  seat: number;
  hand: number[];
  middle: number[];
  /** Per seat: the cards everybody knows it holds (for this seat too: what the others know of it). */
  known: Int32Array;
  /** Unseen cards, in card-index order (never in an order that depends on where they lie). */
  unseen: number[];
  /** Per seat: how many of its cards are unseen (0 for this seat and for players who are out). */
  hidden: number[];
}

const bit = (c: Card) => 1 << cardIndex(c);

export function readView(view: SchwimmenView): Knowledge {
  const n = view.players;
  const known = new Int32Array(n);
  for (const e of view.history) {
    if (e.type === 'swap') {
      known[e.seat] = (known[e.seat] & ~bit(e.give)) | bit(e.take);
    } else if (e.type === 'swapAll') {
      let m = 0;
      for (const c of e.take) m |= bit(c);
      known[e.seat] = m;
    }
  }
  const hand = view.hand.map(cardIndex);
  const middle = view.middle.map(cardIndex);
  let seen = 0;
  for (const c of hand) seen |= 1 << c;
  for (const c of middle) seen |= 1 << c;
  for (const c of view.discards) seen |= bit(c);
  const hidden = new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    if (s === view.seat || view.out[s]) continue;
    seen |= known[s];
    let count = 0;
    for (let m = known[s]; m !== 0; m &= m - 1) count++;
    hidden[s] = view.handSizes[s] - count;
  }
  const unseen: number[] = [];
  for (let c = 0; c < 32; c++) if ((seen & (1 << c)) === 0) unseen.push(c);
  return { seat: view.seat, hand, middle, known, unseen, hidden };
}

/** A Round with the public state of the view and this seat's hand; the other hands and the stock are empty. */
export function roundFromView(view: SchwimmenView, k: Knowledge): Round {
  const r = new Round(view.players, view.rules);
  let alive = 0;
  for (let s = 0; s < view.players; s++) {
    r.out[s] = view.out[s] ? 1 : 0;
    r.lives[s] = view.lives[s];
    if (!view.out[s]) alive++;
  }
  r.alive = alive;
  r.known.set(k.known);
  for (const c of view.discards) r.gone |= bit(c);
  r.dealer = view.dealer;
  r.turn = view.turn ?? view.seat;
  r.knocker = view.knocker ?? -1;
  r.finalTurns = view.finalTurns;
  r.passes = view.passes;
  r.turnsTaken = view.turnsTaken;
  const base = 3 * view.seat;
  for (let i = 0; i < k.hand.length && i < 3; i++) r.hands[base + i] = k.hand[i];
  for (let i = 0; i < k.middle.length && i < 3; i++) r.middle[i] = k.middle[i];
  return r;
}

/** The legal action for a turn action code (swap codes index the view's hand and middle). */
export function actionFor(
  code: number,
  view: SchwimmenView,
  legal: SchwimmenAction[],
): SchwimmenAction | undefined {
  // S14b: KNOCK_AFTER + an exchange is that exchange with `knock: true`; a plain code never picks one.
  const knock = code >= KNOCK_AFTER;
  const c = knock ? code - KNOCK_AFTER : code;
  if (c < 9) {
    const give = view.hand[(c / 3) | 0],
      take = view.middle[c % 3];
    return legal.find(
      (a) => a.type === 'swap' && (a.knock === true) === knock && a.give === give && a.take === take,
    );
  }
  if (c === SWAP_ALL) return legal.find((a) => a.type === 'swapAll' && (a.knock === true) === knock);
  if (knock) return undefined;
  const type = c === PASS ? 'pass' : c === KNOCK ? 'knock' : '';
  return legal.find((a) => a.type === type);
}

/** The code of a turn action (the inverse of actionFor; KNOCK_AFTER + the exchange for S14b); -1 for actions that are not turns. */
export function codeFor(a: SchwimmenAction, view: SchwimmenView): number {
  switch (a.type) {
    case 'swap':
      return (
        3 * view.hand.indexOf(a.give) + view.middle.indexOf(a.take) + (a.knock === true ? KNOCK_AFTER : 0)
      );
    case 'swapAll':
      return a.knock === true ? KNOCK_AFTER + SWAP_ALL : SWAP_ALL;
    case 'pass':
      return PASS;
    case 'knock':
      return KNOCK;
    default:
      return -1;
  }
}

/** A safe answer when something unexpected happens: passing, else the first legal action. */
export function fallback(legal: SchwimmenAction[]): SchwimmenAction {
  return legal.find((a) => a.type === 'pass') ?? legal[0];
}
