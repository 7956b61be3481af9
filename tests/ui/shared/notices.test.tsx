// Issue 12: the notices about saving (toasts over the table), the error boundary around each screen, the
// shared-deal question, and the Back button closing a dialog instead of leaving the game.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameStore, saveHealth } from '../../../src/store';
import { statsStore } from '../../../src/stats/store';
import { App } from '../../../src/ui/App';
import { format } from '../../../src/ui/i18n';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { es } from '../../../src/ui/i18n/es';
import { fr } from '../../../src/ui/i18n/fr';
import { nb } from '../../../src/ui/i18n/nb';
import {
  notSavedText,
  partName,
  SaveNotices,
  TOOK_OVER_MS,
} from '../../../src/ui/shared/notices/SaveNotices';
import { games } from '../../../src/games';
import { DAILY_KEY } from '../../../src/stats/dailyStore';
import { PartBoundary, ScreenBoundary } from '../../../src/ui/shared/notices/ScreenBoundary';
import { SchwimmenApp } from '../../../src/ui/schwimmen/SchwimmenApp';
import { sw, swSettings, withTable } from '../../store/helpers';

const n = en.app.notices;
const report = (kept: boolean) =>
  ({ key: 'kartenrunde:schnapsen:match', problem: 'unreadable', kept, raw: '{"broken": tru' }) as const;

beforeEach(() => {
  act(() => {
    gameStore().setState({
      saveProblems: [],
      tookOver: null,
      sharedDeal: null,
      dialog: null,
      screen: 'home',
    });
    saveHealth().setState({ unsaved: [], problems: [] });
  });
});

describe('issue 12: notices about saving', () => {
  it('issue 38: a part whose write fails gets a lasting notice naming it, until that part is saved again', () => {
    const match = 'kartenrunde:schwimmen:match';
    const stats = 'kartenrunde:stats';
    // The match still does not fit whenever it is written again.
    const health = saveHealth().getState();
    const unregister = health.register(match, () => saveHealth().getState().report(match, false));
    render(<SaveNotices showStats={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => saveHealth().getState().report(match, false));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(format(n.notSaved, { what: n.parts[match] }));
    // Lasting: there is nothing to dismiss it with.
    expect(screen.queryByRole('button', { name: en.screens.notice.dismiss })).toBeNull();
    act(() => saveHealth().getState().report(stats, false));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Not being saved on this device: ${n.parts[match]} and ${n.parts[stats]}.`,
    );
    // Another part saved fine: the match is still not saved, and still said.
    act(() => saveHealth().getState().report('kartenrunde:schwimmen:settings', true));
    act(() => saveHealth().getState().report(stats, true));
    expect(screen.getByRole('status')).toHaveTextContent(format(n.notSaved, { what: n.parts[match] }));
    unregister();
    act(() => saveHealth().getState().report(match, true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('issue 38: the lasting notice folds to one line, and opens again when another part stops being saved', async () => {
    const match = 'kartenrunde:schwimmen:match';
    render(<SaveNotices showStats={false} />);
    act(() => saveHealth().getState().report(match, false));
    await userEvent.click(screen.getByRole('button', { name: n.fold }));
    expect(screen.getByRole('status')).toHaveTextContent(n.notSavedShort);
    expect(screen.getByRole('status')).not.toHaveTextContent(n.parts[match]);
    const open = screen.getByRole('button', { name: n.unfold });
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(screen.getByRole('status')).toHaveTextContent(n.parts[match]);
    expect(screen.getByRole('button', { name: n.fold })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: n.fold }));
    act(() => saveHealth().getState().report('kartenrunde:stats', false));
    expect(screen.getByRole('status')).toHaveTextContent(
      `${n.parts[match]} and ${n.parts['kartenrunde:stats']}`,
    );
    act(() => {
      saveHealth().getState().report('kartenrunde:stats', true);
      saveHealth().getState().report(match, true);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('issue 40: every part a game saves, and the daily history, has its own name in every language', () => {
    const keys = [...games().flatMap((g) => Object.values(g.saveKeys)), DAILY_KEY];
    expect(keys).toContain('kartenrunde:schwimmen:daily');
    for (const catalog of [en, de, fr, es, nb]) {
      const names: Record<string, string> = catalog.app.notices.parts;
      for (const key of keys) expect(names[key], key).toBeTruthy();
    }
    expect(partName(en.app.notices, 'kartenrunde:schnapsen:daily')).toBe('your Schnapsen deal of the day');
  });

  it('issue 38: the parts not saved are listed in the words of each language', () => {
    const keys = ['kartenrunde:schnapsen:bummerls', 'kartenrunde:language', 'kartenrunde:sound'];
    expect(notSavedText(de.app.notices, 'de', keys)).toContain(
      'nicht gespeichert: deine Bummerl-Bilanz, deine Sprachwahl und deine Ton-Einstellung.',
    );
    expect(notSavedText(fr.app.notices, 'fr', keys)).toContain(
      'votre bilan de Bummerls, votre choix de langue et votre réglage du son.',
    );
    expect(notSavedText(es.app.notices, 'es', keys)).toContain(
      'tu historial de Bummerls, tu elección de idioma y tu ajuste de sonido.',
    );
    expect(notSavedText(nb.app.notices, 'nb', keys)).toContain(
      'Bummerl-resultatene dine, språkvalget ditt og lydinnstillingen din.',
    );
  });

  it('issue 38: an unusable language or sound save gets the same notice, with its file when not kept', async () => {
    const files: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => `blob:test/${files.push(blob)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    try {
      const raw = `{"state":{"chosen":"${'x'.repeat(1000)}"}`;
      act(() =>
        saveHealth()
          .getState()
          .setAside({ key: 'kartenrunde:language', problem: 'unreadable', kept: false, raw }),
      );
      render(<SaveNotices showStats={false} />);
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent(format(n.unreadable, { what: n.parts['kartenrunde:language'] }));
      expect(notice).toHaveTextContent(n.notKept);
      const link = await screen.findByRole('link', { name: n.download });
      expect(link).toHaveAttribute('download', 'kartenrunde-language-unreadable.json');
      expect(link.getAttribute('href')).toBe(`blob:test/${files.length}`);
      expect(await files[files.length - 1].text()).toBe(raw);
      await userEvent.click(within(notice).getByRole('button', { name: en.screens.notice.dismiss }));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('a save set aside says which part, and where its copy is', () => {
    act(() => gameStore().setState({ saveProblems: [report(true)] }));
    render(<SaveNotices showStats={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(n.parts['kartenrunde:schnapsen:match']);
    expect(screen.getByRole('status')).toHaveTextContent(/set aside on this device/);
    expect(screen.queryByRole('link', { name: n.download })).toBeNull();
  });

  it('a save whose copy could not be kept says so and offers it as a file', async () => {
    const files: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => `blob:test/${files.push(blob)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    try {
      act(() => gameStore().setState({ saveProblems: [report(false)] }));
      render(<SaveNotices showStats={false} />);
      expect(screen.getByRole('status')).toHaveTextContent(n.notKept);
      const link = await screen.findByRole('link', { name: n.download });
      expect(link).toHaveAttribute('download', 'kartenrunde-schnapsen-match-unreadable.json');
      expect(await files[files.length - 1].text()).toBe('{"broken": tru');
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('an empty save ({"state":null}) gets its own words', () => {
    act(() => gameStore().setState({ saveProblems: [{ ...report(true), problem: 'empty' }] }));
    render(<SaveNotices showStats={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/was empty/);
  });

  it('"This match went on in another tab" shows for a while, then goes', () => {
    vi.useFakeTimers();
    try {
      act(() => gameStore().setState({ tookOver: 'schwimmen' }));
      render(<SaveNotices showStats={false} />);
      expect(screen.getByRole('status')).toHaveTextContent('This match went on in another tab');
      act(() => vi.advanceTimersByTime(TOOK_OVER_MS));
      expect(screen.queryByRole('status')).toBeNull();
      expect(gameStore().getState().tookOver).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('"This match went on in another tab" waits while the tab is hidden, and goes a while after it is shown', () => {
    let visibility: DocumentVisibilityState = 'hidden';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.useFakeTimers();
    try {
      act(() => gameStore().setState({ tookOver: 'schwimmen' }));
      render(<SaveNotices showStats={false} />);
      act(() => vi.advanceTimersByTime(10 * TOOK_OVER_MS));
      expect(screen.getByRole('status')).toHaveTextContent('This match went on in another tab');
      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      act(() => vi.advanceTimersByTime(TOOK_OVER_MS - 100));
      expect(screen.getByRole('status')).toHaveTextContent('This match went on in another tab');
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByRole('status')).toBeNull();
      expect(gameStore().getState().tookOver).toBeNull();
    } finally {
      vi.useRealTimers();
      spy.mockRestore();
    }
  });

  it('a statistics reset is announced on the home screen', () => {
    act(() => statsStore().setState({ notice: 'statsUnreadable', problem: null }));
    const { rerender } = render(<SaveNotices showStats />);
    expect(screen.getByRole('status')).toHaveTextContent(en.stats.notices.statsUnreadable);
    rerender(<SaveNotices showStats={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => statsStore().setState({ notice: null }));
  });

  it('the notices lie over the table (a toast), never in its flow, above those about the network', () => {
    act(() => gameStore().setState({ saveProblems: [report(true)] }));
    const { container } = render(<SaveNotices showStats={false} />);
    expect(container).toBeEmptyDOMElement();
    const notice = screen.getByRole('status');
    const column = notice.closest('.app-notices');
    expect(column?.parentElement).toBe(document.body);
    // Saving first, the network under it: on a phone both sit at the top, one column, never one over the other.
    expect([...column!.children].map((slot) => slot.className)).toEqual(['app-toasts', 'net-toasts']);
    expect(column!.firstElementChild).toContainElement(notice);
  });
});

describe('issue 12: an error boundary around each screen', () => {
  function Broken({ broken }: { broken: { now: boolean } }): React.ReactNode {
    if (broken.now) throw new Error('a save the table cannot draw');
    return <p>The table</p>;
  }

  it('a screen that throws shows a notice with "Start a new game", never a white page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { now: true };
    const onRestart = vi.fn(() => (broken.now = false));
    render(
      <ScreenBoundary texts={n.crash} homeHref="/" onRestart={onRestart} onHome={() => {}}>
        <Broken broken={broken} />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(n.crash.title);
    await userEvent.click(screen.getByRole('button', { name: 'Start a new game' }));
    expect(onRestart).toHaveBeenCalledOnce();
    expect(screen.getByText('The table')).toBeInTheDocument();
    error.mockRestore();
  });

  it('in the app, "Start a new game" sets the broken match aside and deals a new one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => gameStore().setState({ screen: 'schwimmen' }));
    const id = sw(gameStore().getState()).match.id;
    // A state no table can draw (as a damaged save once made).
    act(() =>
      gameStore().setState(
        withTable(gameStore().getState(), 'schwimmen', {
          state: { ...sw(gameStore().getState()).state, hands: null as never },
        }),
      ),
    );
    render(<App />);
    const restart = await screen.findByRole('button', { name: 'Start a new game' }, { timeout: 5000 });
    await userEvent.click(restart);
    expect(sw(gameStore().getState()).match.id).not.toBe(id);
    expect(await screen.findByTestId('hand')).toBeInTheDocument();
    const aside = Object.keys(localStorage).filter((k) =>
      k.startsWith('kartenrunde:schwimmen:match:set-aside:'),
    );
    expect(aside.length).toBeGreaterThan(0);
    error.mockRestore();
  });
});

describe('issue 38: every part of the page inside an error boundary', () => {
  it('a part that throws is left out; the screen beside it stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): React.ReactNode {
      throw new Error('a notice that cannot be drawn');
    }
    render(
      <>
        <PartBoundary name="A notice">
          <Throws />
        </PartBoundary>
        <p>The table</p>
      </>,
    );
    expect(screen.getByText('The table')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A notice could not be drawn', expect.any(Error), expect.anything());
    error.mockRestore();
  });

  it('in the app, notices that cannot be drawn leave the home screen on show', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A health no notice can read (as a store that failed to be made once left it).
    act(() => saveHealth().setState({ unsaved: null as never }));
    try {
      render(<App />);
      expect(await screen.findByRole('link', { name: en.app.schwimmen })).toBeInTheDocument();
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          'The notices about saving could not be drawn',
          expect.any(Error),
          expect.anything(),
        ),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      act(() => saveHealth().setState({ unsaved: [] }));
      error.mockRestore();
    }
  });
});

describe('issue 12: a shared link while a match is in progress', () => {
  it('asks "Start the shared deal? Your match in progress will be lost", with keep as the other answer', async () => {
    const id = sw(gameStore().getState()).match.id;
    act(() => gameStore().setState({ screen: 'schwimmen', sharedDeal: { game: 'schwimmen', seed: 8 } }));
    render(<App />);
    const dialog = await screen.findByRole('alertdialog', { name: n.sharedDeal.title });
    expect(dialog).toHaveTextContent('Your match in progress will be lost');
    await userEvent.click(screen.getByRole('button', { name: n.sharedDeal.keep }));
    expect(sw(gameStore().getState()).match.id).toBe(id);
    expect(gameStore().getState().sharedDeal).toBeNull();

    act(() => gameStore().setState({ sharedDeal: { game: 'schwimmen', seed: 8 } }));
    await userEvent.click(await screen.findByRole('button', { name: n.sharedDeal.start }));
    expect(sw(gameStore().getState()).match.seed).toBe(8);
  });
});

describe('issue 12: the Back button closes an open dialog', () => {
  afterEach(() => act(() => gameStore().getState().closeDialog()));

  /** The mark of the dialog whose history entry is the current one (Modal.tsx), if any. */
  const mark = () => (history.state as Record<string, unknown> | null)?.dialog;

  /**
   * Waits until the dialog opened after `before` was the mark has its history entry. The dialog can be on
   * the page a moment before (the entry is made in an effect), and a push cancels a Back not yet taken: on a
   * busy machine the test's Back was lost so.
   */
  const dialogEntry = (before: unknown) =>
    waitFor(() => expect(mark() !== undefined && mark() !== before).toBe(true));

  it('Back closes the rules instead of leaving the game', async () => {
    act(() => gameStore().setState({ screen: 'schwimmen' }));
    render(<SchwimmenApp homeHref="/" onHome={() => {}} />);
    const before = mark();
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.rules }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    await dialogEntry(before);
    act(() => history.back());
    await waitFor(() => expect(gameStore().getState().dialog).toBeNull());
    expect(gameStore().getState().screen).toBe('schwimmen');
  });

  it('Back with unsaved settings asks first; "Keep editing" keeps the dialog and the draft', async () => {
    act(() => gameStore().setState({ screen: 'schwimmen' }));
    render(<SchwimmenApp homeHref="/" onHome={() => {}} />);
    const before = mark();
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.settings }));
    const dialog = await screen.findByRole('dialog', { name: en.screens.settings.title }, { timeout: 5000 });
    const [group] = within(dialog).getAllByRole('group', { name: en.screens.settings.opponents.label });
    await userEvent.click(within(group).getByRole('radio', { name: '6' }));
    expect(dialog).toBeInTheDocument();
    await dialogEntry(before);
    act(() => history.back());
    const ask = await screen.findByRole('alertdialog', { name: en.screens.settings.leave.title });
    await userEvent.click(screen.getByRole('button', { name: en.screens.settings.leave.stay }));
    expect(screen.getByRole('dialog', { name: en.screens.settings.title })).toBeInTheDocument();
    expect(ask).not.toHaveAttribute('role', 'alertdialog');
    act(() => history.back());
    await userEvent.click(await screen.findByRole('button', { name: en.screens.settings.leave.discard }));
    await waitFor(() => expect(gameStore().getState().dialog).toBeNull());
    expect(swSettings(gameStore().getState()).opponents).toBe(3);
  });
});
