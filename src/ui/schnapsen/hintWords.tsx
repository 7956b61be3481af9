// The Schnapsen hint in words: the suggestion and why in one line (the card to play drawn small), and for a
// claim the line saying what it wins. The facts come from the expert (bots/schnapsen/hint.ts).
import type { ReactNode } from 'react';
import type { SchnapsenHint } from '../../bots/schnapsen/hint';
import { assertNever } from '../../engine/game';
import { WINNING_SCORE } from '../../engine/schnapsen';
import { CardRef, type Faces } from '../cards';
import { format, plural, type Messages } from '../i18n';
import type { CoachMessages } from '../i18n/en/coach';
import { formatNodes } from '../shared/table/formatNodes';
import { suitWords } from './words';

/** A lead this rarely taken is worth saying so ("only 12% of the hands … could take it"). */
const RARELY = 0.25;

/** The one line of the hint, and for a claim the second line. `name` is the opponent's. */
export function hintWords(
  hint: SchnapsenHint,
  name: string,
  faces: Faces,
  t: Messages,
  /** The hint's texts: the coach's, loaded with the Schnapsen table (i18n/en/coach.ts). */
  w: CoachMessages['schnapsenHint'],
): { text: ReactNode; chance?: string } {
  const r = hint.reason;
  const card = (c: Parameters<typeof CardRef>[0]['card']) => <CardRef card={c} faces={faces} />;
  switch (r.kind) {
    case 'lead': {
      const template =
        r.beaten === 0
          ? w.leadSafe
          : r.beaten <= RARELY
            ? w.leadRarelyBeaten
            : r.cheapest
              ? w.leadCheapest
              : w.leadBest;
      return { text: formatNodes(template, { card: card(r.card), name, percent: percent(r.beaten) }) };
    }
    case 'take': {
      const template = r.total >= WINNING_SCORE ? w.takeClaim : r.marriage > 0 ? w.takeMarriage : w.take;
      const params = { card: card(r.card), points: r.points, marriage: r.marriage, total: r.total };
      return { text: formatNodes(template, params) };
    }
    case 'throw': {
      const template = r.lostAnyway ? w.throwLost : r.savesTrump ? w.throwSaveTrump : w.throwCheap;
      return { text: formatNodes(template, { card: card(r.card) }) };
    }
    case 'marry': {
      const template =
        r.total === null ? w.marryPending : r.total >= WINNING_SCORE ? w.marryClaim : w.marryCounted;
      const suit = suitWords(r.suit, faces, t);
      return { text: format(template, { points: r.points, suit, total: r.total ?? 0 }) };
    }
    case 'exchange':
      return { text: formatNodes(w.exchange[faces], { card: card(r.take) }) };
    case 'close': {
      const chance = hint.winChance ?? 0;
      const whole = Math.round(chance * 100);
      const template = r.sure ? w.closeSure : whole > 99 ? w.closeAlmostSure : w.close;
      return { text: format(template, { name, percent: percent(chance) }) };
    }
    case 'claim':
      return {
        text: format(w.claim, { points: r.points }),
        chance: hint.winChance === 1 ? plural(w.claimWins, r.gamePoints) : w.claimLoses,
      };
    default:
      return assertNever(r);
  }
}

/** A share as a whole percentage, never 0 for a share above 0 nor 100 for one below 1. */
function percent(share: number): number {
  return Math.min(99, Math.max(1, Math.round(share * 100)));
}
