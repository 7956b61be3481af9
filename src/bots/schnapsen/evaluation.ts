// The static evaluation of a first-phase position, used where the search stops before the end of the deal.
// The features of a position; a linear model of them (weights.ts, fitted by scripts/fitEvaluation.ts) is the
// `hard` level's evaluation, and they feed the `expert` level's network (network.ts).
import { ACE, JACK, KING, QUEEN, suitMask, TEN } from './cards';
import { popcount } from './cards';

export const FEATURES = [
  'bias',
  'points',
  'opponentPoints',
  'pointsSquared',
  'opponentPointsSquared',
  'pending',
  'opponentPending',
  'trick',
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
  pending: number,
  oppPending: number,
  trick: boolean,
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
  out[5] = pending / 20;
  out[6] = oppPending / 20;
  out[7] = trick ? 1 : 0;
  out[8] = oppTrick ? 1 : 0;
  out[9] = talonLeft / 9;
  handFeatures(hand, trump, out, 10);
  handFeatures(oppHand, trump, out, 20);
  out[30] = trumpCard >= 0 && trumpCard % 5 >= TEN ? 1 : 0;
}
