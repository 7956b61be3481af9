// A computer player's face, drawn in SVG from a few parts chosen by the player's name (avatar.ts), and the
// player's computer level beside it. The face is decoration (the name is written beside it); the level is
// text, read out with the words "Computer level" before it.
import type { Level } from '../../../bots/types';
import { avatarOf, type AvatarParts } from './avatar';

const INK = '#1f2937';

/** Hair drawn behind the head (long hair, a bob, a bun, a ponytail). */
function HairBack({ style, colour }: { style: AvatarParts['hairStyle']; colour: string }) {
  switch (style) {
    case 'long':
      return <path fill={colour} d="M18 28c0-11 6-18 14-18s14 7 14 18v20H18Z" />;
    case 'bob':
      return <path fill={colour} d="M18 28c0-11 6-18 14-18s14 7 14 18l1 11H17Z" />;
    case 'bun':
      return <circle fill={colour} cx="32" cy="9" r="6" />;
    case 'ponytail':
      return <path fill={colour} d="M42 16c8 2 10 12 7 22-2-6-4-10-8-13Z" />;
    default:
      return null;
  }
}

/** Hair over the top of the head. */
function HairFront({ style, colour }: { style: AvatarParts['hairStyle']; colour: string }) {
  switch (style) {
    case 'curly':
      return (
        <g fill={colour}>
          <circle cx="22" cy="22" r="5" />
          <circle cx="26" cy="16" r="5.5" />
          <circle cx="32" cy="14" r="6" />
          <circle cx="38" cy="16" r="5.5" />
          <circle cx="42" cy="22" r="5" />
        </g>
      );
    case 'spiky':
      return <path fill={colour} d="M20 26l1-9 3 3 3-8 3 6 3-7 3 7 3-5 2 7 3-2-1 8c-7-4-17-4-23 0Z" />;
    case 'short':
      return <path fill={colour} d="M20 27c-1-10 5-15 12-15s13 5 12 15c-3-5-8-7-12-7s-9 2-12 7Z" />;
    default:
      // Long hair, a bob, a bun, a ponytail: a parting over the forehead.
      return <path fill={colour} d="M20 27c0-10 5-15 12-15s12 5 12 15c-4-6-8-8-12-8-2 4-7 7-12 8Z" />;
  }
}

function Headwear({ kind, colour }: { kind: AvatarParts['headwear']; colour: string }) {
  switch (kind) {
    case 'cap':
      return (
        <g fill={colour} stroke={INK} strokeWidth="0.8">
          <path d="M20 22c0-7 5-11 12-11s12 4 12 11Z" />
          <path d="M40 21h11c0 2-2 3-4 3h-7Z" />
        </g>
      );
    case 'beanie':
      return (
        <g fill={colour} stroke={INK} strokeWidth="0.8">
          <path d="M19.5 23c0-8 5-13 12.5-13s12.5 5 12.5 13Z" />
          <path d="M19 21h26v4H19Z" fill="#fff" opacity="0.9" />
          <circle cx="32" cy="8.5" r="3" fill="#fff" />
        </g>
      );
    case 'hat':
      return (
        <g fill={colour} stroke={INK} strokeWidth="0.8">
          <path d="M12 21c4-2 36-2 40 0-4 3-36 3-40 0Z" />
          <path d="M22 20c0-6 3-10 10-10s10 4 10 10Z" />
          <path d="M22 17h20v3H22Z" fill={INK} />
        </g>
      );
    case 'none':
      return null;
  }
}

function Glasses({ kind }: { kind: AvatarParts['glasses'] }) {
  if (kind === 'none') return null;
  return (
    <g fill="rgb(255 255 255 / 25%)" stroke={INK} strokeWidth="1.2">
      {kind === 'round' ? (
        <>
          <circle cx="27" cy="28" r="3.6" />
          <circle cx="37" cy="28" r="3.6" />
        </>
      ) : (
        <>
          <rect x="22.8" y="25" width="8.2" height="6" rx="1.2" />
          <rect x="33" y="25" width="8.2" height="6" rx="1.2" />
        </>
      )}
      <path d="M30.6 27.5q1.4-1 2.8 0" fill="none" />
    </g>
  );
}

/** The face of the computer player called `name`: the same name always draws the same face. */
export function Avatar({ name }: { name: string }) {
  const parts = avatarOf(name);
  return (
    <span className="avatar" aria-hidden="true">
      <svg viewBox="0 0 64 64" focusable="false">
        <rect width="64" height="64" fill={parts.backdrop} />
        <g transform="translate(-3 -0.5) scale(1.1)">
          <HairBack style={parts.hairStyle} colour={parts.hairColour} />
          <path fill={parts.shirt} d="M7 64c0-13 11-20 25-20s25 7 25 20Z" />
          <path fill={parts.skin} d="M27 36h10v9l-5 5-5-5Z" />
          <path fill="none" stroke="#fff" strokeWidth="2" d="M26 45l6 6 6-6" />
          <circle fill={parts.skin} cx="20.5" cy="29" r="3" />
          <circle fill={parts.skin} cx="43.5" cy="29" r="3" />
          <ellipse fill={parts.skin} cx="32" cy="28" rx="11.5" ry="13" />
          <HairFront style={parts.hairStyle} colour={parts.hairColour} />
          <g fill={INK}>
            <circle cx="27" cy="28.5" r="1.5" />
            <circle cx="37" cy="28.5" r="1.5" />
          </g>
          <g fill="#f87171" opacity="0.35">
            <circle cx="24" cy="33" r="2.4" />
            <circle cx="40" cy="33" r="2.4" />
          </g>
          <path
            fill="none"
            stroke="#7f1d1d"
            strokeWidth="1.4"
            strokeLinecap="round"
            d="M28.5 34.5q3.5 3 7 0"
          />
          <Glasses kind={parts.glasses} />
          <Headwear kind={parts.headwear} colour={parts.hat} />
        </g>
      </svg>
    </span>
  );
}

/**
 * A computer player's level beside the face: the level's name in sight ("Hard"), the words "Computer level"
 * before it for screen readers. `id` lets the seat name it as its description.
 */
export function SeatLevel({
  id,
  level,
  label,
  name,
}: {
  id?: string;
  level: Level;
  /** "Computer level", from the game's settings texts. */
  label: string;
  /** The level's own name ("Hard"). */
  name: string;
}) {
  return (
    <span className={`seat__level seat__level--${level}`} id={id}>
      {/* One text to read out: a screen reader may run the two spans' words together. */}
      <span className="visually-hidden">{`${label} ${name}`}</span>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
