// What the opponent just did, told by comparing the previous view with the next one (the engine keeps no
// event list for Schnapsen): for the live region, so a screen reader hears every play and announcement.
import type { SchnapsenView } from '../../engine/schnapsen';
import type { Faces } from '../cards';
import { format, type Messages } from '../i18n';
import { cardWords, suitWords } from './words';

export function describeChanges(
  prev: SchnapsenView | null,
  next: SchnapsenView,
  names: readonly string[],
  faces: Faces,
  t: Messages,
): string[] {
  const a = t.schnapsen.announce;
  const me = next.seat;
  const other = 1 - me;
  const name = names[other] ?? '';
  const lines: string[] = [];
  const sameDeal = prev !== null && prev.dealNumber === next.dealNumber;

  if (!sameDeal) {
    if (next.phase === 'play' && next.trumpSuit !== null) {
      lines.push(
        format(a.newDeal, { name: names[next.dealer] ?? '', suit: suitWords(next.trumpSuit, faces, t) }),
      );
    }
    // A deal starts with a view of its own; the opponent may already have led in it.
    prev = null;
  }

  if (next.exchange?.seat === other && prev?.exchange == null) {
    lines.push(format(a.exchange[faces], { name, card: cardWords(next.exchange.card, faces, t) }));
  }
  const before = prev?.marriages.length ?? 0;
  for (const m of next.marriages.slice(before)) {
    if (m.seat !== other) continue;
    lines.push(format(a.marriage, { name, suit: suitWords(m.suit, faces, t), points: m.points }));
  }
  if (next.closedBy === other && prev?.closedBy == null) lines.push(format(a.close, { name }));

  const tricksBefore = prev?.tricks.length ?? 0;
  for (const trick of next.tricks.slice(tricksBefore)) {
    const follower = 1 - trick.leader;
    if (trick.leader === other && prev?.lead !== trick.lead) {
      lines.push(format(a.plays, { name, card: cardWords(trick.lead, faces, t) }));
    }
    if (follower === other) lines.push(format(a.plays, { name, card: cardWords(trick.follow, faces, t) }));
    lines.push(trick.winner === me ? a.youTakeTrick : format(a.theyTakeTrick, { name }));
  }
  if (next.lead !== null && next.leader === other && prev?.lead !== next.lead) {
    lines.push(format(a.plays, { name, card: cardWords(next.lead, faces, t) }));
  }
  if (next.dealResult?.claimedBy === other && prev?.dealResult == null) {
    lines.push(format(a.claim, { name }));
  }
  return lines;
}
