// A screen fetched ahead (ui/preloadable.tsx): drawn at once when its code is here, suspending before; a
// failed fetch can be tried again.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/ui/preloadable';

function Table({ name }: { name: string }) {
  return <p>table of {name}</p>;
}

const fallback = <p role="status">Loading…</p>;

describe('preloadable', () => {
  it('loaded ahead, it is drawn at once: no fallback, not even for a frame', async () => {
    const fetch = vi.fn(() => Promise.resolve({ default: Table }));
    const table = preloadable(fetch);
    expect(table.loaded()).toBe(false);
    await table.load();
    expect(table.loaded()).toBe(true);
    render(
      <Suspense fallback={fallback}>
        <table.Component name="Schwimmen" />
      </Suspense>,
    );
    expect(screen.getByText('table of Schwimmen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shown before its code is here, it suspends until it comes, fetching once', async () => {
    let arrive!: (m: { default: typeof Table }) => void;
    const fetch = vi.fn(() => new Promise<{ default: typeof Table }>((done) => (arrive = done)));
    const table = preloadable(fetch);
    render(
      <Suspense fallback={fallback}>
        <table.Component name="Schnapsen" />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    void table.load();
    await act(async () => arrive({ default: Table }));
    expect(await screen.findByText('table of Schnapsen', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is tried again on the next load', async () => {
    const fetch = vi
      .fn<() => Promise<{ default: typeof Table }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Table });
    const table = preloadable(fetch);
    await expect(table.load()).rejects.toThrow('offline');
    expect(table.loaded()).toBe(false);
    await expect(table.load()).resolves.toBe(Table);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
