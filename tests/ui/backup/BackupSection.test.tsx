// Issue 41: "Your data" in Statistics and in the settings: Back up my data downloads the file; Restore from a
// backup checks a file, shows what it will replace and asks; Cancel changes nothing, Replace my data writes
// every part; a file that is no backup is refused in an alert and nothing changes.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import midRound from '../../fixtures/saves/mid-round.json';
import finished from '../../fixtures/saves/finished.json';
import { makeBackup, type BackupFile } from '../../../src/backup/backup';
import { appParts } from '../../../src/ui/shared/backup/backupLogic';
import { BackupSection } from '../../../src/ui/shared/backup/BackupSection';
import { backup as text } from '../../../src/ui/i18n/en/backup';
import { StatsScreen } from '../../../src/ui/stats/StatsScreen';
import { SchnapsenSettingsDialog } from '../../../src/ui/schnapsen/SchnapsenSettingsDialog';
import { DEFAULT_SCHNAPSEN_SETTINGS } from '../../../src/ui/schnapsen/settings';
import { createStatsStore } from '../../../src/stats';
import { createSkillStore } from '../../../src/stats/skillStore';
import { MemoryStorage } from '../../store/helpers';

/** The page's storage holding `saves` (a fixture's keys and raw values). */
function deviceWith(saves: Record<string, string>) {
  localStorage.clear();
  for (const [key, raw] of Object.entries(saves)) localStorage.setItem(key, raw);
}

function everything(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) as string;
    out[key] = storage.getItem(key) as string;
  }
  return out;
}

/** A backup file of `saves`, as a File the player picks. */
function backupOf(saves: Record<string, string>, name = 'kartenrunde-backup-2026-12-06.json'): File {
  const storage = new MemoryStorage();
  for (const [key, raw] of Object.entries(saves)) storage.setItem(key, raw);
  const file = makeBackup(storage, appParts(), '0.1.0', new Date(2026, 11, 6, 9, 5));
  return new File([JSON.stringify(file)], name, { type: 'application/json' });
}

const buttons = () => ({
  backUp: screen.getByRole('button', { name: text.backUp }),
  open: screen.getByRole('button', { name: text.open }),
});

async function openRestore(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(buttons().open);
  expect(buttons().open).toHaveAttribute('aria-expanded', 'true');
  await user.upload(screen.getByLabelText(text.file), file);
  await user.click(screen.getByRole('button', { name: text.restore }));
}

describe('issue 41: where the backup is', () => {
  it('Statistics ends with “Your data”: Back up my data and Restore from a backup', async () => {
    const storage = new MemoryStorage();
    render(
      <StatsScreen
        store={createStatsStore({ storage: () => storage, now: () => 1 })}
        skill={createSkillStore({ storage: () => storage, now: () => 1 })}
        onClose={() => {}}
      />,
    );
    // A chunk of its own, fetched as the screen shows.
    const section = await screen.findByRole('region', { name: text.title });
    expect(within(section).getByRole('button', { name: text.backUp })).toBeVisible();
    expect(within(section).getByRole('button', { name: text.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('a game’s settings dialog has the same section, and its buttons never submit the settings', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <SchnapsenSettingsDialog
        open
        settings={DEFAULT_SCHNAPSEN_SETTINGS}
        matchInProgress={false}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    const section = await screen.findByRole('region', { name: text.title });
    await user.click(within(section).getByRole('button', { name: text.open }));
    expect(within(section).getByLabelText(text.file)).toHaveAttribute('type', 'file');
    await user.click(within(section).getByRole('button', { name: text.restore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.refusals.noFile);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('issue 41: Back up my data', () => {
  it('downloads one file with every saved part, named after the day', async () => {
    deviceWith(midRound.storage);
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:backup';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    render(<BackupSection />);
    await user.click(buttons().backUp);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toMatch(/^kartenrunde-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(screen.getByText(`The backup is downloading: ${clicked[0].download}`)).toBeInTheDocument();
    const file = JSON.parse(await blobs[0].text()) as BackupFile;
    expect(file.format).toBe('kartenrunde-backup');
    expect(Object.keys(file.parts).sort()).toEqual(Object.keys(midRound.storage).sort());
    for (const [key, raw] of Object.entries(midRound.storage))
      expect(file.parts[key]).toEqual(JSON.parse(raw));
  });
});

describe('issue 41: Restore from a backup', () => {
  it('shows what the backup replaces; Cancel changes nothing', async () => {
    deviceWith(finished.storage);
    const before = everything(localStorage);
    const onRestored = vi.fn();
    const user = userEvent.setup();
    render(<BackupSection onRestored={onRestored} />);
    await openRestore(user, backupOf(midRound.storage));

    const preview = await screen.findByRole('group', { name: text.preview.title });
    expect(preview).toHaveTextContent('Made on December 6, 2026');
    const lines = within(preview)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Schwimmen: a match in progress, round \d+$/),
        'Schwimmen settings',
        'Schnapsen settings',
        'Schnapsen record: 0 won, 0 lost',
        expect.stringMatching(/^Skill rating: Schwimmen \d+, Schnapsen \d+, \d+ rounds and deals rated$/),
        'Language: Norsk bokmål',
        'Sound: on',
      ]),
    );
    expect(lines).toHaveLength(Object.keys(midRound.storage).length);
    // The safe answer has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: text.preview.cancel })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: text.preview.cancel }));
    expect(screen.queryByRole('group', { name: text.preview.title })).toBeNull();
    expect(everything(localStorage)).toEqual(before);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('Replace my data writes every part of the backup, then hands over (the page reloads)', async () => {
    deviceWith(finished.storage);
    const onRestored = vi.fn();
    const user = userEvent.setup();
    render(<BackupSection onRestored={onRestored} />);
    await openRestore(user, backupOf(midRound.storage));
    await user.click(await screen.findByRole('button', { name: text.preview.confirm }));
    expect(onRestored).toHaveBeenCalledTimes(1);
    for (const [key, raw] of Object.entries(midRound.storage)) {
      const restored = JSON.parse(localStorage.getItem(key) as string) as { rev?: number };
      const saved = JSON.parse(raw) as { rev?: number };
      // A revision at least one above the one stored before, so that every open tab takes it as newer.
      expect({ ...restored, rev: undefined }).toEqual({ ...saved, rev: undefined });
    }
  });

  it('a file that is not a backup is refused in an alert, and nothing changes', async () => {
    deviceWith(finished.storage);
    const before = everything(localStorage);
    const user = userEvent.setup();
    render(<BackupSection onRestored={() => {}} />);
    await openRestore(user, new File(['{"hello":"world"}'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.refusals.notBackup);
    expect(screen.queryByRole('group', { name: text.preview.title })).toBeNull();
    expect(everything(localStorage)).toEqual(before);

    // A damaged part names the part, and still nothing changes.
    const damaged = { ...midRound.storage, 'kartenrunde:stats': '{"version":2,"rev":1,"state":{"stats":7}}' };
    const file = JSON.parse(await backupOf(midRound.storage).text()) as BackupFile;
    file.parts['kartenrunde:stats'] = JSON.parse(damaged['kartenrunde:stats']);
    await user.upload(screen.getByLabelText(text.file), new File([JSON.stringify(file)], 'b.json'));
    await user.click(screen.getByRole('button', { name: text.restore }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Part of this backup is damaged and could not be used: your statistics. Nothing was changed.',
      ),
    );
    expect(everything(localStorage)).toEqual(before);
  });
});
