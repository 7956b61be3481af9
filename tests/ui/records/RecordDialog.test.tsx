// Issue 41: Game record in a table's menu: the record of the match on the table as selectable text, Download
// (a .txt named by game and date), Copy, a link where the record is short enough, Replay; the deal still being
// played left out with a note; nothing written anywhere.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameOf, type MatchRecordBase } from '../../../src/games';
import { readRecord } from '../../../src/records/read';
import { recordFromParam } from '../../../src/records/link';
import { playedMatch } from '../../records/matches';
import { records as text } from '../../../src/ui/i18n/en/records';
import { RecordDialog, recordFileName } from '../../../src/ui/shared/records/RecordDialog';
import { closeReplay, replayNow } from '../../../src/ui/replay/open';

const d = text.dialog;

function match(id: 'schwimmen' | 'schnapsen', maxRounds?: number, cut = 0): MatchRecordBase {
  return playedMatch(id, { seed: 77, maxRounds, key: '5e'.repeat(32), names: ['Ben', 'Anna'], cut });
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:record') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  closeReplay();
});

function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe.each(['schwimmen', 'schnapsen'] as const)('Game record dialog, %s', (id) => {
  it('shows the record of a finished match as text that reads back, with Download named by game and date', async () => {
    const m = match(id);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(<RecordDialog game={id} match={m} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: d.title });
    const area = within(dialog).getByTestId('record-text') as HTMLTextAreaElement;
    expect(area).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(d.textLabel)).toBe(area);
    const read = readRecord(area.value, id);
    expect(read.log).toEqual(m.log);
    expect(read.result).toMatch(/wins$/);
    expect(area.value).toContain(`[Date "${today()}"]`);
    const download = within(dialog).getByRole('link', { name: d.download });
    expect(download).toHaveAttribute('download', `${id}-${today()}.txt`);
    expect(download).toHaveAttribute('href', 'blob:record');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe(area.value);
    expect(within(dialog).queryByText(d.hidden)).toBeNull();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('leaves out the deal being played, and says so', () => {
    const m = match(id, 2, 2);
    render(<RecordDialog game={id} match={m} onClose={() => {}} />);
    expect(screen.getByText(d.hidden)).toBeVisible();
    const value = (screen.getByTestId('record-text') as HTMLTextAreaElement).value;
    expect(value).toMatch(/\[Deal2 "fingerprint [0-9a-f]{64}"\]/);
    expect(readRecord(value).result).toBe('*');
  });

  it('Copy puts the text on the clipboard and says so; where it cannot, the text is selected', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(<RecordDialog game={id} match={match(id)} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: d.copy }));
    expect(writeText).toHaveBeenCalledWith((screen.getByTestId('record-text') as HTMLTextAreaElement).value);
    expect(screen.getByTestId('record-copy-status')).toHaveTextContent(d.copied);

    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: d.copy }));
    expect(screen.getByTestId('record-copy-status')).toHaveTextContent(d.copyFailed);
    const area = screen.getByTestId('record-text') as HTMLTextAreaElement;
    expect(area.selectionEnd - area.selectionStart).toBe(area.value.length);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('offers a link that holds the record', async () => {
    render(<RecordDialog game={id} match={match(id)} onClose={() => {}} />);
    const url = (await screen.findByTestId('record-url')) as HTMLInputElement;
    const param = new URL(url.value).searchParams.get('record')!;
    expect(await recordFromParam(param)).toBe(
      (screen.getByTestId('record-text') as HTMLTextAreaElement).value,
    );
    expect(screen.getByRole('button', { name: d.copyLink })).toBeEnabled();
  });

  it('Replay closes the dialog and opens the viewer on this record', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const m = match(id);
    render(<RecordDialog game={id} match={m} onClose={onClose} />);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: d.replay }));
    });
    expect(onClose).toHaveBeenCalled();
    expect(replayNow()?.record.log).toEqual(m.log);
  });
});

it('a record file is named by game and date', () => {
  expect(recordFileName('schnapsen', '2026-12-06')).toBe('schnapsen-2026-12-06.txt');
});

it('a match with nothing played has only its headers, says so, and offers no replay', () => {
  const game = gameOf('schnapsen');
  const empty = game.newRecord(game.settings.defaults, 5, 'm');
  render(<RecordDialog game="schnapsen" match={empty} onClose={() => {}} />);
  expect(screen.getByText(d.nothing)).toBeVisible();
  expect(screen.getByRole('button', { name: d.replay })).toBeDisabled();
});

it('a deal being played in a match saved before deals had seeds is left out too, and the dialog says so', () => {
  const m = playedMatch('schwimmen', { seed: 78, maxRounds: 2, cut: 2 });
  render(<RecordDialog game="schwimmen" match={m} onClose={() => {}} />);
  expect(screen.getByText(d.hidden)).toBeVisible();
  const value = (screen.getByTestId('record-text') as HTMLTextAreaElement).value;
  expect(value).not.toContain('[Deal2');
  expect(value).toMatch(/\[Deal1 "deck /);
});
