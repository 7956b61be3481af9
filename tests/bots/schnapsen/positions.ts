// Positions for the bot tests: engine states reached by seeded play, and the same states with the hidden
// cards dealt differently.
import { createRng, shuffle, type Rng } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import { schnapsenBots } from '../../../src/bots/schnapsen';

/**
 * Every decision point of `deals` seeded deals (both seats; only points with two or more legal actions
 * unless `all`). The seats play a seeded mix of random moves and the easy and normal bots, so positions
 * cover careless play (no claim at 66, odd closes) as well as sensible play.
 */
export function positions(deals: number, seed: number, all = false): SchnapsenState[] {
  const rng = createRng(seed);
  const out: SchnapsenState[] = [];
  for (let d = 0; d < deals; d++) {
    const rules = { exchangeWithOneLeft: rng.int(2) === 0 };
    let s = schnapsen.init({ firstDealer: rng.int(2), rules });
    s = schnapsen.apply(s, { type: 'deal', deck: shuffle(schnapsen.cards, rng) });
    const styles = [rng.int(3), rng.int(3)];
    while (s.phase === 'play') {
      const seat = schnapsen.actor(s) as number;
      const legal = schnapsen.legalActions(s);
      if (all || legal.length > 1) out.push(s);
      s = schnapsen.apply(s, move(s, seat, legal, styles[seat], rng));
    }
  }
  return out;
}

function move(
  s: SchnapsenState,
  seat: number,
  legal: SchnapsenAction[],
  style: number,
  rng: Rng,
): SchnapsenAction {
  if (style === 0) {
    // Random, but a false claim only now and then so that deals go on.
    const others = legal.filter((a) => a.type !== 'claim');
    if (others.length === 0 || rng.int(30) === 0) return legal[rng.int(legal.length)];
    return others[rng.int(others.length)];
  }
  const bot = style === 1 ? schnapsenBots.easy : schnapsenBots.normal;
  return bot.decide(schnapsen.view(s, seat), legal, rng.int(1 << 30));
}

/**
 * `s` with the cards hidden from the seat to act — the opponent's hand except its known cards, and the
 * face-down talon — dealt again at random. That seat's view stays the same.
 */
export function reshuffled(s: SchnapsenState, rng: Rng): SchnapsenState {
  const seat = schnapsen.actor(s) as number;
  const other = 1 - seat;
  const known = new Set(schnapsen.view(s, seat).opponentKnownCards);
  const theirs = s.hands[other];
  const hidden = [...theirs.filter((c) => !known.has(c)), ...s.talon];
  const dealt = shuffle(hidden, rng);
  let i = 0;
  const hand = theirs.map((c) => (known.has(c) ? c : dealt[i++]));
  const talon = dealt.slice(i);
  const hands: [readonly (typeof hand)[number][], readonly (typeof hand)[number][]] =
    other === 0 ? [hand, s.hands[1]] : [s.hands[0], hand];
  return { ...s, hands, talon };
}
