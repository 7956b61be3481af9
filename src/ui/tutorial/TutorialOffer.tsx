// The first visit's offer of the tutorial: a small note with How to play and No, thanks, where it covers
// nothing the player needs. Either answer is remembered on the device (offer.ts), so it never comes again.
// Loaded on demand, with its texts, only while it has not been answered; the game's screen leaves it out
// while a result lies over the table.
import { useLayoutEffect, useRef, useState } from 'react';
import { useMessages, format } from '../i18n';
import { tutorial as english } from '../i18n/en/tutorial';
import { usePageText } from '../i18n/pages';
import type { Game } from '../../store';
import { answerOffer } from './offer';
import { freeSpot, type Box, type Spot } from './offerPlace';
import './tutorial.css';
import { byGame, uiGameOf } from '../games';

export interface TutorialOfferProps {
  game: Game;
  /**
   * CSS selectors of what the player may look at (the menu bar, the seats, the middle, the hand, the turn's
   * buttons, the status line, the move log): the offer lies over none of them.
   */
  keepClear: readonly string[];
  /**
   * CSS selectors of what the player needs without scrolling (the seats, the middle, the hand, the turn's
   * buttons): the offer never pushes one of them that was in the window out of it.
   */
  keepInView: readonly string[];
  /** Called on either answer (the offer goes). */
  onAnswer(): void;
  /** Opens the tutorial. */
  onAccept(): void;
}

/**
 * How the offer is laid out, in the order tried: a note of its own on a free spot of the first screen
 * (`stack`, its buttons under its text; `row`, beside it, as wide as the free band it lies in; `pair`, the two
 * buttons alone, the text left to the screen reader, for the narrow band a short landscape window leaves
 * under the felt), or, when the table leaves no spot free (a small phone, a crowded table), a `strip` in the
 * page's flow under the menu bar, for which the felt is drawn as much smaller as it takes (tutorial.css);
 * `strip-pair` is that strip with the buttons alone.
 */
type Shape = 'stack' | 'row' | 'pair' | 'strip' | 'strip-pair';

/** `at`: the spot from the corner of the box the note is positioned in; `width`: a row's width. */
type Place =
  | { shape: 'stack' | 'row' | 'pair'; at: Spot; width?: number }
  | { shape: 'strip' | 'strip-pair'; zoom: Zoom };

/** The felt's sizes under a strip, largest first (tutorial.css draws each; 0.64 is the tutorial's own). */
const ZOOMS = ['1', '0.9', '0.8', '0.72', '0.64'] as const;
type Zoom = (typeof ZOOMS)[number];

/** Room kept between the note and anything else, and the window's edges. */
const GAP = 6;
/** A row is tried this much narrower each time (its text then wraps to more lines). */
const ROW_STEP = 16;

export default TutorialOffer;

export function TutorialOffer({ game, keepClear, keepInView, onAnswer, onAccept }: TutorialOfferProps) {
  const t = useMessages();
  const text = usePageText('tutorial', english);
  const ref = useRef<HTMLElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const clear = keepClear.join(',');
  const inView = keepInView.join(',');

  useLayoutEffect(() => {
    const note = ref.current;
    if (!note) return;
    let parts = 0;
    const decide = () => {
      parts = boxesOf(inView).length;
      const found = findPlace(note, clear, inView);
      // Laid out at once as React is about to draw it: the table's own resize handler (which scrolls the
      // hand into view) then sees the page as it will be.
      show(note, found);
      setPlace(found);
    };
    decide();
    // The table moves on under the note (a hint opens, the log grows, the seats' last moves change): the note
    // keeps its spot while that stays free, and looks for another once it does not. A strip stays as it is
    // until the window changes, or the table does (players seated or gone).
    let frame = 0;
    const look = () => {
      frame = 0;
      const strip = note.dataset.shape?.startsWith('strip') === true;
      if (boxesOf(inView).length !== parts || (!strip && covered(note, clear))) decide();
    };
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(look);
    });
    observer.observe(note.parentElement ?? document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    // Before the table's own resize handlers, so that they see the offer in its new place.
    window.addEventListener('resize', decide, { capture: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', decide, { capture: true });
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [clear, inView, text]);

  if (!text) return null;
  const answer = (accept: boolean) => {
    answerOffer(game);
    onAnswer();
    if (accept) onAccept();
  };
  const shape: Shape = place?.shape ?? 'stack';
  return (
    <aside
      ref={ref}
      className="tut-offer"
      data-shape={shape}
      data-zoom={place && 'zoom' in place && place.zoom !== '1' ? place.zoom : undefined}
      // Drawn only once its place is known, so that it never flashes over the table.
      style={
        place === null
          ? { visibility: 'hidden' }
          : 'at' in place
            ? { left: place.at.left, top: place.at.top, width: place.width }
            : undefined
      }
      aria-label={byGame(text.title, game)}
      data-testid="tutorial-offer"
    >
      <p className="tut-offer__text">{format(text.offer.text, { game: uiGameOf(game)?.title(t) ?? game })}</p>
      <div className="tut-offer__buttons">
        <button type="button" className="table-button table-button--primary" onClick={() => answer(true)}>
          {format(t.app.start.howToPlay, { game: uiGameOf(game)?.title(t) ?? game })}
        </button>
        <button type="button" className="table-button" onClick={() => answer(false)}>
          {text.offer.no}
        </button>
      </div>
    </aside>
  );
}

/** An element's box in the page's coordinates: the note scrolls with the page, over the first screen. */
function pageBox(el: Element): Box {
  const r = el.getBoundingClientRect();
  return {
    left: r.left + scrollX,
    top: r.top + scrollY,
    right: r.right + scrollX,
    bottom: r.bottom + scrollY,
  };
}

/** The boxes of what the selectors find, in document order; an element not drawn has an empty box. */
function boxesOf(selectors: string): Box[] {
  if (selectors === '') return [];
  return [...document.querySelectorAll(selectors)].map(pageBox);
}

const drawn = (b: Box) => b.right > b.left && b.bottom > b.top;

/**
 * Tries the note's shapes on the page as it is without the note, nearest the first screen's bottom right
 * corner, then the strips with the felt drawn smaller step by step. Each shape is put on the element in turn
 * and measured (the page lays itself out anew for each, without drawing), and its own shape and spot are put
 * back before anything is drawn.
 */
function findPlace(note: HTMLElement, clear: string, inView: string): Place {
  const own = { shape: note.dataset.shape, zoom: note.dataset.zoom };
  const { left, top, width } = note.style;
  try {
    // As a note it lies over the page, so the page is laid out as without it; in the corner, so that its
    // width is its own, not what is left of the window right of its last spot.
    note.dataset.shape = 'stack';
    delete note.dataset.zoom;
    note.style.left = '0px';
    note.style.top = '0px';
    note.style.width = '';
    const taken = boxesOf(clear).filter(drawn);
    const area: Box = {
      left: GAP,
      top: GAP,
      right: document.documentElement.clientWidth - GAP,
      bottom: innerHeight - GAP,
    };
    const at = (spot: Spot): Spot => {
      const parent = note.offsetParent;
      const origin = parent && parent !== document.body ? pageBox(parent) : { left: 0, top: 0 };
      return { left: spot.left - origin.left, top: spot.top - origin.top };
    };
    const spotFor = (shape: 'stack' | 'pair') => {
      note.dataset.shape = shape;
      return freeSpot(area, note.offsetWidth, note.offsetHeight, taken, GAP);
    };

    const stack = spotFor('stack');
    if (stack) return { shape: 'stack', at: at(stack) };
    note.dataset.shape = 'row';
    for (let w = Math.floor(area.right - area.left); w > 0; w -= ROW_STEP) {
      note.style.width = `${w}px`;
      // Narrower than its buttons and the longest word of its text: it would spill out of its own box.
      if (note.scrollWidth > note.clientWidth) break;
      const spot = freeSpot(area, w, note.offsetHeight, taken, GAP);
      if (spot) return { shape: 'row', at: at(spot), width: w };
    }
    note.style.width = '';
    const pair = spotFor('pair');
    if (pair) return { shape: 'pair', at: at(pair) };

    // Everything the player needs in the window, with the felt as large as that allows; failing that (a
    // crowded table on a small phone, already brought into view by scrolling), nothing reaching further down
    // than it did without the strip.
    const before = boxesOf(inView).map((b) => b.bottom);
    const inWindow = before.map(() => innerHeight + 0.5);
    const noLower = before.map((bottom) => Math.max(bottom, innerHeight) + 0.5);
    note.style.left = '';
    note.style.top = '';
    for (const limits of [inWindow, noLower]) {
      for (const shape of ['strip', 'strip-pair'] as const) {
        note.dataset.shape = shape;
        for (const zoom of ZOOMS) {
          if (zoom === '1') delete note.dataset.zoom;
          else note.dataset.zoom = zoom;
          if (boxesOf(inView).every((b, i) => b.bottom <= limits[i])) return { shape, zoom };
        }
      }
    }
    return { shape: 'strip-pair', zoom: ZOOMS[ZOOMS.length - 1] };
  } finally {
    if (own.shape === undefined) delete note.dataset.shape;
    else note.dataset.shape = own.shape;
    if (own.zoom === undefined) delete note.dataset.zoom;
    else note.dataset.zoom = own.zoom;
    note.style.left = left;
    note.style.top = top;
    note.style.width = width;
  }
}

/** Puts the note in its place on the page, as the component draws it. */
function show(note: HTMLElement, place: Place) {
  note.dataset.shape = place.shape;
  if ('zoom' in place && place.zoom !== '1') note.dataset.zoom = place.zoom;
  else delete note.dataset.zoom;
  note.style.visibility = '';
  note.style.left = 'at' in place ? `${place.at.left}px` : '';
  note.style.top = 'at' in place ? `${place.at.top}px` : '';
  note.style.width = 'at' in place && place.width !== undefined ? `${place.width}px` : '';
}

/** Whether anything to keep clear has come onto the note where it lies. */
function covered(note: HTMLElement, clear: string): boolean {
  const box = pageBox(note);
  return boxesOf(clear).some(
    (b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom,
  );
}
