// Issue 41: Open a game record on the home screen: a record pasted or chosen as a file opens in the replay
// viewer; a bad one is refused with its line and reason in an alert, and nothing else changes; a `?record=`
// link opens its record at once, or says why it cannot.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameOf } from '../../../src/games';
import { recordParam } from '../../../src/records/link';
import { printRecord, recordOfMatch } from '../../../src/records/print';
import { playedMatch } from '../../records/matches';
import { Home } from '../../../src/ui/home/Home';
import { en } from '../../../src/ui/i18n/en';
import { records as text } from '../../../src/ui/i18n/en/records';
import { OpenRecordDialog } from '../../../src/ui/shared/records/OpenRecordDialog';
import { closeReplay, replayNow } from '../../../src/ui/replay/open';

const o = text.open;

function recordText(): string {
  const match = playedMatch('schnapsen', { seed: 9, players: 2, key: '9a'.repeat(32), names: ['Ben'] });
  return printRecord(recordOfMatch(gameOf('schnapsen'), match));
}
const RECORD = recordText();

afterEach(() => {
  closeReplay();
  window.history.replaceState(null, '', '/');
});

/** The record with its first move of Ben's changed to a card he does not hold. */
function broken(): { text: string; line: number } {
  const lines = RECORD.split('\n');
  const at = lines.findIndex((l) => /^Ben: /.test(l));
  const held = new Set(lines.slice(at).filter((l) => l.startsWith('Ben: ')));
  const card = ['A♥', 'A♠', 'A♣', 'A♦', 'K♥', 'K♠'].find((c) => !held.has(`Ben: ${c}`))!;
  lines[at] = `Ben: ${card}`;
  return { text: lines.join('\n'), line: at + 1 };
}

describe('Open a game record', () => {
  it('the home screen offers it, and its text box is named as a record', async () => {
    const user = userEvent.setup();
    render(<Home hrefFor={(g) => `/?game=${g}`} onOpen={() => {}} />);
    await user.click(screen.getByRole('button', { name: en.app.start.openRecord }));
    const dialog = await screen.findByRole('dialog', { name: o.title }, { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: /record/i })).toBe(screen.getByTestId('record-input'));
    expect(dialog).toContainElement(screen.getByRole('button', { name: o.open }));
  });

  it('a pasted record opens in the viewer, and the dialog closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<OpenRecordDialog onClose={onClose} />);
    await user.click(screen.getByRole('textbox', { name: /record/i }));
    await user.paste(RECORD);
    await user.click(screen.getByRole('button', { name: o.open }));
    expect(onClose).toHaveBeenCalled();
    expect(replayNow()?.record.game).toBe('schnapsen');
    expect(replayNow()?.record.seats.map((s) => s.name)).toEqual(['You', 'Ben']);
  });

  it('a record that breaks a rule is refused in an alert naming the line, and nothing changes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    localStorage.setItem('kartenrunde:stats', '{"kept":true}');
    const before = JSON.stringify({ ...localStorage });
    render(<OpenRecordDialog onClose={onClose} />);
    const bad = broken();
    await user.click(screen.getByRole('textbox', { name: /record/i }));
    await user.paste(bad.text);
    await user.click(screen.getByRole('button', { name: o.open }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      new RegExp(
        `^This record cannot be opened: line ${bad.line}: Ben cannot play .+: it is not in the hand\\.$`,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(replayNow()).toBeNull();
    expect(JSON.stringify({ ...localStorage })).toBe(before);
    // Editing the text clears the message.
    await user.type(screen.getByRole('textbox', { name: /record/i }), ' ');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('asks for a record when there is none', async () => {
    const user = userEvent.setup();
    render(<OpenRecordDialog onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: o.open }));
    expect(screen.getByRole('alert')).toHaveTextContent(o.empty);
  });

  it('a chosen file fills the box, and opens', async () => {
    const user = userEvent.setup();
    render(<OpenRecordDialog onClose={() => {}} />);
    const file = new File([RECORD], 'schnapsen-2026-12-06.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(o.file), file);
    await waitFor(() => expect(screen.getByTestId('record-input')).toHaveValue(RECORD));
    await user.click(screen.getByRole('button', { name: o.open }));
    expect(replayNow()?.record.game).toBe('schnapsen');
  });

  it('a link opens its record at once', async () => {
    const param = (await recordParam(RECORD))!;
    const onClose = vi.fn();
    render(<OpenRecordDialog onClose={onClose} fromLink={param} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(replayNow()?.record.game).toBe('schnapsen');
  });

  it('a damaged link says so, and the box stays open for another record', async () => {
    render(<OpenRecordDialog onClose={() => {}} fromLink="1abc" />);
    expect(await screen.findByText(/^The record in this link cannot be opened: /)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The record in this link cannot be opened: this link holds no readable record: it may have been cut short.',
    );
    expect(replayNow()).toBeNull();
  });

  it('the home screen reads a ?record= address when it opens', async () => {
    const param = (await recordParam(RECORD))!;
    window.history.replaceState(null, '', `/?record=${param}`);
    await act(async () => {
      render(<Home hrefFor={(g) => `/?game=${g}`} onOpen={() => {}} />);
    });
    await waitFor(() => expect(replayNow()?.record.game).toBe('schnapsen'), { timeout: 10_000 });
  });
});
