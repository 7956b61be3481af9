// The Schnapsen settings: the defaults, every option, and the question before a rule change ends a match.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { SchnapsenSettingsDialog } from '../../../src/ui/schnapsen/SchnapsenSettingsDialog';
import {
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  type SchnapsenSettings,
} from '../../../src/ui/schnapsen/settings';

const s = en.schnapsen.settings;
const common = en.screens.settings;

function setup(props: Partial<Parameters<typeof SchnapsenSettingsDialog>[0]> = {}) {
  const onSave = vi.fn<(next: SchnapsenSettings) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <SchnapsenSettingsDialog
      open
      settings={DEFAULT_SCHNAPSEN_SETTINGS}
      matchInProgress={false}
      onSave={onSave}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSave, onClose, user };
}

const group = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: common.save });

describe('SchnapsenSettingsDialog', () => {
  it('renders nothing while closed', () => {
    render(
      <SchnapsenSettingsDialog
        open={false}
        settings={DEFAULT_SCHNAPSEN_SETTINGS}
        matchInProgress={false}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('N12, N8: shows the defaults — normal, Bummerl 7, no exchange with one left, no automatic claim, points shown, German faces, normal speed', () => {
    setup();
    expect(screen.getByRole('dialog', { name: s.title })).toHaveAttribute('aria-modal', 'true');
    expect(within(group(s.level.label)).getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(within(group(s.bummerl.label)).getByRole('radio', { name: '7 points' })).toBeChecked();
    expect(within(group(s.bummerl.label)).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('switch', { name: s.exchangeWithOneLeft.label })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: s.autoClaim.label })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: s.showPoints.label })).toBeChecked();
    expect(within(group(s.faces.label)).getByRole('radio', { name: 'German' })).toBeChecked();
    expect(within(group(common.speed.label)).getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(DEFAULT_SCHNAPSEN_SETTINGS).toEqual({
      level: 'normal',
      rules: { bummerl: 7, exchangeWithOneLeft: false },
      autoClaim: false,
      showPoints: true,
      faces: 'german',
      speed: 'normal',
      practice: false,
      showCards: false,
    });
  });

  it('saves every option', async () => {
    const { onSave, onClose, user } = setup();
    await user.click(within(group(s.level.label)).getByRole('radio', { name: 'Expert' }));
    await user.click(within(group(s.bummerl.label)).getByRole('radio', { name: '5 points' }));
    await user.click(screen.getByRole('switch', { name: s.exchangeWithOneLeft.label }));
    await user.click(screen.getByRole('switch', { name: s.autoClaim.label }));
    await user.click(screen.getByRole('switch', { name: s.showPoints.label }));
    await user.click(within(group(s.faces.label)).getByRole('radio', { name: 'French' }));
    await user.click(within(group(common.speed.label)).getByRole('radio', { name: 'Fast' }));
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      level: 'expert',
      rules: { bummerl: 5, exchangeWithOneLeft: true },
      autoClaim: true,
      showPoints: false,
      faces: 'french',
      speed: 'fast',
      practice: false,
      showCards: false,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('does not call onSave when nothing changed', async () => {
    const { onSave, onClose, user } = setup();
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('N12: changing a rule during a match asks first; “Start new match” saves it', async () => {
    const { onSave, user } = setup({ matchInProgress: true });
    await user.click(within(group(s.bummerl.label)).getByRole('radio', { name: '5 points' }));
    expect(screen.getByRole('status')).toHaveTextContent(common.newMatchNote);
    await user.click(save());
    expect(screen.getByRole('alertdialog', { name: common.confirm.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.confirm.keep })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: common.confirm.start }));
    expect(onSave).toHaveBeenCalledWith({
      ...DEFAULT_SCHNAPSEN_SETTINGS,
      rules: { bummerl: 5, exchangeWithOneLeft: false },
    });
  });

  it('N8: “Keep playing” keeps the rules and the other changes', async () => {
    const { onSave, user } = setup({ matchInProgress: true });
    await user.click(screen.getByRole('switch', { name: s.exchangeWithOneLeft.label }));
    await user.click(screen.getByRole('switch', { name: s.showPoints.label }));
    await user.click(save());
    await user.click(screen.getByRole('button', { name: common.confirm.keep }));
    expect(onSave).toHaveBeenCalledWith({ ...DEFAULT_SCHNAPSEN_SETTINGS, showPoints: false });
  });

  it('changing only the look, the points display or the claim during a match does not ask', async () => {
    const { onSave, user } = setup({ matchInProgress: true });
    await user.click(screen.getByRole('switch', { name: s.autoClaim.label }));
    await user.click(within(group(s.faces.label)).getByRole('radio', { name: 'French' }));
    await user.click(save());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSave).toHaveBeenCalledWith({ ...DEFAULT_SCHNAPSEN_SETTINGS, autoClaim: true, faces: 'french' });
  });

  it('offers only the levels available, and Defaults resets the draft', async () => {
    const settings = { ...DEFAULT_SCHNAPSEN_SETTINGS, level: 'easy' as const, faces: 'french' as const };
    const { onSave, user } = setup({ settings, levels: ['easy', 'normal'] });
    expect(within(group(s.level.label)).getByRole('radio', { name: 'Expert' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: common.defaults }));
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(DEFAULT_SCHNAPSEN_SETTINGS);
  });

  it('changesSchnapsenMatch: only the engine rules start a new match', () => {
    const d = DEFAULT_SCHNAPSEN_SETTINGS;
    expect(changesSchnapsenMatch(d, { ...d, rules: { ...d.rules, bummerl: 5 } })).toBe(true);
    expect(changesSchnapsenMatch(d, { ...d, rules: { ...d.rules, exchangeWithOneLeft: true } })).toBe(true);
    expect(changesSchnapsenMatch(d, { ...d, level: 'hard', autoClaim: true, showPoints: false })).toBe(false);
  });
});
