// Practice on screen, in both games: the Practice switch and the computers' cards in the settings dialogs,
// the badge of a practice match, Take back (disabled with its reason while there is nothing to take back),
// and the computers' hands face up, with data-card, in practice only.
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import { DEFAULT_SCHNAPSEN_SETTINGS } from '../../src/games/schnapsen/settings';
import { DEFAULT_SCHWIMMEN_SETTINGS, type SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { gameStore, HUMAN } from '../../src/store';
import { lineOf } from '../../src/store/takeBack';
import { en } from '../../src/ui/i18n/en';
import { SchnapsenApp } from '../../src/ui/schnapsen/SchnapsenApp';
import { SchnapsenSettingsDialog } from '../../src/ui/schnapsen/SchnapsenSettingsDialog';
import { SchwimmenApp } from '../../src/ui/schwimmen/SchwimmenApp';
import { SchwimmenSettingsDialog } from '../../src/ui/schwimmen/SchwimmenSettingsDialog';
import { sn, snSettings, sw, swSettings } from '../store/helpers';

const P = en.practice;

describe.each([
  ['Schwimmen', SchwimmenSettingsDialog, DEFAULT_SCHWIMMEN_SETTINGS],
  ['Schnapsen', SchnapsenSettingsDialog, DEFAULT_SCHNAPSEN_SETTINGS],
] as const)('the %s settings dialog', (_game, Dialog, defaults) => {
  function setup(settings = defaults) {
    const onSave = vi.fn();
    const user = userEvent.setup();
    // Both dialogs take the same props; each is handed its own game's settings.
    const Any = Dialog as unknown as (props: Record<string, unknown>) => ReactNode;
    render(<Any open settings={settings} matchInProgress onSave={onSave} onClose={() => {}} />);
    return { onSave, user };
  }

  it("has a Practice switch, off; the computers' cards are disabled with the reason until it is on", async () => {
    const { onSave, user } = setup();
    const practice = screen.getByRole('switch', { name: 'Practice' });
    const cards = screen.getByRole('switch', { name: "Show the computers' cards" });
    expect(practice).not.toBeChecked();
    expect(cards).toBeDisabled();
    expect(cards).toHaveAccessibleDescription(P.settings.showCards.unavailable);
    expect(practice).toHaveAccessibleDescription(P.settings.practice.hint);
    expect(P.settings.practice.hint).toMatch(/for good.*next match/);

    await user.click(practice);
    expect(cards).toBeEnabled();
    await user.click(cards);
    expect(cards).toBeChecked();
    // Practice off takes the open cards with it.
    await user.click(practice);
    expect(cards).not.toBeChecked();
    expect(cards).toBeDisabled();
    await user.click(practice);
    await user.click(cards);
    // Practice needs no new match: Save saves it at once, even with a match in progress.
    await user.click(screen.getByRole('button', { name: en.screens.settings.save }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ ...defaults, practice: true, showCards: true });
  });
});

/** Plays the computers' turns by hand (no driver in these tests) until the human is to act. */
function computersPlay() {
  const store = gameStore();
  for (let i = 0; i < 40; i++) {
    const { state, match } = sw(store.getState());
    const who = schwimmen.actor(state);
    if (who === HUMAN || typeof who !== 'number') return;
    const legal = schwimmen.legalActions(state);
    act(() => {
      store
        .getState()
        .computerMove(
          'schwimmen',
          lineOf(match),
          match.log.length,
          legal.find((a) => a.type === 'pass') ?? legal[0],
        );
    });
  }
}

describe('Schwimmen: a practice match on the table', () => {
  const App = () => <SchwimmenApp homeHref="/" onHome={() => {}} />;

  beforeEach(() => {
    act(() => {
      const s = gameStore().getState();
      s.setScreen('schwimmen');
      const settings: SchwimmenSettings = { ...DEFAULT_SCHWIMMEN_SETTINGS, opponents: 3 };
      s.saveSettings('schwimmen', settings);
      s.newMatch('schwimmen', 2024);
    });
  });

  const opponentCards = () =>
    within(screen.getByRole('group', { name: en.table.seats.opponents }))
      .queryAllByRole('img')
      .flatMap((el) => (el.hasAttribute('data-card') ? [el] : []));

  it("a match that counts has no badge, no Take back and the computers' cards face down", () => {
    render(<App />);
    expect(screen.queryByText(P.badge)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take back' })).toBeNull();
    expect(document.querySelectorAll('.sw-seat [data-card]')).toHaveLength(0);
    expect(opponentCards()).toHaveLength(0);
  });

  it('in practice: the badge; Take back disabled with its reason until the player moves, then it takes back', async () => {
    act(() =>
      gameStore()
        .getState()
        .saveSettings('schwimmen', { ...swSettings(gameStore().getState()), practice: true }),
    );
    computersPlay();
    render(<App />);
    expect(within(screen.getByRole('banner')).getByText(P.badge)).toHaveAttribute('title', P.badgeTitle);
    const takeBack = screen.getByRole('button', { name: 'Take back' });
    expect(takeBack).toBeDisabled();
    expect(takeBack).toHaveAccessibleDescription(P.takeBack.nothingRound);
    expect(takeBack).toHaveAttribute('title', P.takeBack.nothingRound);

    const hand = () =>
      [...screen.getByTestId('hand').querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
    const middle = () =>
      [...screen.getByTestId('middle').querySelectorAll('[data-card]')].map((c) =>
        c.getAttribute('data-card'),
      );
    const before = { hand: hand(), middle: middle(), log: sw(gameStore().getState()).match.log };
    const legal = schwimmen.legalActions(sw(gameStore().getState()).state);
    const first =
      legal[0].type === 'keep'
        ? { type: 'keep' as const }
        : (legal.find((a) => a.type === 'swap') ?? legal[0]);
    act(() => void gameStore().getState().act('schwimmen', first));
    computersPlay();
    expect(screen.getByRole('button', { name: 'Take back' })).toBeEnabled();

    // By keyboard: Tab to it and press Enter.
    screen.getByRole('button', { name: 'Take back' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(sw(gameStore().getState()).match.log).toEqual(before.log);
    expect(hand()).toEqual(before.hand);
    expect(middle()).toEqual(before.middle);
    expect(schwimmen.actor(sw(gameStore().getState()).state)).toBe(HUMAN);
    expect(screen.getAllByText(P.takeBack.done).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Take back' })).toBeDisabled();
  });

  it("shows the computers' hands face up with data-card in practice only", () => {
    act(() =>
      gameStore()
        .getState()
        .saveSettings('schwimmen', {
          ...swSettings(gameStore().getState()),
          practice: true,
          showCards: true,
        }),
    );
    render(<App />);
    const { state } = sw(gameStore().getState());
    for (const seat of [1, 2, 3]) {
      const seatEl = document.querySelector(`.sw-seat[data-seat="${seat}"]`) as HTMLElement;
      const shown = [...seatEl.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
      expect(shown).toEqual(state.hands[seat]);
    }
    // The stock stays face down.
    expect(document.querySelectorAll('.sw-stock [data-card]')).toHaveLength(0);
    // Practice off (from the next match): the open cards go at once.
    act(() =>
      gameStore()
        .getState()
        .saveSettings('schwimmen', { ...swSettings(gameStore().getState()), practice: false }),
    );
    expect(document.querySelectorAll('.sw-seat [data-card]')).toHaveLength(0);
  });
});

describe('Schnapsen: a practice match on the table', () => {
  const App = () => <SchnapsenApp homeHref="/" onHome={() => {}} />;

  beforeEach(() => {
    act(() => {
      const s = gameStore().getState();
      s.setScreen('schnapsen');
      s.saveSettings('schnapsen', { ...DEFAULT_SCHNAPSEN_SETTINGS });
      s.newMatch('schnapsen', 1);
    });
    expect(schnapsen.actor(sn(gameStore().getState()).state)).toBe(HUMAN);
  });

  const opponentHand = () => screen.getByRole('group', { name: /Anna/ });

  it("a match that counts: no badge, no Take back, the computer's cards face down", () => {
    render(<App />);
    expect(screen.queryByText(P.badge)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take back' })).toBeNull();
    expect(opponentHand().querySelectorAll('[data-card]')).toHaveLength(0);
  });

  it('in practice: the badge, Take back with its reason, the card played taken back', async () => {
    act(() =>
      gameStore()
        .getState()
        .saveSettings('schnapsen', { ...snSettings(gameStore().getState()), practice: true }),
    );
    render(<App />);
    expect(within(screen.getByRole('banner')).getByText(P.badge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take back' })).toHaveAccessibleDescription(
      P.takeBack.nothingDeal,
    );
    const before = sn(gameStore().getState()).match.log;
    const hand = () =>
      [...screen.getByTestId('hand').querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
    const cards = hand();
    await userEvent.click(screen.getByTestId('hand').querySelector('[data-playable]') as HTMLElement);
    expect(hand()).toHaveLength(cards.length - 1);
    await userEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(sn(gameStore().getState()).match.log).toEqual(before);
    expect(hand()).toEqual(cards);
    expect(document.querySelector('.sn-status')).toHaveTextContent(P.takeBack.done);
  });

  it("shows the computer's hand face up with data-card, the talon face down", () => {
    act(() =>
      gameStore()
        .getState()
        .saveSettings('schnapsen', {
          ...snSettings(gameStore().getState()),
          practice: true,
          showCards: true,
        }),
    );
    render(<App />);
    const shown = [...opponentHand().querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
    expect([...shown].sort()).toEqual([...sn(gameStore().getState()).state.hands[1]].sort());
    expect(screen.getByTestId('talon').querySelectorAll('[data-card]')).toHaveLength(0);
  });
});
