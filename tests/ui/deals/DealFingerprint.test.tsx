// Issue 40: the deal's fingerprint in a table's bar: at least its first 12 hex digits, the whole 64 on request
// (and hidden again with Escape, focus back on the button), and for a deal of a match saved before deals were
// checkable, "no fingerprint" with the reason on request.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameOf } from '../../../src/games';
import { fingerprint } from '../../../src/match/fairDeals';
import { chooseLanguage } from '../../../src/ui/i18n';
import { deals as de } from '../../../src/ui/i18n/de/deals';
import { deals as text } from '../../../src/ui/i18n/en/deals';
import { DealFingerprint, SHOWN_DIGITS } from '../../../src/ui/shared/deals/DealFingerprint';
import { GameBar } from '../../../src/ui/shared/table/GameBar';
import { dealtMatch, KEY } from './records';

const f = text.fingerprint;

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe.each(['schwimmen', 'schnapsen'])('the fingerprint of a %s deal', (game) => {
  const record = dealtMatch(game);
  const print = fingerprint(gameOf(game).dealSeed(record, 1) as string);

  it('shows its first 12 hex digits in the bar, and the whole of it on request', async () => {
    const user = userEvent.setup();
    render(<DealFingerprint game={game} record={record} deal={1} />);
    const shown = screen.getByTestId('deal-fingerprint');
    expect(SHOWN_DIGITS).toBeGreaterThanOrEqual(12);
    expect(shown).toHaveTextContent(print.slice(0, SHOWN_DIGITS));
    expect(shown).not.toHaveTextContent(print);
    expect(screen.queryByTestId('deal-fingerprint-whole')).toBeNull();

    const toggle = screen.getByRole('button', { name: new RegExp(f.show) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const whole = screen.getByTestId('deal-fingerprint-whole');
    expect(whole).toHaveTextContent(/^[0-9a-f]{64}$/);
    expect(whole.textContent).toBe(print);
    expect(screen.getByRole('group', { name: `Fingerprint of deal 1` })).toContainElement(whole);
    expect(screen.getByText(f.explain)).toBeVisible();
    // Nothing of the match's key shows.
    expect(document.body.textContent).not.toContain(KEY);

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('deal-fingerprint-whole')).toBeNull();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: f.hide }));
    expect(screen.queryByTestId('deal-fingerprint-whole')).toBeNull();
    expect(toggle).toHaveFocus();
    // A tap elsewhere puts it away too; a tap on it (to select the digits) does not.
    await user.click(toggle);
    await user.click(screen.getByTestId('deal-fingerprint-whole'));
    expect(screen.getByTestId('deal-fingerprint-whole')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByTestId('deal-fingerprint-whole')).toBeNull();
  });

  it('is the fingerprint of the deal on the table: the next deal has another one', () => {
    const { rerender } = render(<DealFingerprint game={game} record={record} deal={1} />);
    const first = screen.getByTestId('deal-fingerprint').getAttribute('data-fingerprint');
    rerender(<DealFingerprint game={game} record={record} deal={2} />);
    const second = screen.getByTestId('deal-fingerprint').getAttribute('data-fingerprint');
    expect(first).toBe(print);
    expect(second).toBe(fingerprint(gameOf(game).dealSeed(record, 2) as string));
    expect(second).not.toBe(first);
  });

  it('a deal of a match saved before deals were checkable: "no fingerprint", and why on request', async () => {
    const user = userEvent.setup();
    render(<DealFingerprint game={game} record={dealtMatch(game, null)} deal={1} />);
    const shown = screen.getByTestId('deal-fingerprint');
    expect(shown).toHaveTextContent(f.none);
    expect(shown).not.toHaveAttribute('data-fingerprint');
    expect(shown).not.toHaveTextContent(/[0-9a-f]{12}/);
    await user.click(screen.getByRole('button', { name: f.why }));
    expect(screen.getByText(f.noneReason)).toBeVisible();
  });
});

describe('in the game bar', () => {
  const bar = (deal: Parameters<typeof GameBar>[0]['deal']) => (
    <GameBar
      homeHref="/"
      onHome={vi.fn()}
      title="Schwimmen"
      progress="Round 1"
      onRules={vi.fn()}
      onSettings={vi.fn()}
      inProgress={false}
      onNewMatch={vi.fn()}
      deal={deal}
    />
  );

  it('stands beside the title while a deal is on the table, and not before the first deal', () => {
    const record = dealtMatch('schwimmen');
    const { rerender } = render(bar({ game: 'schwimmen', record, deal: 1 }));
    const header = screen.getByRole('banner');
    expect(within(header).getByTestId('deal-fingerprint')).toBeVisible();
    rerender(bar(null));
    expect(screen.queryByTestId('deal-fingerprint')).toBeNull();
  });

  it('speaks the language in use (its texts come when first needed)', async () => {
    render(bar({ game: 'schnapsen', record: dealtMatch('schnapsen'), deal: 1 }));
    await act(() => chooseLanguage('de'));
    expect(await screen.findByRole('button', { name: new RegExp(de.fingerprint.show) })).toBeVisible();
  });
});
