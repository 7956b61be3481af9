// What the opponent's own play reveals about its hand (the `expert` level).
// Certain: once the talon is closed its follows obey N6, so a suit it did not follow is void, a card it did
// not head with is absent. Likely (a rational player): it exchanges the trump jack when it can (N8) and
// announces the marriage it leads from (N7); it takes a plain ace or ten with a trump when it holds one.
// Cards drawn after such a moment may have arrived since, so the evidence fades with each draw.
import type { SchnapsenView } from '../../engine/schnapsen';
import { ACE, FACE_DOWN, HAND, idx, KING, QUEEN, SUIT_CODES, suitMask, TEN } from './cards';
import { firstPhaseTricks, type Knowledge } from './knowledge';

/** A likelihood factor for every card of `cards` found in a sampled hand, given `draws` draws since. */
interface Evidence {
  cards: number;
  draws: number;
  /** How likely the observed play was if the opponent held one of the cards then (1 = no evidence). */
  likelihood: number;
}

export interface Inference {
  /** Cards the opponent cannot hold. */
  excluded: number;
  evidence: Evidence[];
}

export function inferenceOf(view: SchnapsenView, k: Knowledge): Inference {
  const opp = k.opp;
  const trumps = suitMask(k.trump);
  const firstPhase = firstPhaseTricks(view);
  const n = view.tricks.length;
  /** The opponent's draws after the trick with index `t` (one per first-phase trick from t on). */
  const drawsAfter = (t: number) => Math.max(0, Math.min(firstPhase, n) - t);
  let excluded = 0;
  const evidence: Evidence[] = [];
  const marriedSuits = new Set<string>(view.marriages.filter((m) => m.seat === opp).map((m) => m.suit));

  const leads: { t: number; card: number }[] = view.tricks
    .map((tr, t) => ({ t, tr }))
    .filter(({ tr }) => tr.leader === opp)
    .map(({ t, tr }) => ({ t, card: idx(tr.lead) }));
  if (view.lead !== null && view.leader === opp) leads.push({ t: n, card: k.lead });

  for (const { t, card } of leads) {
    // N7: a king or queen led without its marriage announced: the other half was not in the hand.
    const r = card % 5;
    if ((r === KING || r === QUEEN) && !marriedSuits.has(SUIT_CODES[(card / 5) | 0])) {
      const mate = r === KING ? card - 1 : card + 1;
      evidence.push({ cards: 1 << mate, draws: drawsAfter(t), likelihood: 0.05 });
    }
  }

  // N8: on lead with the trump card face up and two or more cards face down, the jack would be exchanged.
  if (view.exchange === null) {
    const jack = 1 << (5 * k.trump);
    let last = -1;
    for (const { t } of leads) if (t < firstPhase && FACE_DOWN - 2 * t >= 2) last = Math.max(last, t);
    if (last >= 0) evidence.push({ cards: jack, draws: drawsAfter(last), likelihood: 0.05 });
  }

  view.tricks.forEach((tr, t) => {
    if (tr.leader === opp) return;
    const lead = idx(tr.lead);
    const follow = idx(tr.follow);
    const ls = (lead / 5) | 0;
    const fs = (follow / 5) | 0;
    if (t >= firstPhase) {
      // N6 held: certain facts, and no card has been drawn since.
      if (fs !== ls) {
        excluded |= suitMask(ls);
        if (fs !== k.trump) excluded |= trumps;
      } else if (follow < lead) {
        excluded |= suitMask(ls) & ~((2 << lead) - 1);
      }
      return;
    }
    // A plain ace or ten let through without a trump: it probably held none it would spend.
    const r = lead % 5;
    if (ls !== k.trump && (r === ACE || r === TEN) && tr.winner !== opp) {
      evidence.push({ cards: trumps, draws: drawsAfter(t), likelihood: 0.5 });
    }
  });
  return { excluded: excluded & k.unseen, evidence };
}

/** The likelihood of the observed play if the opponent holds `hand` now. */
export function handWeight(inf: Inference, hand: number): number {
  let w = 1;
  for (const e of inf.evidence) {
    // A card held now was held back then unless it was among the cards drawn since.
    const heldThen = Math.max(0, (HAND - e.draws) / HAND);
    for (let m = hand & e.cards; m !== 0; m &= m - 1) w *= 1 - heldThen * (1 - e.likelihood);
  }
  return w;
}
