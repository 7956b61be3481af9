import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stats as text } from '../../../src/ui/i18n/en/stats';
import { createSoundSetting, SOUND_KEY, soundSetting } from '../../../src/ui/sound';
import { SoundSwitch } from '../../../src/ui/sound/SoundSwitch';
import { MemoryStorage } from '../../store/helpers';

const deps = (storage: Storage) => ({ storage: () => storage, now: () => 1 });

describe('the sound setting', () => {
  it('is on by default and remembered when switched off', () => {
    const storage = new MemoryStorage();
    const setting = createSoundSetting(deps(storage));
    expect(setting.getState().on).toBe(true);
    setting.getState().setOn(false);
    expect(createSoundSetting(deps(storage)).getState().on).toBe(false);
  });

  it('an unreadable save means the default, without an error', () => {
    const storage = new MemoryStorage();
    storage.setItem(SOUND_KEY, '{"state":{"on":"loud"},"version":1}');
    expect(createSoundSetting(deps(storage)).getState().on).toBe(true);
    storage.setItem(SOUND_KEY, 'garbage');
    expect(createSoundSetting(deps(storage)).getState().on).toBe(true);
  });
});

describe('SoundSwitch', () => {
  it('is a named switch that turns the sound off and on at once', async () => {
    const user = userEvent.setup();
    soundSetting().getState().setOn(true);
    render(<SoundSwitch />);
    const control = screen.getByRole('switch', { name: text.sound.label });
    expect(control).toBeChecked();
    expect(control).toHaveAccessibleDescription(text.sound.hint);
    await user.click(control);
    expect(soundSetting().getState().on).toBe(false);
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(soundSetting().getState().on).toBe(true);
  });
});
