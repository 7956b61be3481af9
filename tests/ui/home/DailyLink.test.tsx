// Issue 40: each game's card on the home screen opens its deal of the day for the device's local date, by
// a link (its address shareable) that opens in place when clicked.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Home } from '../../../src/ui/home/Home';

const hrefFor = (game: string) => `/?game=${game}`;
const hrefForDaily = (game: string, day: string) => `/?game=${game}&daily=${day}`;

describe('issue 40: Deal of the day on the home screen', () => {
  beforeEach(() => {
    // Late in the evening of 6 December, local time: in UTC it may be the 7th already, or still the 6th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 6, 23, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('offers a link per game, named after it, to the address of the local date', () => {
    render(<Home hrefFor={hrefFor} onOpen={() => {}} hrefForDaily={hrefForDaily} />);
    expect(screen.getByRole('link', { name: 'Deal of the day: Schwimmen' })).toHaveAttribute(
      'href',
      '/?game=schwimmen&daily=2026-12-06',
    );
    expect(screen.getByRole('link', { name: 'Deal of the day: Schnapsen' })).toHaveAttribute(
      'href',
      '/?game=schnapsen&daily=2026-12-06',
    );
    // The game's own link keeps its exact name.
    expect(screen.getByRole('link', { name: 'Schwimmen' })).toHaveAttribute('href', '/?game=schwimmen');
  });

  it('a plain click opens it in place with the date of the click; a click with a modifier is the browser’s', () => {
    const onOpenDaily = vi.fn();
    const onOpen = vi.fn();
    render(<Home hrefFor={hrefFor} onOpen={onOpen} hrefForDaily={hrefForDaily} onOpenDaily={onOpenDaily} />);
    const link = screen.getByRole('link', { name: 'Deal of the day: Schnapsen' });
    // Past midnight with the page left open: the new day's deal.
    vi.setSystemTime(new Date(2026, 11, 7, 0, 5));
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpenDaily).toHaveBeenCalledWith('schnapsen', '2026-12-07');
    expect(onOpen).not.toHaveBeenCalled();
    // The browser would open it in a new tab (jsdom cannot: the test stops it once the page had its say).
    const left = vi.fn((e: Event) => e.defaultPrevented);
    window.addEventListener(
      'click',
      (e) => {
        left(e);
        e.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { metaKey: true });
    expect(left).toHaveReturnedWith(false);
    expect(onOpenDaily).toHaveBeenCalledOnce();
  });

  it('without an address for it, there is no such link', () => {
    render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.queryByRole('link', { name: /Deal of the day/ })).toBeNull();
  });
});
