// The tutorial on screen: each step's text and the part of the table it points at, Next, a wrong move
// refused with a kind word, Skip, the done step with Play a real match, another language, and nothing written
// to the device's storage.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameStore } from '../../../src/store';
import { chooseLanguage, format } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';
import { tutorial as english } from '../../../src/ui/i18n/en/tutorial';
import { tutorial as german } from '../../../src/ui/i18n/de/tutorial';
import { TutorialScreen } from '../../../src/ui/tutorial/TutorialScreen';
import { schnapsenTutorial } from '../../../src/tutorial/schnapsen';

const step = () => screen.getByTestId('tutorial-step');
const targets = () => [...document.querySelectorAll('[data-tutorial-target]')];
const next = () => screen.getByRole('button', { name: english.next });

/**
 * Renders the tutorial and waits for its game's part (a chunk of its own) and for the first step's focus,
 * which an effect moves after the step is on screen.
 */
async function open(game: 'schwimmen' | 'schnapsen') {
  const onHome = vi.fn();
  const onPlay = vi.fn();
  render(<TutorialScreen game={game} onHome={onHome} onPlay={onPlay} />);
  await screen.findByTestId('tutorial-step', {}, { timeout: 10_000 });
  await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  return { onHome, onPlay };
}

describe('tutorial screen', () => {
  // Everything on the device but the language chosen in a test.
  const saved = () => JSON.stringify({ ...localStorage, 'kartenrunde:language': null });
  let stored: string;
  beforeEach(() => {
    // The app's store, with its saved matches, is there before the tutorial opens (as in the app).
    gameStore();
    stored = saved();
  });
  afterEach(async () => {
    // Nothing of the tutorial is ever saved.
    expect(saved()).toBe(stored);
    await act(() => chooseLanguage('en'));
  });

  it('shows the first step in a polite live region, on the real table, with the hand highlighted', async () => {
    await open('schwimmen');
    expect(screen.getByRole('heading', { name: english.title.schwimmen })).toBeInTheDocument();
    expect(step()).toHaveTextContent(/Ace counts 11; King, Queen, Jack and Ten 10/);
    expect(step()).toHaveTextContent('your hand is worth 10');
    expect(step().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('hand')).toHaveAttribute('data-tutorial-target');
    expect(screen.getByTestId('hand').querySelectorAll('[data-card]')).toHaveLength(3);
    expect(screen.getByTestId('middle').querySelectorAll('[data-card]')).toHaveLength(3);
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(next()).toHaveFocus();
  });

  it('Next goes to the middle; the swap step waits for its cards and refuses another move kindly', async () => {
    const user = userEvent.setup();
    await open('schwimmen');
    await user.click(next());
    expect(screen.getByTestId('middle')).toHaveAttribute('data-tutorial-target');
    expect(screen.getByTestId('hand')).not.toHaveAttribute('data-tutorial-target');
    await user.click(next());
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: english.next })).toBeNull();
    expect(targets().map((el) => el.getAttribute('data-card'))).toEqual(['Ad', 'Ts']);

    // Pass is a move, but not this step's: a kind word, and the table stays as it was.
    await user.click(screen.getByRole('button', { name: en.table.actions.pass }));
    expect(screen.getByText(english.wrong)).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    expect(screen.getByTestId('hand').querySelector('[data-card="Ts"]')).not.toBeNull();

    const hand = within(screen.getByTestId('hand'));
    const middle = within(screen.getByTestId('middle'));
    await user.click(hand.getByRole('button', { name: /Ten of spades/ }));
    await user.click(middle.getByRole('button', { name: /Ace of diamonds/ }));
    expect(screen.getByText('Step 4 of 8')).toBeInTheDocument();
    expect(screen.queryByText(english.wrong)).toBeNull();
    expect(screen.getByRole('button', { name: en.table.actions.swapAll })).toHaveAttribute(
      'data-tutorial-target',
    );
    // The step's control has the focus: Enter does it.
    expect(screen.getByRole('button', { name: en.table.actions.swapAll })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 5 of 8')).toBeInTheDocument();
  });

  it('38: a card the swap step does not ask for gets the kind word at once and is not picked', async () => {
    const user = userEvent.setup();
    await open('schwimmen');
    await user.click(next());
    await user.click(next());
    const hand = within(screen.getByTestId('hand'));
    const middle = within(screen.getByTestId('middle'));
    const king = hand.getByRole('button', { name: /King of diamonds/ });
    await user.click(king);
    expect(screen.getByText(english.wrong)).toBeInTheDocument();
    expect(king).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();

    // The card asked for is picked, and the word goes; a wrong card of the middle leaves it picked and brings
    // the word back.
    const ten = hand.getByRole('button', { name: /Ten of spades/ });
    await user.click(ten);
    expect(ten).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(english.wrong)).toBeNull();
    await user.click(middle.getByRole('button', { name: /Queen of hearts/ }));
    expect(screen.getByText(english.wrong)).toBeInTheDocument();
    expect(ten).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('hand').querySelector('[data-card="Ts"]')).not.toBeNull();

    await user.click(middle.getByRole('button', { name: /Ace of diamonds/ }));
    expect(screen.getByText('Step 4 of 8')).toBeInTheDocument();
    expect(screen.queryByText(english.wrong)).toBeNull();
  });

  it('S20: at the Schnauz step Anna’s seat shows her hand face up', async () => {
    const user = userEvent.setup();
    await open('schwimmen');
    for (let n = 1; n <= 6; n++) {
      const more = screen.queryByRole('button', { name: english.next });
      if (more) await user.click(more);
      else for (const el of targets()) if (el instanceof HTMLButtonElement) await user.click(el);
    }
    expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
    const anna = () => screen.getByRole('group', { name: en.app.names[0] });
    const annasCards = () =>
      within(anna()).getByRole('group', { name: format(en.practice.openHand, { name: en.app.names[0] }) });
    expect(anna()).toHaveAttribute('data-tutorial-target');
    const shown = [...annasCards().querySelectorAll('[data-card]')].map((el) => el.getAttribute('data-card'));
    expect(shown.sort()).toEqual(['As', 'Ks', 'Ts']);
    // The last step still shows it, beside the lives.
    await user.click(next());
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(annasCards().querySelectorAll('[data-card]')).toHaveLength(3);
  });

  it('Skip leaves at any step', async () => {
    const user = userEvent.setup();
    const { onHome, onPlay } = await open('schnapsen');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: english.skipLong }));
    expect(onHome).toHaveBeenCalledOnce();
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('the Schnapsen tutorial followed to its end shows the done step and Play a real match', async () => {
    const user = userEvent.setup();
    const { onPlay } = await open('schnapsen');
    for (let n = 1; n <= schnapsenTutorial.steps.length; n++) {
      expect(screen.getByText(`Step ${n} of ${schnapsenTutorial.steps.length}`)).toBeInTheDocument();
      const more = screen.queryByRole('button', { name: english.next });
      if (more) await user.click(more);
      else {
        const buttons = targets().filter((el): el is HTMLButtonElement => el instanceof HTMLButtonElement);
        expect(buttons.length).toBeGreaterThan(0);
        for (const button of buttons) await user.click(button);
      }
    }
    const done = screen.getByTestId('tutorial-done');
    expect(done).toHaveTextContent(english.done.title);
    expect(screen.queryByTestId('tutorial-step')).toBeNull();
    const play = screen.getByRole('button', { name: english.done.play });
    expect(play).toHaveFocus();
    expect(screen.getByTestId('bummerl-0')).toHaveTextContent('4');
    await user.click(play);
    expect(onPlay).toHaveBeenCalledOnce();
  });

  it('speaks German once German is chosen, with the German card names', async () => {
    await act(() => chooseLanguage('de'));
    await open('schnapsen');
    expect(await screen.findByRole('heading', { name: german.title.schnapsen })).toBeInTheDocument();
    // Schnapsen shows German faces by default: Daus, Zehn, König, Ober, Unter.
    expect(step()).toHaveTextContent('Daus 11, Zehn 10, König 4, Ober 3, Unter 2');
    expect(screen.getByRole('button', { name: german.next })).toBeInTheDocument();
  });
});
