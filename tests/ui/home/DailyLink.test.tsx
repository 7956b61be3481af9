// Issue 40: each game's card on the home screen opens its deal of the day for the device's local date, by
// a button that opens it in place.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Home } from '../../../src/ui/home/Home';

const hrefFor = (game: string) => `/?game=${game}`;

describe('issue 40: Deal of the day on the home screen', () => {
  beforeEach(() => {
    // Late in the evening of 6 December, local time: in UTC it may be the 7th already, or still the 6th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 6, 23, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('offers a button per game, named after it, that opens the deal of the local date', () => {
    const onOpenDaily = vi.fn();
    render(<Home hrefFor={hrefFor} onOpen={() => {}} onOpenDaily={onOpenDaily} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deal of the day: Schwimmen' }));
    expect(onOpenDaily).toHaveBeenLastCalledWith('schwimmen', '2026-12-06');
    // The game's own link keeps its exact name.
    expect(screen.getByRole('link', { name: 'Schwimmen' })).toHaveAttribute('href', '/?game=schwimmen');
  });

  it('takes the date of the press: a page left open past midnight opens the new day’s deal', () => {
    const onOpenDaily = vi.fn();
    const onOpen = vi.fn();
    render(<Home hrefFor={hrefFor} onOpen={onOpen} onOpenDaily={onOpenDaily} />);
    const button = screen.getByRole('button', { name: 'Deal of the day: Schnapsen' });
    vi.setSystemTime(new Date(2026, 11, 7, 0, 5));
    fireEvent.click(button);
    expect(onOpenDaily).toHaveBeenCalledWith('schnapsen', '2026-12-07');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('without a way to open it, there is no such button', () => {
    render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.queryByRole('button', { name: /Deal of the day/ })).toBeNull();
  });
});
