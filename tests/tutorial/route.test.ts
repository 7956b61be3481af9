// The tutorial's address: `?game=…&tutorial` opens a screen of its own (nothing plays the saved match
// meanwhile), and its address is built from the app's folder like every other.
import { describe, expect, it } from 'vitest';
import {
  addressFor,
  screenFromAddress,
  tutorialOf,
  tutorialScreen,
  withoutSeed,
} from '../../src/store/route';

describe('tutorial route', () => {
  it('opens each game’s tutorial from its address, and the table without the flag', () => {
    expect(screenFromAddress('?game=schwimmen&tutorial')).toBe('schwimmen-tutorial');
    expect(screenFromAddress('?tutorial&game=schnapsen')).toBe('schnapsen-tutorial');
    expect(screenFromAddress('?game=schnapsen')).toBe('schnapsen');
    expect(screenFromAddress('?tutorial')).toBe('home');
  });

  it('knows which game a tutorial screen belongs to', () => {
    expect(tutorialOf(tutorialScreen('schnapsen'))).toBe('schnapsen');
    expect(tutorialOf('schwimmen')).toBeNull();
    expect(tutorialOf('home')).toBeNull();
  });

  it('builds the address back, and a seed leaves it without losing the tutorial', () => {
    expect(addressFor('schwimmen-tutorial')).toBe('/?game=schwimmen&tutorial');
    expect(screenFromAddress(addressFor('schnapsen-tutorial').slice(1))).toBe('schnapsen-tutorial');
    expect(withoutSeed('?game=schwimmen&tutorial&seed=4')).toBe('?game=schwimmen&tutorial');
  });
});
