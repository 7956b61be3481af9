import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULES, type SchwimmenRules } from '../../../src/engine/schwimmen';
import { chooseLanguage, LANGUAGES } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';
import { LOADERS } from '../../../src/ui/i18n/languages';
import { SchwimmenRulesPage } from '../../../src/ui/schwimmen/SchwimmenRulesPage';
import { rules as rulesText } from '../../../src/ui/i18n/en/rules';

const r = rulesText;
const sec = r.sections;

function open(rules: Partial<SchwimmenRules> = {}, faces?: 'french' | 'german') {
  const onClose = vi.fn();
  render(<SchwimmenRulesPage rules={{ ...DEFAULT_RULES, ...rules }} faces={faces} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: r.title }) };
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('SchwimmenRulesPage', () => {
  it('is a modal dialog with a heading for every topic and a list of contents', () => {
    const { dialog } = open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const key of Object.keys(sec) as (keyof typeof sec)[]) {
      expect(within(dialog).getByRole('heading', { level: 3, name: sec[key].title })).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: sec[key].title })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('navigation', { name: r.contents })).toBeInTheDocument();
  });

  it('S7: says whether Feuer is on', () => {
    open({ feuer: true });
    expect(screen.getByText(sec.schnauz.feuerOn)).toBeVisible();
    expect(screen.getByText('Feuer on')).toBeVisible();
  });

  it('S7: says Feuer is off, and what three aces are then worth', () => {
    open({ feuer: false });
    expect(screen.getByText(sec.schnauz.feuerOffThree)).toBeVisible();
    expect(screen.queryByText(sec.schnauz.feuerOn)).toBeNull();
    expect(screen.getByText('Feuer off')).toBeVisible();
  });

  it('S6, S7: with three of a kind off too, three aces count 11', () => {
    open({ feuer: false, threeOfAKind: false });
    expect(screen.getByText(sec.schnauz.feuerOffPlain)).toBeVisible();
    expect(screen.getByText(sec.cards.threeOff)).toBeVisible();
    const aces = screen.getByRole('img', { name: 'Ace of spades' }).closest('li') as HTMLElement;
    expect(aces).toHaveTextContent('worth 11');
  });

  it('S4–S7: the examples carry their values under the current options', () => {
    open();
    const worth = (card: string) =>
      (screen.getAllByRole('img', { name: card })[0].closest('li') as HTMLElement).textContent;
    expect(worth('Ace of hearts')).toContain('worth 20');
    expect(worth('Nine of hearts')).toContain('worth 16');
    expect(worth('Eight of hearts')).toContain('worth 9');
    expect(worth('Ten of clubs')).toContain('worth 31');
    expect(worth('Seven of spades')).toContain('worth 30½');
    expect(worth('Ace of spades')).toContain('worth 32');
  });

  it('S14: knocking in the first round, off and on', () => {
    open({ knockInFirstRound: false });
    expect(screen.getByText(sec.knocking.firstRoundOff)).toBeVisible();
  });

  it('S14: knocking in the first round on', () => {
    open({ knockInFirstRound: true });
    expect(screen.getByText(sec.knocking.firstRoundOn)).toBeVisible();
    expect(screen.getByText(r.summary.knockInFirstRound.on)).toBeVisible();
  });

  it('S20: the tie rule in use', () => {
    open({ tieBreak: 'none' });
    expect(screen.getByText(sec.showdown.tieNone)).toBeVisible();
  });

  it('S20: the Skat tie rule in use, with the suit order of the faces', () => {
    open({ tieBreak: 'skat' }, 'german');
    expect(screen.getByText(/Ties by Skat order: the lowest value loses as always/)).toHaveTextContent(
      'acorns above leaves above hearts above bells',
    );
  });

  it('S13: a Schnauz or Feuer dealt is shown before the dealer chooses; the second hand stays unseen', () => {
    const { dialog } = open();
    expect(within(dialog).getByText(sec.deal.atOnce)).toBeVisible();
    expect(within(dialog).getByText(sec.schnauz.atDeal)).toBeVisible();
    expect(sec.schnauz.atDeal).toMatch(/before the dealer chooses/);
    expect(sec.schnauz.atDeal).toMatch(/stays face down, unseen/);
  });

  it('S14b: knocking with a swap is off by default, and the page says so', () => {
    const { dialog } = open();
    expect(within(dialog).getByText(sec.knocking.withSwapOff)).toBeVisible();
    expect(within(dialog).getByText(r.summary.knockWithSwap.off)).toBeVisible();
    expect(within(dialog).queryByText(sec.knocking.withSwapOn)).toBeNull();
  });

  it('S14b: knocking with a swap on', () => {
    const { dialog } = open({ knockWithSwap: true });
    expect(within(dialog).getByText(sec.knocking.withSwapOn)).toBeVisible();
    expect(within(dialog).getByText(r.summary.knockWithSwap.on)).toBeVisible();
    expect(within(dialog).queryByText(sec.knocking.withSwapOff)).toBeNull();
  });

  it('S22: with the default tie rule a draw cannot happen, so the page never mentions one', () => {
    const { dialog } = open({ tieBreak: 'none' });
    expect(within(dialog).getByText(sec.winning.noDraw)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/\ba draw\b/i);
  });

  it('S22: with the Skat tie rule the last players can go out together: a draw', () => {
    const { dialog } = open({ tieBreak: 'skat' });
    expect(within(dialog).getByText(sec.winning.drawSkat)).toBeVisible();
    expect(within(dialog).queryByText(sec.winning.noDraw)).toBeNull();
  });

  it('S20: the Skat order ranks only hands of equal value', () => {
    open({ tieBreak: 'skat' });
    expect(screen.getByText(/only hands of equal value are ranked further/)).toBeVisible();
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'S13, S14b, S22 in %s: the draw only under the Skat tie rule, knocking with a swap as an option',
    async (language) => {
      const text = (await LOADERS[language].rules()) as typeof rulesText;
      // The page's text content reads every space as a plain one (French puts a no-break space before a colon).
      const plain = (x: string) => x.replace(/\s+/g, ' ');
      const w = text.sections;
      await act(() => chooseLanguage(language));
      const first = render(<SchwimmenRulesPage rules={DEFAULT_RULES} onClose={() => {}} />);
      const page = await screen.findByRole('dialog', { name: text.title });
      expect(page).toHaveTextContent(plain(w.schnauz.atDeal));
      expect(page).toHaveTextContent(plain(w.knocking.withSwapOff));
      expect(page).toHaveTextContent(plain(text.summary.knockWithSwap.off));
      expect(page).toHaveTextContent(plain(w.winning.noDraw));
      expect(page).not.toHaveTextContent(plain(w.winning.drawSkat));
      first.unmount();
      render(
        <SchwimmenRulesPage
          rules={{ ...DEFAULT_RULES, tieBreak: 'skat', knockWithSwap: true }}
          onClose={() => {}}
        />,
      );
      const skat = await screen.findByRole('dialog', { name: text.title });
      expect(skat).toHaveTextContent(plain(w.winning.drawSkat));
      expect(skat).not.toHaveTextContent(plain(w.winning.noDraw));
      expect(skat).toHaveTextContent(plain(w.knocking.withSwapOn));
      expect(skat).toHaveTextContent(plain(text.summary.knockWithSwap.on));
    },
  );

  it('S9: the number of lives', () => {
    open({ lives: 1 });
    expect(screen.getByText('Everybody starts with 1 life.')).toBeVisible();
    expect(screen.getByText('1 life each')).toBeVisible();
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = open();
    await user.click(screen.getByRole('button', { name: en.screens.common.close }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a contents link moves focus to its topic without changing the address', async () => {
    const user = userEvent.setup();
    open();
    Element.prototype.scrollIntoView = vi.fn();
    const before = window.location.href;
    await user.click(screen.getByRole('link', { name: sec.allPass.title }));
    expect(screen.getByRole('heading', { level: 3, name: sec.allPass.title })).toHaveFocus();
    expect(window.location.href).toBe(before);
  });

  it('S1: German faces name the cards beside the pictures: Unter and Ober, leaves instead of spades', () => {
    const { dialog } = open({}, 'german');
    expect(within(dialog).getAllByRole('img', { name: /King of leaves/ }).length).toBeGreaterThan(0);
    expect(dialog).toHaveTextContent('King and 10 of leaves; the ace is alone in hearts');
    expect(dialog).toHaveTextContent('7, 8, 9, 10, Unter, Ober, king and ace in four suits');
    expect(dialog).toHaveTextContent('a king, Ober, Unter or 10 counts 10');
    expect(dialog).not.toHaveTextContent(/spades|jack|queen/);
  });

  it('S1: French faces name jack, queen and spades', () => {
    const { dialog } = open({}, 'french');
    expect(dialog).toHaveTextContent('King and 10 of spades; the ace is alone in hearts');
    expect(dialog).toHaveTextContent('7, 8, 9, 10, jack, queen, king and ace in four suits');
  });

  it('renders nothing when open is false', () => {
    render(<SchwimmenRulesPage open={false} rules={DEFAULT_RULES} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
