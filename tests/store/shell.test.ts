// The first page before the store is there (store/shell.ts): the address's screen, navigation that waits for
// no one, the home screen's figures empty until the store registers, and then the store's screen alone.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ShellModule from '../../src/store/shell';

type Shell = typeof ShellModule;

async function freshShell(address = '/'): Promise<Shell> {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  return import('../../src/store/shell');
}

describe('the shell before the store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes its screen from the address and has no store yet', async () => {
    const shell = await freshShell('/?game=schnapsen');
    expect(shell.currentCore()).toBeNull();
    expect(shell.screenNow()).toBe('schnapsen');
  });

  it('shows another screen at once and tells the hooks, without loading the store', async () => {
    const shell = await freshShell('/');
    const { result } = renderHook(() => shell.useScreen());
    expect(result.current).toBe('home');
    act(() => shell.showScreen('schwimmen'));
    expect(result.current).toBe('schwimmen');
    expect(shell.currentCore()).toBeNull();
  });

  it('useCore gives the fallback until the store registers, then the store’s value, and follows it', async () => {
    const shell = await freshShell('/');
    const { result } = renderHook(() => shell.useCore((s) => s.games.schwimmen.match.log.length, -1));
    expect(result.current).toBe(-1);
    const core = await act(() => shell.loadCore());
    expect(result.current).toBe(core.store.getState().games.schwimmen.match.log.length);
    act(() => core.store.getState().newMatch('schwimmen', 7));
    expect(result.current).toBe(core.store.getState().games.schwimmen.match.log.length);
  });

  it('loadCore makes the one app store once, whoever asks', async () => {
    const shell = await freshShell('/');
    const [a, b] = await Promise.all([shell.loadCore(), shell.loadCore()]);
    expect(a).toBe(b);
    const { gameStore } = await import('../../src/store');
    expect(a.store).toBe(gameStore());
    expect(shell.currentCore()).toBe(a);
  });

  it('once the store is there, its screen is the one on show, and showScreen sets it', async () => {
    const shell = await freshShell('/?game=schwimmen');
    const { result } = renderHook(() => shell.useScreen());
    const core = await act(() => shell.loadCore());
    expect(core.store.getState().screen).toBe('schwimmen');
    act(() => shell.showScreen('home'));
    expect(core.store.getState().screen).toBe('home');
    expect(result.current).toBe('home');
    act(() => core.store.getState().setScreen('schnapsen'));
    expect(shell.screenNow()).toBe('schnapsen');
    expect(result.current).toBe('schnapsen');
  });

  it('abandonMatch sets the broken match aside and deals a new one', async () => {
    const shell = await freshShell('/');
    const core = await shell.loadCore();
    const before = core.store.getState().games.schnapsen.match.id;
    act(() => core.abandonMatch('schnapsen'));
    expect(core.store.getState().games.schnapsen.match.id).not.toBe(before);
  });
});

describe('homeHasLines', () => {
  it('is true with a saved match or Bummerl record, false on a first visit or when storage fails', async () => {
    const shell = await freshShell('/');
    localStorage.clear();
    expect(shell.homeHasLines(() => localStorage)).toBe(false);
    localStorage.setItem('kartenrunde:schnapsen:bummerls', '{}');
    expect(shell.homeHasLines(() => localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem('kartenrunde:schwimmen:match', '{}');
    expect(shell.homeHasLines(() => localStorage)).toBe(true);
    expect(shell.homeHasLines(() => undefined)).toBe(false);
    expect(
      shell.homeHasLines(() => {
        throw new Error('blocked');
      }),
    ).toBe(false);
  });
});
