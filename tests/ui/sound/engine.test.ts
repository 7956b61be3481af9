import { describe, expect, it, vi } from 'vitest';
import { createSound, RECIPES, SOUNDS } from '../../../src/ui/sound';
import { FakeAudioContext } from './fakeAudio';

function setup(opts: { on?: () => boolean; ctx?: FakeAudioContext | null } = {}) {
  const target = new EventTarget();
  const ctx = opts.ctx === undefined ? new FakeAudioContext() : opts.ctx;
  const createContext = vi.fn(() => ctx?.asContext() ?? null);
  const sound = createSound({ enabled: opts.on ?? (() => true), createContext, target });
  return { sound, ctx, target, createContext };
}

const press = (target: EventTarget) => target.dispatchEvent(new Event('pointerdown'));

describe('createSound', () => {
  it('is silent until the first interaction, and makes no audio context before it', () => {
    const { sound, ctx, createContext } = setup();
    sound.play('knock');
    expect(sound.unlocked).toBe(false);
    expect(createContext).not.toHaveBeenCalled();
    expect(ctx?.scheduled).toEqual([]);
  });

  it('the first pointerdown or keydown starts the audio context, inside the gesture', async () => {
    for (const type of ['pointerdown', 'keydown']) {
      const { sound, ctx, target } = setup();
      target.dispatchEvent(new Event(type));
      expect(sound.unlocked).toBe(true);
      expect(ctx?.resumes).toBe(1);
      await Promise.resolve();
      sound.play('knock');
      expect(ctx?.scheduled.length).toBeGreaterThan(0);
    }
  });

  it('stops listening once the context runs', async () => {
    const { ctx, target } = setup();
    press(target);
    await Promise.resolve();
    press(target);
    expect(ctx?.resumes).toBe(1);
  });

  it('plays every sound as short, scheduled voices (each over within half a second)', async () => {
    const { sound, ctx, target } = setup();
    press(target);
    await Promise.resolve();
    for (const name of SOUNDS) {
      (ctx as FakeAudioContext).scheduled = [];
      sound.play(name);
      const voices = (ctx as FakeAudioContext).scheduled;
      expect(voices, name).toHaveLength(RECIPES[name].length);
      for (const v of voices) {
        expect(v.start).toBeGreaterThanOrEqual(10);
        expect(v.stop).toBeGreaterThan(v.start);
        expect(v.stop - 10, name).toBeLessThan(0.55);
      }
    }
  });

  it('a delay puts the sound later on the audio clock', async () => {
    const { sound, ctx, target } = setup();
    press(target);
    await Promise.resolve();
    sound.play('card', 0.6);
    expect(ctx?.scheduled[0].start).toBeCloseTo(10.61);
  });

  it('the switch off: nothing plays and no context is made', () => {
    let on = false;
    const { sound, ctx, target, createContext } = setup({ on: () => on });
    press(target);
    sound.play('matchWon');
    expect(createContext).not.toHaveBeenCalled();
    expect(ctx?.scheduled).toEqual([]);
    on = true;
    sound.play('matchWon');
    expect(ctx?.scheduled.length).toBe(RECIPES.matchWon.length);
  });

  it('never throws without Web Audio (no AudioContext, or one that refuses)', async () => {
    const none = setup({ ctx: null });
    expect(() => press(none.target)).not.toThrow();
    expect(() => none.sound.play('deal')).not.toThrow();

    const throwing = createSound({
      enabled: () => true,
      createContext: () => {
        throw new Error('not supported');
      },
      target: new EventTarget(),
    });
    throwing.unlock();
    expect(() => throwing.play('feuer')).not.toThrow();

    const refusing = new FakeAudioContext();
    refusing.failResume = true;
    const r = setup({ ctx: refusing });
    press(r.target);
    await Promise.resolve();
    expect(() => r.sound.play('trick')).not.toThrow();
  });

  it('works in jsdom with the defaults (there is no AudioContext there)', () => {
    const sound = createSound({ enabled: () => true });
    window.dispatchEvent(new Event('keydown'));
    expect(sound.unlocked).toBe(true);
    expect(() => sound.play('deal')).not.toThrow();
    sound.dispose();
  });
});
