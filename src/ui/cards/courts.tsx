// The court cards' figures and the aces' emblems, drawn for this project (no third-party deck). A court card
// is a double-headed bust, as on a real card: one half drawn once and turned about the middle. Every figure
// is put together from the same few pieces (robe, head, hair, headgear, what the hand holds), coloured by the
// suit (cards.css) and carrying the suit sign, so the art stays a few kB. Drawn in the card's 200 × 280 box,
// inside a frame (x 50–150) that leaves the index corners free.
import type { ReactNode } from 'react';
import type { Rank, Suit } from '../../engine/cards';
import type { Faces } from './names';
import { Pip } from './pips';

export type CourtRank = 'J' | 'Q' | 'K';

export function isCourt(rank: Rank): rank is CourtRank {
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/** Which figure each court rank shows: French jack, queen, king; German Unter, Ober, König. */
const FIGURES = {
  french: { J: 'jack', Q: 'queen', K: 'king' },
  german: { J: 'unter', Q: 'ober', K: 'king' },
} as const;

type Figure = (typeof FIGURES)[Faces][CourtRank];

const GOLD = '#e6b422';
const WHITE = '#fffdf7';
const LINE = '#3b2a1f';

/** Hair and beard colour by figure. */
const HAIR: Record<Figure, string> = {
  jack: '#4a2e17',
  queen: '#b7752e',
  king: '#8d8779',
  unter: '#6b3f1d',
  ober: '#2f2118',
};

function Face({ hair }: { hair: string }) {
  return (
    <>
      <path className="court__skin" d="M93 77h14v17l-7 5-7-5Z" />
      <ellipse className="court__skin" cx="85.5" cy="64" rx="2.6" ry="4.2" />
      <ellipse className="court__skin" cx="114.5" cy="64" rx="2.6" ry="4.2" />
      <ellipse className="court__skin" cx="100" cy="63" rx="14.5" ry="18.5" />
      <g className="court-fine" stroke="none">
        <circle cx="94.5" cy="61.5" r="1.8" fill={LINE} />
        <circle cx="105.5" cy="61.5" r="1.8" fill={LINE} />
        <circle cx="91" cy="70" r="3" fill="#e8857a" opacity="0.35" />
        <circle cx="109" cy="70" r="3" fill="#e8857a" opacity="0.35" />
      </g>
      <path
        className="court-fine"
        fill="none"
        stroke={hair}
        strokeWidth="1.5"
        strokeLinecap="round"
        d="M90.5 57q4-2.2 7.5-.3M102 56.7q3.5-1.9 7.5.3"
      />
      <path className="court-fine" fill="none" strokeWidth="1" d="M100 62v7q-1 1.6-3.2.8" />
      <path fill="none" stroke="#a83232" strokeWidth="1.6" strokeLinecap="round" d="M96 75q4 2.2 8 0" />
    </>
  );
}

/** The robe from the shoulders to the middle of the card, in the suit's colour. */
function Robe({ children }: { children?: ReactNode }) {
  return (
    <>
      <path className="court__cloth" d="M52 140v-26c0-12 12-19 30-22l18 8 18-8c18 3 30 10 30 22v26Z" />
      {children}
    </>
  );
}

/** A hand coming out of a gold cuff, holding something at (x, y). */
const Hand = ({ x, y }: { x: number; y: number }) => (
  <>
    <rect fill={GOLD} x={x - 5.5} y={y + 2.5} width="11" height="4.5" rx="1.5" />
    <ellipse className="court__skin" cx={x} cy={y} rx="5" ry="4.2" />
  </>
);

function Crown() {
  return (
    <>
      <path fill={GOLD} d="M84 48 81 28l10 9 9-11 9 11 10-9-3 20Z" />
      <path fill="#c8961a" d="M84 43h32v6H84Z" />
      <g stroke="none">
        <circle cx="81" cy="27" r="2.6" fill={GOLD} />
        <circle cx="100" cy="25" r="2.8" fill={GOLD} />
        <circle cx="119" cy="27" r="2.6" fill={GOLD} />
        <circle cx="100" cy="46" r="2" fill="#c62828" />
        <circle cx="91" cy="46" r="1.5" fill="#1d4ed8" />
        <circle cx="109" cy="46" r="1.5" fill="#1d4ed8" />
      </g>
    </>
  );
}

function King({ suit, faces }: { suit: Suit; faces: Faces }) {
  const hair = HAIR.king;
  return (
    <>
      <path fill={hair} d="M84 54c-3 12-2 24 1 32h30c3-8 4-20 1-32Z" />
      <Robe>
        <path fill={GOLD} d="M94 106h12l5 34H89Z" />
        <path fill={WHITE} d="M60 101c12 7 26 10 40 10s28-3 40-10l4 9c-14 8-30 11-44 11s-30-3-44-11Z" />
        <g className="court-fine" fill={LINE} stroke="none">
          <path d="M70 110h2.4v4H70ZM85 114h2.4v4H85ZM112.6 114h2.4v4h-2.4ZM127.6 110h2.4v4h-2.4Z" />
        </g>
      </Robe>
      <Face hair={hair} />
      <path fill={hair} d="M86 68c1 15 7 27 14 29 7-2 13-14 14-29-3 5-7 7-10 7-2-2-6-2-8 0-3 0-7-2-10-7Z" />
      <path fill={hair} d="M92 72q8-5 16 0-8 3-16 0Z" />
      <Crown />
      <path stroke={GOLD} strokeWidth="3.5" d="M66 60v78" />
      <circle cx="66" cy="56" r="4.5" fill={GOLD} />
      <path className="court-fine" strokeWidth="2" d="M66 46v6M63 49h6" />
      <Hand x={66} y={114} />
      <Pip suit={suit} faces={faces} x={134} y={40} size={faces === 'german' ? 24 : 20} />
    </>
  );
}

function Queen({ suit, faces }: { suit: Suit; faces: Faces }) {
  const hair = HAIR.queen;
  return (
    <>
      <path
        fill={hair}
        d="M83 60c-4 16-6 32-11 42 11 3 21-1 28-6 7 5 17 9 28 6-5-10-7-26-11-42-2-12-9-18-17-18s-15 6-17 18Z"
      />
      <Robe>
        <path fill={WHITE} d="M83 95q17 15 34 0l3 9q-20 15-40 0Z" />
        <path fill={GOLD} d="M95 115h10l4 25H91Z" />
      </Robe>
      <Face hair={hair} />
      <path fill={hair} d="M85.5 59c2-11 8-16 14.5-16s12.5 5 14.5 16c-5-5-10-7-14.5-7s-9.5 2-14.5 7Z" />
      <path fill={GOLD} d="M87 46l4-9 5 6 4-10 4 10 5-6 4 9q-13-4-26 0Z" />
      <g className="court-fine" fill={WHITE} strokeWidth="0.8">
        <circle cx="88" cy="100.5" r="1.8" />
        <circle cx="94" cy="104" r="1.8" />
        <circle cx="100" cy="105.5" r="1.8" />
        <circle cx="106" cy="104" r="1.8" />
        <circle cx="112" cy="100.5" r="1.8" />
      </g>
      <path stroke="#2e7d32" strokeWidth="2.5" d="M134 138V100" />
      <g fill="#e0457b" strokeWidth="1">
        <circle cx="134" cy="90" r="4" />
        <circle cx="140.5" cy="95" r="4" />
        <circle cx="138" cy="102.5" r="4" />
        <circle cx="130" cy="102.5" r="4" />
        <circle cx="127.5" cy="95" r="4" />
        <circle cx="134" cy="97" r="3" fill={GOLD} />
      </g>
      <Hand x={134} y={118} />
      <Pip suit={suit} faces={faces} x={66} y={40} size={20} />
    </>
  );
}

/** The jack and the Unter: a young man in a cap with a feather. */
function Page({ suit, faces, figure }: { suit: Suit; faces: Faces; figure: 'jack' | 'unter' }) {
  const hair = HAIR[figure];
  const german = figure === 'unter';
  return (
    <>
      <ellipse fill={hair} cx="86" cy="70" rx="5" ry="9" />
      <ellipse fill={hair} cx="114" cy="70" rx="5" ry="9" />
      <Robe>
        <path fill={WHITE} d="M64 101l8-4v43h-8ZM128 97l8 4v39h-8Z" />
        <path fill={GOLD} d="M83 93l17 11 17-11 4 7-21 13-21-13Z" />
        <path className="court-fine" fill={GOLD} d="M98 118h4v4h-4ZM98 128h4v4h-4Z" />
      </Robe>
      <Face hair={hair} />
      <path fill={WHITE} d="M115 44c7-9 14-17 24-21-3 9-10 17-19 24Z" />
      <path className="court__cloth" d="M79 52c-1-11 9-17 21-17s22 5 22 12c-10 4-31 6-43 5Z" />
      <path fill="none" stroke={GOLD} strokeWidth="3" d="M81 49q19 3 40-3" />
      {german ? (
        <>
          {/* On a light disc: on the robe of its own colour the sign would vanish. */}
          <circle fill={WHITE} cx="132" cy="113" r="15" />
          <Pip suit={suit} faces={faces} x={132} y={113} size={24} />
          <Hand x={132} y={130} />
        </>
      ) : (
        <>
          <path stroke="#7a5230" strokeWidth="3" d="M136 44v94" />
          <path fill="#c9d1d9" d="M136 30l-4.5 10h9ZM136 46c7 0 10 5 10 11-4-3-7-4-10-4Z" />
          <Hand x={136} y={114} />
        </>
      )}
      <Pip suit={suit} faces={faces} x={66} y={40} size={20} />
    </>
  );
}

/** The Ober: a grown man with a moustache and a broad hat with a plume, the suit sign held high. */
function Ober({ suit, faces }: { suit: Suit; faces: Faces }) {
  const hair = HAIR.ober;
  return (
    <>
      <path fill={hair} d="M85 56c-3 10-2 20 0 26h30c2-6 3-16 0-26Z" />
      <Robe>
        <path fill={GOLD} d="M58 104c14 8 28 11 42 11s28-3 42-11l2 8c-14 9-30 12-44 12s-30-3-44-12Z" />
        <path fill={WHITE} d="M95 124h10v16H95Z" />
      </Robe>
      <Face hair={hair} />
      <path fill={hair} d="M90 72q5-4 10-1 5-3 10 1-5 4-10 1-5 3-10-1Z" />
      <path fill={hair} d="M96 81q4 6 8 0-4 2-8 0Z" />
      <path fill={WHITE} d="M104 40c4-12 14-18 26-18-5 8-13 15-24 20Z" />
      <path className="court__cloth" d="M72 50c4-4 14-6 28-6s24 2 28 6c-8 4-48 4-56 0Z" />
      <path className="court__cloth" d="M86 46c0-9 6-13 14-13s14 4 14 13Z" />
      <path className="court__sleeve" d="M142 108q0-18-8-30" />
      <Pip suit={suit} faces={faces} x={134} y={56} size={26} />
      <Hand x={134} y={72} />
      <Pip suit={suit} faces={faces} x={66} y={40} size={20} />
    </>
  );
}

function Half({ figure, suit, faces }: { figure: Figure; suit: Suit; faces: Faces }) {
  switch (figure) {
    case 'king':
      return <King suit={suit} faces={faces} />;
    case 'queen':
      return <Queen suit={suit} faces={faces} />;
    case 'ober':
      return <Ober suit={suit} faces={faces} />;
    case 'jack':
    case 'unter':
      return <Page suit={suit} faces={faces} figure={figure} />;
  }
}

/** A court card's picture: the frame, the figure twice (turned about the middle), the dividing line. */
export function CourtFigure({ rank, suit, faces }: { rank: CourtRank; suit: Suit; faces: Faces }) {
  const figure = FIGURES[faces][rank];
  return (
    <g className="court" data-art={`figure-${figure}`}>
      <rect className="card__court" x="50" y="20" width="100" height="240" rx="8" />
      <g stroke={LINE} strokeWidth="1.2" strokeLinejoin="round">
        <Half figure={figure} suit={suit} faces={faces} />
        <g transform="rotate(180 100 140)">
          <Half figure={figure} suit={suit} faces={faces} />
        </g>
      </g>
      <path className="court__middle" d="M50 140h100" />
      <rect className="card__court-line" x="54" y="24" width="92" height="232" rx="5" />
    </g>
  );
}

/** An ace's emblem: one large suit sign in an ornamental ring. */
export function AceEmblem({ suit, faces }: { suit: Suit; faces: Faces }) {
  const german = faces === 'german';
  return (
    <g className="ace" data-art="emblem">
      <ellipse className="ace__outer" cx="100" cy="140" rx="66" ry={german ? 94 : 76} />
      <ellipse className="ace__ring" cx="100" cy="140" rx="60" ry={german ? 88 : 70} />
      <ellipse className="ace__dots court-fine" cx="100" cy="140" rx="52" ry={german ? 80 : 62} />
      {[0, 90, 180, 270].map((angle) => {
        const ry = german ? 88 : 70;
        const [x, y] = [
          [100, 140 - ry],
          [160, 140],
          [100, 140 + ry],
          [40, 140],
        ][angle / 90];
        return (
          <path
            key={angle}
            className="ace__leaf"
            transform={`translate(${x} ${y}) rotate(${angle})`}
            d="M0-10c4 4 6 8 6 11S3 6 0 8c-3-2-6-4-6-7s2-7 6-11Z"
          />
        );
      })}
      {german && (
        <path
          className="ace__ribbon"
          d="M58 214h84l-6 8 6 8H58l6-8Zm14 0h56v16H72Z"
          transform="translate(0 -2)"
        />
      )}
      <Pip suit={suit} faces={faces} x={100} y={german ? 132 : 140} size={german ? 92 : 84} />
    </g>
  );
}
