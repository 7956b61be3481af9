// The oracle (measurement only, never in LEVELS, botFor or the app): a player that sees every card — each
// hand, the stock in its order, the dealer's second packet. It plays every legal action forward in the one
// true world with the normal policy for every seat to the end of the round and takes the best outcome,
// the normal policy's own choice on ties. Against `normal` opponents that rollout is their real play, so
// it is the ceiling the levels are measured against: how much of the gap from normal to it each closes.
import type { SchwimmenAction, SchwimmenState, SchwimmenView } from '../../engine/schwimmen';
import { cardIndex } from '../../engine/cards';
import { schwimmen } from '../../engine/schwimmen';
import type { OracleBot } from '../types';
import { codeFor, fallback, readView, roundFromView } from './knowledge';
import { normalAction, normalKeeps } from './policy';
import { Round } from './round';
import { HARD, KEEP, TAKE_SECOND, playCandidate, rollout, utility, type SearchParams } from './search';

/** How the oracle scores a round: the expert's swimming-aware outcome. */
const ORACLE_PARAMS: SearchParams = { ...HARD, swimming: 1.5 };

/** The round in `s`, read from the seat's `view`, with every card where it really lies. */
function openRound(s: SchwimmenState, view: SchwimmenView): { round: Round; second: Int8Array } {
  const r = roundFromView(view, readView(view));
  for (let p = 0; p < s.players; p++) {
    if (s.out[p]) continue;
    s.hands[p].forEach((c, i) => (r.hands[3 * p + i] = cardIndex(c)));
  }
  s.stock.forEach((c, i) => (r.stock[i] = cardIndex(c)));
  r.stockPos = 0;
  r.stockEnd = s.stock.length;
  const second = new Int8Array(3);
  s.secondPacket.forEach((c, i) => (second[i] = cardIndex(c)));
  return { round: r, second };
}

function oracleDecision(s: SchwimmenState, legal: SchwimmenAction[]): SchwimmenAction {
  if ((s.phase !== 'choose' && s.phase !== 'turns') || s.turn === null) return fallback(legal);
  const seat = s.turn;
  const view = schwimmen.view(s, seat);
  const { round, second } = openRound(s, view);
  const codes = legal.map((a) =>
    a.type === 'keep' ? KEEP : a.type === 'takeSecond' ? TAKE_SECOND : codeFor(a, view),
  );
  // The normal policy's choice, the tie-break.
  const preferred =
    s.phase === 'choose'
      ? normalKeeps(round, view.hand.map(cardIndex))
        ? KEEP
        : TAKE_SECOND
      : normalAction(round);
  const sim = new Round(round.n, round.rules);
  let best = -1,
    bestU = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    if (codes[i] < 0) continue;
    sim.copyFrom(round);
    playCandidate(sim, codes[i], seat, second);
    rollout(sim, ORACLE_PARAMS);
    const u = utility(sim, seat, ORACLE_PARAMS) + (codes[i] === preferred ? 1e-9 : 0);
    if (u > bestU) {
      bestU = u;
      best = i;
    }
  }
  return best >= 0 ? legal[best] : fallback(legal);
}

export const schwimmenOracle: OracleBot<SchwimmenState, SchwimmenAction> = {
  id: 'oracle',
  decideOpen: (state, legal) => oracleDecision(state, legal),
};
