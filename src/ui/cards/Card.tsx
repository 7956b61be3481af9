// A playing card drawn as SVG (no image files). Every face-up card carries data-card="Ah" for outside checks;
// a clickable card is a real <button>, any other face-up card an image with the same name.
import type { HTMLAttributes } from 'react';
import { rankOf, suitOf, type Card as CardCode, type Rank, type Suit } from '../../engine/cards';
import { useMessages } from '../i18n';
import { AceEmblem, CourtFigure, isCourt } from './courts';
import { cardIndexLabel, cardName, type Faces } from './names';
import { Pip } from './pips';
import './cards.css';

export type CardSize = 'xs' | 'sm' | 'md' | 'lg';

// The face is drawn in a 200 × 280 box (the 5 : 7 of a real card).
const W = 200;
const H = 280;
const PIP = 33;
const LEFT = 65;
const RIGHT = 135;
const MID = 100;

/** Where the pips of the number cards lie: [x, y] centres, lower half drawn upside down. */
const PIP_LAYOUT: Partial<Record<Rank, readonly (readonly [number, number])[]>> = {
  '7': [...sides([52, 140, 228]), [MID, 96]],
  '8': [...sides([52, 140, 228]), [MID, 96], [MID, 184]],
  '9': [...sides([52, 111, 169, 228]), [MID, 140]],
  T: [...sides([52, 111, 169, 228]), [MID, 82], [MID, 198]],
};

function sides(rows: number[]): [number, number][] {
  return rows.flatMap((y): [number, number][] => [
    [LEFT, y],
    [RIGHT, y],
  ]);
}

function Corner({ index, suit, faces }: { index: string; suit: Suit; faces: Faces }) {
  const wide = index.length > 1;
  return (
    <>
      <text
        className="card__index"
        x="25"
        y="50"
        textAnchor="middle"
        {...(wide ? { textLength: 44, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {index}
      </text>
      <Pip suit={suit} faces={faces} x={25} y={73} size={28} />
    </>
  );
}

function Centre({ rank, suit, faces }: { rank: Rank; suit: Suit; faces: Faces }) {
  if (rank === 'A') return <AceEmblem suit={suit} faces={faces} />;
  if (isCourt(rank)) return <CourtFigure rank={rank} suit={suit} faces={faces} />;
  return (
    <>
      {(PIP_LAYOUT[rank] ?? []).map(([x, y]) => (
        <Pip key={`${x}-${y}`} suit={suit} faces={faces} x={x} y={y} size={PIP} flip={y > H / 2} />
      ))}
    </>
  );
}

/** The drawing of a face, without the element around it (also used for the round-result panel). */
export function CardFace({ card, faces }: { card: CardCode; faces: Faces }) {
  const t = useMessages();
  const rank = rankOf(card);
  const suit = suitOf(card);
  const index = cardIndexLabel(card, faces, t);
  return (
    <svg className="card__svg" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      <Centre rank={rank} suit={suit} faces={faces} />
      {/* The index corners last, so that nothing of the picture lies over them. */}
      <Corner index={index} suit={suit} faces={faces} />
      <g transform={`rotate(180 ${W / 2} ${H / 2})`}>
        <Corner index={index} suit={suit} faces={faces} />
      </g>
    </svg>
  );
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'children' | 'role'> {
  card: CardCode;
  faces: Faces;
  size?: CardSize;
  /** Picked for a swap: lifted and outlined; announced as a pressed button. */
  selected?: boolean;
  /**
   * A clickable card is a toggle button (aria-pressed) by default, as in Schwimmen where a card is picked
   * first; false makes it a plain button for cards that act at once (a Schnapsen card is played on a tap).
   */
  toggle?: boolean;
  /** A clickable card that cannot be used just now. */
  disabled?: boolean;
  /** Makes the card a button. Without it the card is an image. */
  onClick?: () => void;
}

export function Card({
  card,
  faces,
  size = 'md',
  selected = false,
  toggle = true,
  disabled = false,
  onClick,
  className,
  ...rest
}: CardProps) {
  const t = useMessages();
  const name = cardName(card, faces, t);
  const classes = [
    'card',
    `card--${size}`,
    `card--${faces}`,
    `card--suit-${suitOf(card)}`,
    selected ? 'is-selected' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  if (onClick) {
    return (
      <button
        type="button"
        {...rest}
        className={classes}
        data-card={card}
        aria-label={name}
        aria-pressed={toggle ? selected : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        <CardFace card={card} faces={faces} />
      </button>
    );
  }
  return (
    <span {...rest} className={classes} data-card={card} role="img" aria-label={name}>
      <CardFace card={card} faces={faces} />
    </span>
  );
}

/**
 * A card lying face down. Decorative: whoever shows backs says in words how many there are. `flight` names it
 * for the table's card flights (useCardFlight): a name new to the table flies in from where the table says.
 */
export function CardBack({
  size = 'md',
  className,
  flight,
}: {
  size?: CardSize;
  className?: string;
  flight?: string;
}) {
  return (
    <span
      className={`card card--back card--${size}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      data-flight-back={flight}
    />
  );
}
