// Which screen an address opens, and the address of each screen (store/route.ts, applyAddress).
import { describe, expect, it } from 'vitest';
import { addressFor, applyAddress, screenFromAddress } from '../../src/store';
import { MemoryStorage, storeWith } from './helpers';

describe('addresses', () => {
  it('?game= opens that game; a seed or speed without a game opens Schwimmen; otherwise home', () => {
    expect(screenFromAddress('')).toBe('home');
    expect(screenFromAddress('?game=schnapsen')).toBe('schnapsen');
    expect(screenFromAddress('?game=schwimmen&seed=3')).toBe('schwimmen');
    expect(screenFromAddress('?seed=7&speed=instant')).toBe('schwimmen');
    expect(screenFromAddress('?speed=fast')).toBe('schwimmen');
    expect(screenFromAddress('?game=chess')).toBe('home');
    expect(screenFromAddress('', '/schnapsen')).toBe('schnapsen');
    expect(screenFromAddress('', '/cards/schwimmen/')).toBe('schwimmen');
  });

  it('each screen has its own address on the same path', () => {
    expect(addressFor('home', '/')).toBe('/');
    expect(addressFor('schnapsen', '/')).toBe('/?game=schnapsen');
    expect(addressFor('schwimmen', '/cards/')).toBe('/cards/?game=schwimmen');
    expect(addressFor('home', '/cards/schnapsen')).toBe('/cards/');
    for (const screen of ['home', 'schwimmen', 'schnapsen'] as const) {
      const url = new URL(addressFor(screen, '/'), 'http://x');
      expect(screenFromAddress(url.search, url.pathname)).toBe(screen);
    }
  });

  it('applyAddress shows the screen and seeds and speeds the game of the address only', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'home');
    const swSeed = store.getState().match.seed;
    applyAddress(store, '?game=schnapsen&seed=77&speed=instant', '/');
    expect(store.getState().screen).toBe('schnapsen');
    expect(store.getState().schnapsenMatch.seed).toBe(77);
    expect(store.getState().schnapsenSettings.speed).toBe('instant');
    expect(store.getState().match.seed).toBe(swSeed);
    expect(store.getState().settings.speed).toBe('normal');

    applyAddress(store, '?seed=5', '/');
    expect(store.getState().screen).toBe('schwimmen');
    expect(store.getState().match.seed).toBe(5);
    expect(store.getState().schnapsenMatch.seed).toBe(77);

    const id = store.getState().schnapsenMatch.id;
    applyAddress(store, '?game=schnapsen&seed=77', '/');
    expect(store.getState().schnapsenMatch.id).toBe(id);
    applyAddress(store, '', '/');
    expect(store.getState().screen).toBe('home');
  });
});
