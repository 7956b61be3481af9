// Which screen an address opens, and the address of each screen (store/route.ts, applyAddress).
import { describe, expect, it } from 'vitest';
import { addressFor, answerSharedDeal, applyAddress, screenFromAddress, speedOf } from '../../src/store';
import { dailyOf, dailyScreen, gameOfScreen, tutorialScreen, withoutSeed } from '../../src/store/route';
import { MemoryStorage, playSchnapsen, playSome, sn, snSettings, storeWith, sw, swSettings } from './helpers';

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

  it("issue 12: every address is built on the app's own base path, never on the address it was opened with", () => {
    expect(addressFor('home')).toBe('/');
    expect(addressFor('schnapsen')).toBe('/?game=schnapsen');
    expect(addressFor('schwimmen')).toBe('/?game=schwimmen');
    // Opened as //evil.example/, the links still point at this site.
    for (const screen of ['home', 'schwimmen', 'schnapsen'] as const) {
      const url = new URL(addressFor(screen), 'https://cards.example//evil.example/');
      expect(url.host).toBe('cards.example');
      expect(screenFromAddress(url.search, url.pathname)).toBe(screen);
    }
  });

  it('issue 12: the seed leaves the address and the rest stays', () => {
    expect(withoutSeed('?game=schwimmen&seed=5&speed=instant')).toBe('?game=schwimmen&speed=instant');
    // A seed alone opened Schwimmen: the address goes on naming it.
    expect(withoutSeed('?seed=5')).toBe('?game=schwimmen');
    expect(withoutSeed('?speed=fast&seed=5')).toBe('?game=schwimmen&speed=fast');
    expect(withoutSeed('?seed=5', '/schnapsen')).toBe('?game=schnapsen');
    expect(withoutSeed('?game=schnapsen')).toBeNull();
  });

  it('applyAddress shows the screen and seeds the game of the address only; the speed is for this visit', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'home');
    const swSeed = sw(store.getState()).match.seed;
    expect(applyAddress(store, '?game=schnapsen&seed=77&speed=instant', '/')).toBe('started');
    expect(store.getState().screen).toBe('schnapsen');
    expect(sn(store.getState()).match.seed).toBe(77);
    expect(speedOf(store.getState(), 'schnapsen')).toBe('instant');
    expect(snSettings(store.getState()).speed).toBe('normal');
    expect(sw(store.getState()).match.seed).toBe(swSeed);

    expect(applyAddress(store, '?seed=5', '/')).toBe('started');
    expect(store.getState().screen).toBe('schwimmen');
    expect(sw(store.getState()).match.seed).toBe(5);
    expect(sn(store.getState()).match.seed).toBe(77);
    applyAddress(store, '', '/');
    expect(store.getState().screen).toBe('home');
  });

  it('issue 12: ?speed= is not saved into the settings', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    applyAddress(a, '?game=schwimmen&speed=instant');
    expect(speedOf(a.getState(), 'schwimmen')).toBe('instant');
    a.getState().saveSettings('schwimmen', { ...swSettings(a.getState()), faces: 'german' });
    const b = storeWith(storage);
    expect(swSettings(b.getState()).speed).toBe('normal');
    expect(speedOf(b.getState(), 'schwimmen')).toBe('normal');
  });
});

describe('issue 12: a seed in the address is used once', () => {
  it('the repro: seed 5, two moves, New match, three moves, reload: the new match comes back', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 100, {}, 'home');
    expect(applyAddress(a, '?game=schwimmen&seed=5')).toBe('started');
    playSome(a, 2);
    a.getState().newMatch('schwimmen');
    playSome(a, 3);
    const mine = sw(a.getState()).match;
    // The address lost its seed when the seeded match started: the reload opens ?game=schwimmen.
    const b = storeWith(storage, 200, {}, 'home');
    expect(applyAddress(b, withoutSeed('?game=schwimmen&seed=5') ?? '')).toBe('none');
    expect(sw(b.getState()).match).toEqual(mine);
  });

  it('a seeded link opened while another match is in progress asks first; keeping it keeps it', () => {
    const store = storeWith(new MemoryStorage(), 100, {}, 'home');
    playSchnapsen(store, 3);
    const mine = sn(store.getState()).match;
    expect(applyAddress(store, '?game=schnapsen&seed=9')).toBe('asked');
    expect(store.getState().sharedDeal).toEqual({ game: 'schnapsen', seed: 9 });
    expect(sn(store.getState()).match).toBe(mine);
    answerSharedDeal(store, false);
    expect(store.getState().sharedDeal).toBeNull();
    expect(sn(store.getState()).match).toBe(mine);
  });

  it('answering "Start the shared deal" deals the seeded match', () => {
    const store = storeWith(new MemoryStorage(), 100, {}, 'home');
    playSome(store, 3);
    expect(applyAddress(store, '?game=schwimmen&seed=9')).toBe('asked');
    answerSharedDeal(store, true);
    expect(sw(store.getState()).match.seed).toBe(9);
    expect(sw(store.getState()).match.log).toHaveLength(1);
  });

  it('the same seeded link again resumes that match, and a finished one is dealt afresh', () => {
    const store = storeWith(new MemoryStorage(), 100, {}, 'home');
    applyAddress(store, '?seed=9');
    playSome(store, 3);
    const id = sw(store.getState()).match.id;
    expect(applyAddress(store, '?seed=9')).toBe('resumed');
    expect(sw(store.getState()).match.id).toBe(id);
    const fresh = storeWith(new MemoryStorage(), 100, {}, 'home');
    expect(applyAddress(fresh, '?seed=9')).toBe('started');
  });
});

describe('issue 40: the address of a deal of the day', () => {
  it('?game=<id>&daily=<day> opens that game’s deal of that day, and its address says so', () => {
    expect(screenFromAddress('?game=schnapsen&daily=2026-12-06')).toBe(
      dailyScreen('schnapsen', '2026-12-06'),
    );
    expect(dailyOf(dailyScreen('schnapsen', '2026-12-06'))).toEqual({ game: 'schnapsen', day: '2026-12-06' });
    expect(gameOfScreen(dailyScreen('schwimmen', '2026-12-06'))).toBe('schwimmen');
    expect(gameOfScreen('schwimmen')).toBe('schwimmen');
    expect(gameOfScreen('home')).toBeNull();
    expect(gameOfScreen(tutorialScreen('schwimmen'))).toBeNull();
    expect(dailyOf('schwimmen')).toBeNull();
    expect(addressFor(dailyScreen('schwimmen', '2026-12-06'))).toBe('/?game=schwimmen&daily=2026-12-06');
    // A date that is no date reaches the store, which refuses it with a notice; the address stays a game's.
    expect(screenFromAddress('?game=schwimmen&daily=soon')).toBe(dailyScreen('schwimmen', 'soon'));
    expect(addressFor(dailyScreen('schwimmen', 'a&b'))).toBe('/?game=schwimmen&daily=a%26b');
    expect(screenFromAddress('?game=chess&daily=2026-12-06')).toBe('home');
  });

  it('the pace of the address holds for a deal of the day too', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'home');
    expect(applyAddress(store, '?game=schnapsen&daily=2020-01-01&speed=instant')).toBe('none');
    expect(speedOf(store.getState(), 'schnapsen')).toBe('instant');
    expect(sn(store.getState()).match.daily).toEqual({ date: '2020-01-01', counts: false });
  });
});
