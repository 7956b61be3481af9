// Issue 38: a part of the app whose code cannot come (offline before the app is installed) says what is
// missing, with Try again, and comes by itself once the browser is back online; the rest of the screen goes on.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isLoadError } from '../../../../src/store/chunks';
import { clearMissing, reportMissing } from '../../../../src/store/missing';
import { showScreen } from '../../../../src/store/shell';
import { en } from '../../../../src/ui/i18n/en';
import { lazyPart } from '../../../../src/ui/preloadable';
import { LoadBoundary } from '../../../../src/ui/shared/offline/LoadBoundary';
import { NetworkNotices } from '../../../../src/ui/shared/offline/NetworkNotices';

const n = en.network;

let onLine: MockInstance | null = null;

function goOffline() {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  onLine?.mockRestore();
  act(() => void window.dispatchEvent(new Event('online')));
}

// React reports every error a boundary catches; a LoadError is what these tests make on purpose. Back online,
// the server answers the check that it is there.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null))),
  );
  const report = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!args.some(isLoadError)) report(...args);
  });
});

function Rules() {
  return <p>the rules</p>;
}

/** Shows what an error that is not about loading reached. */
class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>outer: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('issue 38: a part whose code cannot come', () => {
  it('says what is missing while offline, fetches nothing, and comes by itself once back online', async () => {
    const fetch = vi.fn(() => Promise.resolve(Rules));
    const Part = lazyPart(fetch);
    const onClose = vi.fn();
    goOffline();
    render(
      <Suspense fallback={null}>
        <LoadBoundary variant="toast" part="rules" onClose={onClose}>
          <Part />
        </LoadBoundary>
        <p>the table</p>
      </Suspense>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(n.rules.offline);
    expect(alert).toHaveTextContent(n.whenBack);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('the table')).toBeInTheDocument();

    // Try again while still offline: the same notice, still nothing fetched.
    await userEvent.click(screen.getByRole('button', { name: n.retry }));
    expect(await screen.findByRole('alert')).toHaveTextContent(n.rules.offline);
    expect(fetch).not.toHaveBeenCalled();

    goOnline();
    expect(await screen.findByText('the rules')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Close gives the part up for now', async () => {
    const Part = lazyPart(() => Promise.resolve(Rules));
    const onClose = vi.fn();
    goOffline();
    render(
      <Suspense fallback={null}>
        <LoadBoundary variant="toast" part="settings" onClose={onClose}>
          <Part />
        </LoadBoundary>
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(n.settings.offline);
    await userEvent.click(screen.getByRole('button', { name: n.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a whole screen that cannot come says so in its place, with the way home', async () => {
    const Table = lazyPart(() => Promise.resolve(() => <p>the table</p>));
    const onHome = vi.fn();
    goOffline();
    render(
      <Suspense fallback={null}>
        <LoadBoundary variant="screen" part="table" home={{ href: '/', label: en.app.home, onHome }}>
          <Table />
        </LoadBoundary>
      </Suspense>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(n.table.offline);
    expect(screen.getByRole('button', { name: n.retry })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: en.app.home }));
    expect(onHome).toHaveBeenCalled();
  });

  it('a file that failed to arrive online asks the player to check the connection, and does not loop', async () => {
    const fetch = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Rules-1.js')),
    );
    const Part = lazyPart(fetch);
    render(
      <Suspense fallback={null}>
        <LoadBoundary variant="toast" part="rules">
          <Part />
        </LoadBoundary>
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(n.rules.failed);
    expect(screen.queryByText(n.whenBack)).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an error of the part’s own code is not this notice’s: it goes on to the screen’s boundary', async () => {
    const Broken = lazyPart(() =>
      Promise.resolve(() => {
        throw new Error('broken rules page');
      }),
    );
    vi.mocked(console.error).mockImplementation(() => {});
    render(
      <Outer>
        <Suspense fallback={null}>
          <LoadBoundary variant="toast" part="rules">
            <Broken />
          </LoadBoundary>
        </Suspense>
      </Outer>,
    );
    expect(await screen.findByText('outer: broken rules page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a part nobody asked for (an offer) shows nothing, and comes once back online', async () => {
    const Offer = lazyPart(() => Promise.resolve(() => <p>the offer</p>));
    goOffline();
    const { container } = render(
      <Suspense fallback={null}>
        <LoadBoundary variant="silent">
          <Offer />
        </LoadBoundary>
      </Suspense>,
    );
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    goOnline();
    expect(await screen.findByText('the offer')).toBeInTheDocument();
  });
});

describe('issue 38: the notices over the table about what waits for the network', () => {
  beforeEach(() => {
    act(() => showScreen('schwimmen'));
    for (const kind of ['computers', 'standIn', 'hint'] as const)
      for (const game of ['schwimmen', 'schnapsen'] as const) clearMissing(kind, game);
  });

  it('computers who cannot move: said with Try again, for the game on screen only', async () => {
    const retry = vi.fn();
    goOffline();
    render(<NetworkNotices />);
    act(() => {
      reportMissing({ kind: 'computers', game: 'schwimmen', retry });
      reportMissing({ kind: 'computers', game: 'schnapsen', retry: () => {} });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(n.computers.offline);
    await userEvent.click(screen.getByRole('button', { name: n.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => clearMissing('computers', 'schwimmen'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searching players playing at the normal level: said, and it can be put away', async () => {
    goOffline();
    render(<NetworkNotices />);
    act(() => reportMissing({ kind: 'standIn', game: 'schwimmen' }));
    expect(screen.getByRole('status')).toHaveTextContent(n.standIn.offline);
    goOnline();
    expect(screen.getByRole('status')).toHaveTextContent(n.standIn.failed);
    await userEvent.click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(screen.queryByRole('status')).toBeNull();
    // Said again with every move meanwhile: put away, it stays away until the players are back at their level.
    act(() => reportMissing({ kind: 'standIn', game: 'schwimmen' }));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      clearMissing('standIn', 'schwimmen');
      reportMissing({ kind: 'standIn', game: 'schwimmen' });
    });
    expect(screen.getByRole('status')).toHaveTextContent(n.standIn.failed);
  });

  it('a hint that could not be worked out: said while its position is on the table', () => {
    let current = true;
    render(<NetworkNotices />);
    act(() => reportMissing({ kind: 'hint', game: 'schwimmen', retry: () => {}, current: () => current }));
    expect(screen.getByRole('alert')).toHaveTextContent(n.hint.failed);
    current = false;
    act(() => reportMissing({ kind: 'standIn', game: 'schnapsen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
