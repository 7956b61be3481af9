// Suit signs drawn in a 100 × 100 box, for both face sets. Simple shapes that stay clear at 10 px.
import type { Suit } from '../../engine/cards';
import type { Faces } from './names';

function FrenchPip({ suit }: { suit: Suit }) {
  switch (suit) {
    case 'h':
      return (
        <path d="M50 92C47 86 4 61 4 31 4 15 16 5 29 5c10 0 17 6 21 15 4-9 11-15 21-15 13 0 25 10 25 26 0 30-43 55-46 61Z" />
      );
    case 'd':
      return <path d="M50 2C60 20 74 37 90 50 74 63 60 80 50 98 40 80 26 63 10 50 26 37 40 20 50 2Z" />;
    case 's':
      return (
        <path d="M50 3c8 17 44 35 44 59 0 14-10 22-22 22-9 0-15-4-19-10 1 10 5 18 13 23H34c8-5 12-13 13-23-4 6-10 10-19 10-12 0-22-8-22-22C6 38 42 20 50 3Z" />
      );
    case 'c':
      return (
        <>
          <circle cx="50" cy="27" r="21" />
          <circle cx="27" cy="59" r="21" />
          <circle cx="73" cy="59" r="21" />
          <circle cx="50" cy="52" r="12" />
          <path d="M46.5 56c0 20-5 32-14.5 41h36c-9.5-9-14.5-21-14.5-41Z" />
        </>
      );
  }
}

// Acorns ↔ clubs, leaves ↔ spades, hearts ↔ hearts, bells ↔ diamonds (S1). Colours live in cards.css.
function GermanPip({ suit }: { suit: Suit }) {
  switch (suit) {
    case 'c':
      return (
        <>
          <rect className="pip-acorn__stem" x="46" y="1" width="8" height="16" rx="3" />
          <path className="pip-acorn__nut" d="M25 44c0 30 14 52 25 54 11-2 25-24 25-54Z" />
          <ellipse className="pip-shine" cx="40" cy="62" rx="5" ry="13" />
          <path className="pip-acorn__cap" d="M14 47C12 26 29 12 50 12s38 14 36 35c-12 5-60 5-72 0Z" />
          <path
            className="pip-acorn__grain"
            d="M24 40c8-4 16-6 26-6s18 2 26 6M30 26c6-3 13-4 20-4s14 1 20 4"
          />
        </>
      );
    case 's':
      return (
        <>
          <path
            className="pip-leaf"
            d="M50 3c14 15 42 30 42 55 0 18-16 28-36 26v14H44V84C24 86 8 76 8 58 8 33 36 18 50 3Z"
          />
          <path className="pip-leaf__vein" d="M50 14v70M50 42 34 31M50 42l16-11M50 62 30 50M50 62l20-12" />
        </>
      );
    case 'h':
      return (
        <>
          <path
            className="pip-heart"
            d="M50 92C47 86 4 61 4 31 4 15 16 5 29 5c10 0 17 6 21 15 4-9 11-15 21-15 13 0 25 10 25 26 0 30-43 55-46 61Z"
          />
          <ellipse className="pip-shine" cx="27" cy="27" rx="8" ry="11" transform="rotate(-30 27 27)" />
        </>
      );
    case 'd':
      return (
        <>
          <circle className="pip-bell__ring" cx="50" cy="11" r="7" />
          <circle className="pip-bell" cx="50" cy="56" r="38" />
          <path className="pip-bell__band" d="M13 47q37 12 74 0l1 11q-38 12-76 0Z" />
          <path className="pip-bell__slot" d="M50 74v17" />
          <circle className="pip-bell__hole" cx="50" cy="73" r="6" />
          <circle className="pip-shine" cx="34" cy="34" r="7" />
        </>
      );
  }
}

/** A suit sign centred on (x, y), `size` wide; `flip` turns it upside down like the lower pips of a card. */
export function Pip({
  suit,
  faces,
  x,
  y,
  size,
  flip = false,
}: {
  suit: Suit;
  faces: Faces;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const scale = size / 100;
  const transform = `translate(${x} ${y})${flip ? ' rotate(180)' : ''} translate(${-size / 2} ${-size / 2}) scale(${scale})`;
  return (
    <g className="pip" transform={transform}>
      {faces === 'german' ? <GermanPip suit={suit} /> : <FrenchPip suit={suit} />}
    </g>
  );
}

/** A suit sign on its own, sized by the text around it (for card names in running text). */
export function SuitIcon({ suit, faces }: { suit: Suit; faces: Faces }) {
  return (
    <svg
      className={`suit-icon suit-icon--${faces} suit-icon--${suit}`}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      {faces === 'german' ? <GermanPip suit={suit} /> : <FrenchPip suit={suit} />}
    </svg>
  );
}
