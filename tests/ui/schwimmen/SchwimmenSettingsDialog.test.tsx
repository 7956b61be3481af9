import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { SchwimmenSettingsDialog } from '../../../src/ui/schwimmen/SchwimmenSettingsDialog';
import { DEFAULT_SCHWIMMEN_SETTINGS, type SchwimmenSettings } from '../../../src/ui/schwimmen/settings';

const s = en.screens.settings;

function setup(props: Partial<Parameters<typeof SchwimmenSettingsDialog>[0]> = {}) {
  const onSave = vi.fn<(next: SchwimmenSettings) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <>
      <button type="button">Open settings</button>
      <SchwimmenSettingsDialog
        open
        settings={DEFAULT_SCHWIMMEN_SETTINGS}
        matchInProgress={false}
        onSave={onSave}
        onClose={onClose}
        {...props}
      />
    </>,
  );
  return { ...utils, onSave, onClose, user, dialog: () => screen.getByRole('dialog', { name: s.title }) };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('SchwimmenSettingsDialog', () => {
  it('renders nothing while closed', () => {
    render(
      <SchwimmenSettingsDialog
        open={false}
        settings={DEFAULT_SCHWIMMEN_SETTINGS}
        matchInProgress={false}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that starts on its heading', () => {
    const { dialog } = setup();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: s.title })).toHaveFocus();
  });

  it('shows the defaults: 3 opponents, normal, Feuer on, no first-round knock, 3 lives, three of a kind on, all lose, French, normal speed', () => {
    setup();
    expect(within(group(s.opponents.label)).getByRole('radio', { name: '3' })).toBeChecked();
    expect(within(group(s.level.label)).getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(screen.getByRole('switch', { name: s.feuer.label })).toBeChecked();
    expect(screen.getByRole('switch', { name: s.knockInFirstRound.label })).not.toBeChecked();
    expect(within(group(s.lives.label)).getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('switch', { name: s.threeOfAKind.label })).toBeChecked();
    expect(screen.getByRole('switch', { name: s.knockWithSwap.label })).not.toBeChecked();
    expect(within(group(s.tieBreak.label)).getByRole('radio', { name: 'All lose' })).toBeChecked();
    expect(within(group(s.faces.label)).getByRole('radio', { name: 'French' })).toBeChecked();
    expect(within(group(s.speed.label)).getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('offers 1 to 7 opponents and 1 to 5 lives', () => {
    setup();
    const names = (label: string) =>
      within(group(label))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value'));
    expect(names(s.opponents.label)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(names(s.lives.label)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('gives every control a short hint', () => {
    setup();
    expect(group(s.opponents.label)).toHaveAccessibleDescription(s.opponents.hint);
    expect(group(s.level.label)).toHaveAccessibleDescription(s.level.hint);
    expect(screen.getByRole('switch', { name: s.feuer.label })).toHaveAccessibleDescription(s.feuer.hint);
    expect(screen.getByRole('switch', { name: s.knockWithSwap.label })).toHaveAccessibleDescription(
      s.knockWithSwap.hint,
    );
    expect(group(s.speed.label)).toHaveAccessibleDescription(s.speed.hint);
    expect(screen.getByRole('radio', { name: 'Skat order' })).toHaveAccessibleDescription(
      'The lower suit loses (clubs > spades > hearts > diamonds); three of a kind by rank.',
    );
  });

  it('lists all four levels and enables only those given', () => {
    setup({ levels: ['easy', 'normal'] });
    const levels = within(group(s.level.label));
    expect(levels.getByRole('radio', { name: 'Easy' })).toBeEnabled();
    expect(levels.getByRole('radio', { name: 'Normal' })).toBeEnabled();
    expect(levels.getByRole('radio', { name: 'Hard' })).toBeDisabled();
    expect(levels.getByRole('radio', { name: 'Expert' })).toHaveAccessibleDescription(s.level.unavailable);
  });

  it('saves every changed control without asking when no match is under way', async () => {
    const { user, onSave, onClose } = setup();
    await user.click(within(group(s.opponents.label)).getByRole('radio', { name: '5' }));
    await user.click(within(group(s.level.label)).getByRole('radio', { name: 'Hard' }));
    await user.click(within(group(s.lives.label)).getByRole('radio', { name: '1' }));
    await user.click(screen.getByRole('switch', { name: s.feuer.label }));
    await user.click(screen.getByRole('switch', { name: s.knockInFirstRound.label }));
    await user.click(screen.getByRole('switch', { name: s.threeOfAKind.label }));
    await user.click(screen.getByRole('switch', { name: s.knockWithSwap.label }));
    await user.click(screen.getByRole('radio', { name: 'Skat order' }));
    await user.click(screen.getByRole('radio', { name: 'German' }));
    await user.click(within(group(s.speed.label)).getByRole('radio', { name: 'Instant' }));
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      opponents: 5,
      level: 'hard',
      rules: {
        feuer: false,
        knockInFirstRound: true,
        lives: 1,
        threeOfAKind: false,
        tieBreak: 'skat',
        knockWithSwap: true,
      },
      faces: 'german',
      speed: 'instant',
      practice: false,
      showCards: false,
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('saves card faces, speed and level during a match without asking', async () => {
    const { user, onSave, onClose } = setup({ matchInProgress: true });
    await user.click(screen.getByRole('radio', { name: 'German' }));
    await user.click(within(group(s.speed.label)).getByRole('radio', { name: 'Fast' }));
    await user.click(within(group(s.level.label)).getByRole('radio', { name: 'Easy' }));
    expect(screen.queryByText(s.newMatchNote)).toBeNull();
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      ...DEFAULT_SCHWIMMEN_SETTINGS,
      faces: 'german',
      speed: 'fast',
      level: 'easy',
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before a rule change starts a new match, and "Start new match" saves', async () => {
    const { user, onSave, onClose } = setup({ matchInProgress: true });
    await user.click(screen.getByRole('switch', { name: s.feuer.label }));
    expect(screen.getByText(s.newMatchNote)).toBeVisible();
    await user.click(screen.getByRole('button', { name: s.save }));

    const confirm = screen.getByRole('alertdialog', { name: s.confirm.title });
    expect(confirm).toHaveAccessibleDescription(s.confirm.text);
    expect(screen.getByRole('button', { name: s.confirm.keep })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    // What "Keep playing" does is said above the buttons, not under them like a footnote.
    const note = within(confirm).getByText(s.confirm.keepHint);
    for (const name of [s.confirm.start, s.confirm.keep]) {
      const answer = within(confirm).getByRole('button', { name });
      expect(note.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }

    await user.click(screen.getByRole('button', { name: s.confirm.start }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      ...DEFAULT_SCHWIMMEN_SETTINGS,
      rules: { ...DEFAULT_SCHWIMMEN_SETTINGS.rules, feuer: false },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'opponents',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(within(group(s.opponents.label)).getByRole('radio', { name: '7' }));
      },
    ],
    [
      'lives',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(within(group(s.lives.label)).getByRole('radio', { name: '5' }));
      },
    ],
    [
      'knocking in the first round',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('switch', { name: s.knockInFirstRound.label }));
      },
    ],
    [
      'three of a kind',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('switch', { name: s.threeOfAKind.label }));
      },
    ],
    [
      'the tie rule',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('radio', { name: 'Skat order' }));
      },
    ],
    [
      'knocking with a swap (S14b)',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('switch', { name: s.knockWithSwap.label }));
      },
    ],
  ])('asks before changing %s during a match', async (_name, change) => {
    const { user, onSave } = setup({ matchInProgress: true });
    await change(user);
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(screen.getByRole('alertdialog', { name: s.confirm.title })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('"Keep playing" keeps the rules and saves only the other changes', async () => {
    const { user, onSave, onClose } = setup({ matchInProgress: true });
    await user.click(within(group(s.lives.label)).getByRole('radio', { name: '5' }));
    await user.click(within(group(s.speed.label)).getByRole('radio', { name: 'Slow' }));
    await user.click(screen.getByRole('button', { name: s.save }));
    await user.click(screen.getByRole('button', { name: s.confirm.keep }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_SCHWIMMEN_SETTINGS, speed: 'slow' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('"Keep playing" after only a rule change saves nothing', async () => {
    const { user, onSave, onClose } = setup({ matchInProgress: true });
    await user.click(screen.getByRole('switch', { name: s.feuer.label }));
    await user.click(screen.getByRole('button', { name: s.save }));
    await user.click(screen.getByRole('button', { name: s.confirm.keep }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Escape on the confirmation goes back to the form with the changes kept', async () => {
    const { user, onSave, onClose } = setup({ matchInProgress: true });
    await user.click(within(group(s.lives.label)).getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: s.save }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(group(s.lives.label)).getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('button', { name: s.save })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes without saving', async () => {
    const { user, onSave, onClose } = setup();
    await user.click(screen.getByRole('switch', { name: s.feuer.label }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('the close button and Cancel close without saving', async () => {
    const { user, onSave, onClose } = setup();
    await user.click(screen.getByRole('switch', { name: s.feuer.label }));
    await user.click(screen.getByRole('button', { name: en.screens.common.close }));
    await user.click(screen.getByRole('button', { name: s.cancel }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saving without a change only closes', async () => {
    const { user, onSave, onClose } = setup({ matchInProgress: true });
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('"Defaults" puts every control back to its default', async () => {
    const custom: SchwimmenSettings = {
      opponents: 6,
      level: 'easy',
      rules: {
        feuer: false,
        knockInFirstRound: true,
        lives: 5,
        threeOfAKind: false,
        tieBreak: 'skat',
        knockWithSwap: true,
      },
      faces: 'german',
      speed: 'slow',
      practice: false,
      showCards: false,
    };
    const { user, onSave } = setup({ settings: custom });
    await user.click(screen.getByRole('button', { name: s.defaults }));
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(DEFAULT_SCHWIMMEN_SETTINGS);
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { user, dialog } = setup();
    const close = screen.getByRole('button', { name: en.screens.common.close });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: s.save })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('arrow keys move within a choice (native radio groups)', async () => {
    const { user } = setup();
    const three = within(group(s.opponents.label)).getByRole('radio', { name: '3' });
    three.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group(s.opponents.label)).getByRole('radio', { name: '4' })).toBeChecked();
  });

  it('returns focus to where it was when it closes', () => {
    const opener = () => screen.getByRole('button', { name: 'Open settings' });
    const props = {
      settings: DEFAULT_SCHWIMMEN_SETTINGS,
      matchInProgress: false,
      onSave: () => {},
      onClose: () => {},
    };
    const { rerender } = render(
      <>
        <button type="button">Open settings</button>
        <SchwimmenSettingsDialog open={false} {...props} />
      </>,
    );
    opener().focus();
    rerender(
      <>
        <button type="button">Open settings</button>
        <SchwimmenSettingsDialog open {...props} />
      </>,
    );
    expect(opener()).not.toHaveFocus();
    rerender(
      <>
        <button type="button">Open settings</button>
        <SchwimmenSettingsDialog open={false} {...props} />
      </>,
    );
    expect(opener()).toHaveFocus();
  });
});
