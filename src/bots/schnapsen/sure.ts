// A sure win once no more cards are drawn (N6): one line of play that wins the deal against every opponent
// hand still possible, although the bot does not know which one it faces. The opponent is assumed to know
// everything and to answer each move in the way worst for the bot (an AND-OR search over sets of hands).
import { beats, dutyCards, KING, POINTS, QUEEN } from './cards';
import { WIN } from './solver';

export interface SurePosition {
  me: number;
  hand: number;
  /** The opponent hands still possible, each a mask of the same size. */
  hands: number[];
  trump: number;
  /** The closer, or -1 when the talon ran out (then the last trick wins the deal, N11). */
  closer: number;
  points: [number, number];
  tricks: [number, number];
  pending: [number, number];
  /** The suit of a marriage the bot has just announced (its K or Q must be led now), or -1. */
  announced?: number;
}

/** A winning first move for the bot: a card (to lead, announcing its marriage if it has one, or to follow). */
export interface SureMove {
  card: number;
  announce: boolean;
}

class SureSearch {
  private pts = [0, 0];
  private tr = [0, 0];
  private pend = [0, 0];
  private me: number;
  private opp: number;
  private hand: number;
  private trump: number;
  private closer: number;
  nodes = 0;
  private budget: number;

  constructor(p: SurePosition, budget: number) {
    this.me = p.me;
    this.opp = 1 - p.me;
    this.hand = p.hand;
    this.trump = p.trump;
    this.closer = p.closer;
    this.pts = [p.points[0], p.points[1]];
    this.tr = [p.tricks[0], p.tricks[1]];
    this.pend = [p.pending[0], p.pending[1]];
    this.budget = budget;
  }

  get exhausted(): boolean {
    return this.nodes > this.budget;
  }

  private marriageValue(card: number): number {
    return ((card / 5) | 0) === this.trump ? 40 : 20;
  }

  private mateOf(card: number): number {
    const r = card % 5;
    return r === KING ? card - 1 : r === QUEEN ? card + 1 : -1;
  }

  /** Announces a marriage for `p`; returns true when that reaches 66 with a trick (a claim). */
  private announce(p: number, card: number): boolean {
    const m = this.marriageValue(card);
    if (this.tr[p] > 0) {
      this.pts[p] += m;
      return this.pts[p] >= WIN;
    }
    this.pend[p] += m;
    return false;
  }

  /** The trick `lead` / `follow` led by `leader`, then the rest: does the bot win? */
  private afterTrick(leader: number, lead: number, follow: number, hands: number[]): boolean {
    const w = beats(lead, follow, this.trump) ? 1 - leader : leader;
    const oldPts = this.pts[w];
    const oldPend = this.pend[w];
    this.pts[w] += POINTS[lead] + POINTS[follow];
    if (this.tr[w] === 0) {
      this.pts[w] += this.pend[w];
      this.pend[w] = 0;
    }
    this.tr[w]++;
    let result: boolean;
    if (this.pts[w] >= WIN) result = w === this.me;
    else if (this.hand === 0) {
      // Played out (N11): with a close the closer has failed; otherwise the last trick takes the deal.
      result = this.closer >= 0 ? this.closer !== this.me : w === this.me;
    } else result = w === this.me ? this.meLeads(hands) : this.oppLeads(hands);
    this.tr[w]--;
    this.pts[w] = oldPts;
    this.pend[w] = oldPend;
    return result;
  }

  /** Whether the bot, following `lead` by the opponent, has a sure win; the winning card or -1. */
  meFollows(lead: number, hands: number[]): number {
    this.nodes++;
    const allowed = dutyCards(this.hand, lead, this.trump);
    // Winning cards first.
    const order = this.byStrength(allowed, lead);
    for (const f of order) {
      if (this.exhausted) return -1;
      this.hand ^= 1 << f;
      const ok = this.afterTrick(this.opp, lead, f, hands);
      this.hand ^= 1 << f;
      if (ok) return f;
    }
    return -1;
  }

  private byStrength(cards: number, lead: number): number[] {
    const win: number[] = [];
    const lose: number[] = [];
    for (let m = cards; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      (lead >= 0 && !beats(lead, c, this.trump) ? lose : win).push(c);
    }
    win.sort((a, b) => POINTS[b] - POINTS[a]);
    lose.sort((a, b) => POINTS[a] - POINTS[b]);
    return win.concat(lose);
  }

  /** A sure winning lead for the bot, or null; after an announcement only its K or Q may be led. */
  meLeadsMove(hands: number[], announced = -1): SureMove | null {
    this.nodes++;
    if (this.pts[this.me] >= WIN) return { card: -1, announce: false };
    const cards: number[] = [];
    const allowed = announced >= 0 ? this.hand & (3 << (5 * announced + QUEEN)) : this.hand;
    for (let m = allowed; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
    // Trumps and high cards first: sure lines usually start from the top.
    cards.sort((a, b) => {
      const ta = ((a / 5) | 0) === this.trump ? 1 : 0;
      const tb = ((b / 5) | 0) === this.trump ? 1 : 0;
      return tb - ta || POINTS[b] - POINTS[a];
    });
    for (const c of cards) {
      if (this.exhausted) return null;
      const mate = this.mateOf(c);
      const announce = announced < 0 && mate >= 0 && (this.hand & (1 << mate)) !== 0;
      const oldPts = this.pts[this.me];
      const oldPend = this.pend[this.me];
      let ok: boolean;
      if (announce && this.announce(this.me, c)) ok = true;
      else {
        this.hand ^= 1 << c;
        ok = this.allAnswersLose(c, hands);
        this.hand ^= 1 << c;
      }
      this.pts[this.me] = oldPts;
      this.pend[this.me] = oldPend;
      if (ok) return { card: c, announce };
    }
    return null;
  }

  private meLeads(hands: number[]): boolean {
    return this.meLeadsMove(hands) !== null;
  }

  /** The bot led `lead`: does it win whatever legal card any possible hand answers with? */
  private allAnswersLose(lead: number, hands: number[]): boolean {
    this.nodes++;
    let answers = 0;
    for (const h of hands) answers |= dutyCards(h, lead, this.trump);
    for (const f of this.byStrength(answers, lead)) {
      if (this.exhausted) return false;
      const bit = 1 << f;
      const rest: number[] = [];
      for (const h of hands)
        if ((h & bit) !== 0 && (dutyCards(h, lead, this.trump) & bit) !== 0) rest.push(h ^ bit);
      if (!this.afterTrick(this.me, lead, f, rest)) return false;
    }
    return true;
  }

  /** The opponent leads: does the bot win against every lead from every possible hand? */
  private oppLeads(hands: number[]): boolean {
    this.nodes++;
    if (this.pts[this.opp] >= WIN) return false;
    let leads = 0;
    for (const h of hands) leads |= h;
    for (const g of this.byStrength(leads, -1)) {
      if (this.exhausted) return false;
      const bit = 1 << g;
      const mate = this.mateOf(g);
      const plain: number[] = [];
      const married: number[] = [];
      for (const h of hands) {
        if ((h & bit) === 0) continue;
        // A hand holding the marriage announces it: never worse for the opponent (N7).
        if (mate >= 0 && (h & (1 << mate)) !== 0) married.push(h ^ bit);
        else plain.push(h ^ bit);
      }
      for (let pass = 0; pass < 2; pass++) {
        const group = pass === 0 ? married : plain;
        if (group.length === 0) continue;
        const oldPts = this.pts[this.opp];
        const oldPend = this.pend[this.opp];
        let ok: boolean;
        if (pass === 0 && this.announce(this.opp, g)) ok = false;
        else ok = this.meFollows(g, group) >= 0;
        this.pts[this.opp] = oldPts;
        this.pend[this.opp] = oldPend;
        if (!ok) return false;
      }
    }
    return true;
  }
}

/**
 * A sure winning move for the bot on lead or following `lead` (-1 when on lead), or null when there is
 * none or the search ran out of `budget` nodes.
 */
export function sureMove(p: SurePosition, lead: number, budget = 200_000): SureMove | null {
  const s = new SureSearch(p, budget);
  if (lead >= 0) {
    const f = s.meFollows(lead, p.hands);
    return f >= 0 && !s.exhausted ? { card: f, announce: false } : null;
  }
  const m = s.meLeadsMove(p.hands, p.announced ?? -1);
  return m !== null && !s.exhausted ? m : null;
}
