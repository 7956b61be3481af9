// Small face-up cards for the screens (showdown, rules examples, move log). A stand-in for the table's Card
// component, which the lead may swap in; the stable hook is the same: data-card="Ah".
import type { ReactNode } from 'react';
import { rankOf, suitOf, type Card, type Suit } from '../../engine/cards';
import { useMessages } from '../i18n';
import { cardName, type Faces } from '../cards';

const RED: Record<Suit, boolean> = { c: false, s: false, h: true, d: true };

/** A suit drawn in SVG (no font needed): French ♣ ♠ ♥ ♦ or German acorns, leaves, hearts, bells. */
export function SuitIcon({ suit, faces, className }: { suit: Suit; faces: Faces; className?: string }) {
  return (
    <svg
      className={className ?? 'scr-suit'}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-suit={suit}
      data-faces={faces}
    >
      {faces === 'german' ? GERMAN[suit] : FRENCH[suit]}
    </svg>
  );
}

const HEART =
  'M50 90C18 66 6 50 6 32 6 18 17 8 30 8c9 0 16 5 20 13 4-8 11-13 20-13 13 0 24 10 24 24 0 18-12 34-44 58z';

const FRENCH: Record<Suit, ReactNode> = {
  c: (
    <g fill="currentColor">
      <circle cx="50" cy="29" r="19" />
      <circle cx="28" cy="60" r="19" />
      <circle cx="72" cy="60" r="19" />
      <path d="M45 50h10c0 22 3 34 13 44H32c10-10 13-22 13-44z" />
    </g>
  ),
  s: (
    <path
      fill="currentColor"
      d="M50 5C30 30 8 44 8 63c0 12 9 21 21 21 8 0 14-4 17-9-1 9-5 15-13 19h34c-8-4-12-10-13-19 3 5 9 9 17 9 12 0 21-9 21-21C92 44 70 30 50 5z"
    />
  ),
  h: <path fill="currentColor" d={HEART} />,
  d: <path fill="currentColor" d="M50 4l36 46-36 46-36-46z" />,
};

const GERMAN: Record<Suit, ReactNode> = {
  c: (
    <g>
      <rect x="46" y="6" width="8" height="20" rx="4" fill="#5b3a1e" />
      <ellipse cx="50" cy="63" rx="23" ry="30" fill="#c98b2e" />
      <path d="M38 62c0 12 5 22 12 26" stroke="#e9b866" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M20 46c0-18 60-18 60 0 0 8-60 8-60 0z" fill="#6b4423" />
      <g fill="#8a5a2e">
        <circle cx="34" cy="40" r="3" />
        <circle cx="46" cy="37" r="3" />
        <circle cx="58" cy="37" r="3" />
        <circle cx="68" cy="41" r="3" />
      </g>
    </g>
  ),
  s: (
    <g>
      <path d="M50 96V70" stroke="#1f5f3a" strokeWidth="6" strokeLinecap="round" />
      <path d="M50 80C20 68 8 48 14 28 20 12 38 6 50 4c12 2 30 8 36 24 6 20-6 40-36 52z" fill="#2f8a4e" />
      <path
        d="M50 76V14M50 36l-16-10M50 36l16-10M50 54l-20-12M50 54l20-12"
        stroke="#bfe8c9"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  h: <path fill="#c8102e" d={HEART} />,
  d: (
    <g>
      <circle cx="50" cy="14" r="7" fill="#8a5a14" />
      <circle cx="50" cy="55" r="37" fill="#e0a526" />
      <path d="M16 46h68" stroke="#8a5a14" strokeWidth="6" />
      <path d="M28 64h44" stroke="#5b3a0a" strokeWidth="7" strokeLinecap="round" />
      <circle cx="50" cy="80" r="6" fill="#5b3a0a" />
      <circle cx="36" cy="36" r="6" fill="#f6d68a" />
    </g>
  ),
};

export interface MiniCardProps {
  card: Card;
  faces: Faces;
  size?: 'sm' | 'md';
}

/** A small face-up card: its corner index and suit, named in words for screen readers. */
export function MiniCard({ card, faces, size = 'md' }: MiniCardProps) {
  const t = useMessages();
  const suit = suitOf(card);
  const red = faces === 'french' && RED[suit];
  return (
    <span
      className={`scr-mini scr-mini--${size}${red ? ' scr-mini--red' : ''}`}
      data-card={card}
      role="img"
      aria-label={cardName(card, faces, t)}
    >
      <span className="scr-mini__index" aria-hidden="true">
        {t.cards[faces].indices[rankOf(card)]}
      </span>
      <SuitIcon suit={suit} faces={faces} className="scr-mini__suit" />
    </span>
  );
}

/** A hand of small cards in a row. */
export function MiniHand({
  cards,
  faces,
  size,
}: {
  cards: readonly Card[];
  faces: Faces;
  size?: 'sm' | 'md';
}) {
  return (
    <span className="scr-minihand">
      {cards.map((card) => (
        <MiniCard key={card} card={card} faces={faces} size={size} />
      ))}
    </span>
  );
}
