// What one seat may know (DESIGN.md: a view holds every card that seat has seen, and no other).
import type { Card } from '../cards';
import { assertNever, type Seat } from '../game';
import type { SchwimmenRules } from './rules';
import { historyLinks, type Phase, type RoundEvent, type RoundResult, type SchwimmenState } from './state';
import { handValue } from './value';

export interface SchwimmenView {
  seat: Seat;
  players: number;
  rules: SchwimmenRules;
  phase: Phase;
  round: number;
  dealer: Seat;
  turn: Seat | null;
  /** This seat's cards; during 'choose' the dealer sees the first packet only. */
  hand: Card[];
  /** What `hand` is worth (S4–S7) under these rules; null while it holds no three cards (a player out). */
  handValue: number | null;
  /** Cards held by each seat (3, or 0 for a player who is out). */
  handSizes: number[];
  /** Cards in the dealer's unseen second packet (3 during 'choose' and after an S13 end, else 0). */
  secondPacketSize: number;
  middle: Card[];
  stockSize: number;
  /** Cards put aside this round that everybody saw (refreshed middles, hands of players put out). */
  discards: Card[];
  lives: number[];
  out: boolean[];
  knocker: Seat | null;
  turnsTaken: number;
  passes: number;
  finalTurns: number;
  history: RoundEvent[];
  roundResult: RoundResult | null;
  winner: Seat | null;
}

export function viewOf(s: SchwimmenState, seat: Seat): SchwimmenView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) {
    throw new RangeError(`No seat ${seat} in a ${s.players}-player game`);
  }
  return {
    seat,
    players: s.players,
    rules: { ...s.rules },
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    hand: s.hands[seat].slice(),
    handValue: s.hands[seat].length === 3 ? handValue(s.hands[seat], s.rules) : null,
    handSizes: s.hands.map((h) => h.length),
    secondPacketSize: s.secondPacket.length,
    middle: s.middle.slice(),
    stockSize: s.stock.length,
    discards: s.discards.slice(),
    lives: s.lives.slice(),
    out: s.out.slice(),
    knocker: s.knocker,
    turnsTaken: s.turnsTaken,
    passes: s.passes,
    finalTurns: s.finalTurns,
    history: historyLinks(s.history).map(copyEvent),
    roundResult: s.roundResult && copyResult(s.roundResult),
    winner: s.winner,
  };
}

// Views are handed to bots and the interface: they get their own events and arrays, so nothing they do
// reaches the state; an event in the state is also a link of the history chain, whose `before` stays out.
function copyEvent(e: RoundEvent): RoundEvent {
  switch (e.type) {
    case 'keep':
    case 'takeSecond':
      return { type: e.type, seat: e.seat, middle: e.middle.slice() };
    case 'swapAll':
      return { type: e.type, seat: e.seat, give: e.give.slice(), take: e.take.slice() };
    case 'refresh':
      return { type: e.type, discarded: e.discarded.slice(), middle: e.middle.slice() };
    case 'swap':
      return { type: e.type, seat: e.seat, give: e.give, take: e.take };
    case 'pass':
    case 'knock':
      return { type: e.type, seat: e.seat };
    default:
      return assertNever(e);
  }
}

function copyResult(r: RoundResult): RoundResult {
  return {
    values: r.values.slice(),
    losers: r.losers.slice(),
    ending: r.ending,
    hands: r.hands.map((hand) => hand && hand.slice()),
    shown: r.shown.slice(),
    eliminated: r.eliminated.slice(),
  };
}
