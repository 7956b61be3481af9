// The static evaluation of a first-phase position, used where the search stops before the end of the deal.
// The features of a position; a linear model of them (weights.ts, fitted by scripts/fitEvaluation.ts) is the
// `hard` level's evaluation, and they feed the `expert` level's network (network.ts).
import { ACE, JACK, KING, QUEEN, suitMask, TEN } from './cards';
import { popcount } from './cards';

// The leader of an evaluated position has just taken a trick (the search stops at a trick's end, and its
// training positions are leads after the first trick): a feature for its own trick would always be 1 and its
// own pending marriage points always 0, and the network fitted on such constant inputs gave weights of
// ±8×10¹² that only cancelled while the input kept its value.
export const FEATURES = [
  'bias',
  'points',
  'opponentPoints',
  'pointsSquared',
  'opponentPointsSquared',
  'opponentPending',
  'opponentTrick',
  'talon',
  ...['', 'opponent'].flatMap((who) =>
    [
      'Trumps',
      'TrumpAce',
      'TrumpTen',
      'TrumpKingQueen',
      'TrumpJack',
      'TrumpMarriage',
      'Aces',
      'Tens',
      'Marriages',
      'KingsQueens',
    ].map((f) => (who === '' ? f[0].toLowerCase() + f.slice(1) : who + f)),
  ),
  'trumpCardHigh',
] as const;

export const FEATURE_COUNT = FEATURES.length;

function handFeatures(hand: number, trump: number, out: Float64Array, at: number): void {
  const t = trump * 5;
  const trumps = hand & suitMask(trump);
  const plain = hand & ~trumps;
  out[at] = popcount(trumps);
  out[at + 1] = (hand >>> (t + ACE)) & 1;
  out[at + 2] = (hand >>> (t + TEN)) & 1;
  const tk = (hand >>> (t + KING)) & 1;
  const tq = (hand >>> (t + QUEEN)) & 1;
  out[at + 3] = tk + tq;
  out[at + 4] = (hand >>> (t + JACK)) & 1;
  out[at + 5] = tk & tq;
  let aces = 0;
  let tens = 0;
  let marriages = 0;
  let kq = 0;
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    aces += (plain >>> (5 * s + ACE)) & 1;
    tens += (plain >>> (5 * s + TEN)) & 1;
    const k = (plain >>> (5 * s + KING)) & 1;
    const q = (plain >>> (5 * s + QUEEN)) & 1;
    marriages += k & q;
    kq += k + q;
  }
  out[at + 6] = aces;
  out[at + 7] = tens;
  out[at + 8] = marriages;
  out[at + 9] = kq;
}

/** Features of a first-phase position seen by the leader, into `out`. */
export function positionFeatures(
  hand: number,
  oppHand: number,
  points: number,
  oppPoints: number,
  oppPending: number,
  oppTrick: boolean,
  talonLeft: number,
  trump: number,
  trumpCard: number,
  out: Float64Array,
): void {
  out[0] = 1;
  out[1] = points / 66;
  out[2] = oppPoints / 66;
  out[3] = (points / 66) ** 2;
  out[4] = (oppPoints / 66) ** 2;
  out[5] = oppPending / 20;
  out[6] = oppTrick ? 1 : 0;
  out[7] = talonLeft / 9;
  handFeatures(hand, trump, out, 8);
  handFeatures(oppHand, trump, out, 18);
  out[28] = trumpCard >= 0 && trumpCard % 5 >= TEN ? 1 : 0;
}
