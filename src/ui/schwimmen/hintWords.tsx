// The Schwimmen hint in words: the suggestion and why in one line, the card to take drawn small, and the
// chance that a knock now costs a life. The facts come from the expert (bots/schwimmen/hint.ts): a move its
// value does not explain is worded by its plan, never by a value no better than the hand held.
import type { ReactNode } from 'react';
import type { HandWorth, Hint, HintPlan } from '../../bots/schwimmen/hint';
import { assertNever } from '../../engine/game';
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import { CardRef, type Faces } from '../cards';
import { format, type Messages } from '../i18n';
import { valueText } from './text';
import { formatNodes } from '../shared/table/formatNodes';
import { withKnock } from './ActionBar';

type Words = Messages['table']['hint'];

/** The hint's one line for the player of `view`; `names` are the seats' names (for "keeps clubs from Anna"). */
export function hintWords(
  hint: Hint,
  view: SchwimmenView,
  names: readonly string[],
  faces: Faces,
  t: Messages,
): ReactNode {
  const w = t.table.hint;
  const r = hint.reason;
  const card = (c: Parameters<typeof CardRef>[0]['card']) => <CardRef card={c} faces={faces} />;
  // S14b: a swap that ends with a knock says so.
  const knock = withKnock(hint.action);
  const worth = (x: HandWorth) => worthText(x, faces, t);
  // A hint is given only on a turn, with three cards in hand.
  const held = view.handValue ?? 0;
  /** The move with its plan, saying so when the hand drops for it. */
  const planned = (move: ReactNode, plans: HintPlan[], after: HandWorth | null) =>
    formatNodes(after !== null && after.value < held ? w.withPlanLower : w.withPlan, {
      move,
      plan: planText(plans[0], names, faces, t),
      worth: after !== null ? worth(after) : '',
    });
  switch (r.kind) {
    case 'take':
      if (r.plans.length > 0)
        return planned(
          formatNodes(knock ? w.moves.takeKnock : w.moves.take, { card: card(r.take) }),
          r.plans,
          r.worth,
        );
      return formatNodes(knock ? w.takeKnock : w.take, { card: card(r.take), worth: worth(r.worth) });
    case 'swapAll':
      if (r.plans.length > 0)
        return planned(knock ? w.moves.swapAllKnock : w.moves.swapAll, r.plans, r.worth);
      return format(knock ? w.swapAllKnock : w.swapAll, { worth: worth(r.worth) });
    case 'knock':
      return format(w.knock, { value: valueText(r.value) });
    case 'pass':
      return r.plans.length > 0 ? planned(w.moves.pass, r.plans, null) : w.pass;
    case 'keep':
      return format(w.keep, { worth: worth(r.worth) });
    case 'takeSecond':
      return format(w.takeSecond, { worth: worth(r.worth) });
    default:
      return assertNever(r);
  }
}

/**
 * The hint's second line: how often the suggested exchange ending with a knock (S14b) loses a life, or a
 * plain knock now; null when knocking is not allowed. An estimate from sampled worlds never says 0% or 100%.
 */
export function hintChance(hint: Hint, t: Messages): string | null {
  const w = t.table.hint;
  const swapKnock = hint.swapKnockLoseChance ?? null;
  const chance = swapKnock ?? hint.loseChance;
  if (chance === null) return null;
  const percent = Math.round(chance * 100);
  if (percent < 1) return swapKnock !== null ? w.swapKnockChanceNone : w.loseChanceNone;
  if (percent > 99) return swapKnock !== null ? w.swapKnockChanceSure : w.loseChanceSure;
  return format(swapKnock !== null ? w.swapKnockChance : w.loseChance, { percent });
}

/** What a hand is worth in words: "20 in hearts", "Schnauz, 31 in clubs", "three of a kind, 30½". */
export function worthText(worth: HandWorth, faces: Faces, t: Messages): string {
  const words = t.table.hint.worth;
  switch (worth.kind) {
    case 'suit': {
      const suit = t.cards[faces].suits[worth.suit];
      return format(worth.value === 31 ? words.schnauz : words.suit, { value: valueText(worth.value), suit });
    }
    case 'threeOfAKind':
      return format(words.threeOfAKind, { value: valueText(worth.value) });
    case 'feuer':
      return words.feuer;
    default:
      return assertNever(worth);
  }
}

function planText(plan: HintPlan, names: readonly string[], faces: Faces, t: Messages): ReactNode {
  const w = t.table.hint.plans;
  const suit = (s: keyof Messages['cards']['french']['suits']) => t.cards[faces].suits[s];
  switch (plan.kind) {
    case 'pair':
      return format(plan.feuer ? w.pairFeuer : w.pair, { rank: t.log.cards.ranksPlural[faces][plan.rank] });
    case 'schnauz':
      return format(w.schnauz, { suit: suit(plan.suit) });
    case 'deny':
      return format(w.deny, { suit: suit(plan.suit), name: names[plan.seat] ?? '' });
    case 'refresh':
      return w.refresh;
    case 'endRound':
      return w.endRound;
    case 'higherSuit':
      return format(w.higherSuit, {
        worth: worthText({ kind: 'suit', value: plan.value, suit: plan.suit }, faces, t),
      });
    case 'playOut': {
      // Told apart as the player reads them: whole per cent.
      const safer = Math.round(plan.lose * 100) < Math.round(plan.versusLose * 100);
      return formatNodes(safer ? w.safer : plan.othersMore ? w.othersLose : w.close, {
        lose: percentText(plan.lose, t.table.hint),
        versusLose: percentText(plan.versusLose, t.table.hint),
        versus: versusText(plan.versus, plan.versusWorth, faces, t),
      });
    }
    default:
      return assertNever(plan);
  }
}

/** The move weighed against: "if you pass", "if you take 10♠ (20 in spades)". */
function versusText(a: SchwimmenAction, worth: HandWorth, faces: Faces, t: Messages): ReactNode {
  const w = t.table.hint.versus;
  const knock = withKnock(a);
  switch (a.type) {
    case 'swap':
      return formatNodes(knock ? w.takeKnock : w.take, {
        card: <CardRef card={a.take} faces={faces} />,
        worth: worthText(worth, faces, t),
      });
    case 'swapAll':
      return format(knock ? w.swapAllKnock : w.swapAll, { worth: worthText(worth, faces, t) });
    case 'knock':
      return w.knock;
    default:
      return w.pass;
  }
}

/** A share as a whole number of per cent, in the language's way of writing it. */
function percentText(share: number, w: Words): string {
  return format(w.percent, { percent: Math.round(share * 100) });
}
