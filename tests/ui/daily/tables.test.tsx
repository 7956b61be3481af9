// Issue 40: while a deal of the day is on a game's table, the line over it says so, and when its round or
// deal is over the daily result stands in place of the round's or deal's own panel.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { schnapsenGame, schwimmenGame } from '../../../src/games';
import { dailyScreen, gameStore, HUMAN } from '../../../src/store';
import { localDay } from '../../../src/daily/date';
import { longDate } from '../../../src/daily/share';
import { daily as text } from '../../../src/ui/i18n/en/daily';
import { en } from '../../../src/ui/i18n/en';
import { SchnapsenApp } from '../../../src/ui/schnapsen/SchnapsenApp';
import { SchwimmenApp } from '../../../src/ui/schwimmen/SchwimmenApp';
import { playSchnapsen, sn, sw } from '../../store/helpers';
import { schwimmen } from '../../../src/engine/schwimmen';

const TODAY = localDay();

/** Puts `game`'s deal of today on its table, as the address `?game=<game>&daily=<today>` does. */
function openDaily(game: string) {
  act(() => gameStore().getState().setScreen(dailyScreen(game, TODAY)));
}

beforeEach(() => {
  act(() => {
    const s = gameStore().getState();
    s.newMatch('schwimmen', 2024);
    s.newMatch('schnapsen', 1);
    gameStore().setState({ reviewOf: vi.fn(() => Promise.resolve(null)) });
  });
});

describe('issue 40: a deal of the day at the Schwimmen table', () => {
  it('the line over the table names the deal; at the end the daily result replaces the round’s', async () => {
    openDaily('schwimmen');
    const onMatch = vi.fn();
    render(<SchwimmenApp homeHref="/" onHome={() => {}} matchHref="/?game=schwimmen" onMatch={onMatch} />);
    expect(screen.getByTestId('daily-banner')).toHaveTextContent(
      `Deal of the day · ${longDate(TODAY, 'en')}`,
    );
    expect(screen.getByTestId('daily-banner')).toHaveTextContent(text.banner.counts);
    expect(screen.queryByTestId('daily-result')).toBeNull();

    act(() => {
      // Everyone knocks as soon as they may: the round ends within a lap.
      for (let i = 0; i < 200 && !schwimmenGame.roundOver(sw(gameStore().getState()).state); i++) {
        const { state, match } = sw(gameStore().getState());
        const who = schwimmen.actor(state);
        const legal = schwimmen.legalActions(state);
        const action =
          legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
        if (who === 'chance') gameStore().getState().nextDeal('schwimmen');
        else if (who === HUMAN) gameStore().getState().act('schwimmen', action);
        else gameStore().getState().computerMove('schwimmen', match.id, match.log.length, action);
      }
    });
    expect(schwimmenGame.roundOver(sw(gameStore().getState()).state)).toBe(true);
    const panel = await screen.findByTestId('daily-result');
    expect(screen.queryByTestId('round-result')).toBeNull();
    expect(panel).toHaveAttribute('data-game', 'schwimmen');
    expect(await screen.findByText(text.result.failed)).toBeInTheDocument();
    expect(gameStore().getState().reviewOf).toHaveBeenCalledWith('schwimmen', 1);
    await userEvent.setup().click(screen.getByRole('button', { name: text.result.back }));
    expect(onMatch).toHaveBeenCalledOnce();
  });

  it('a refused date: the notice stands in the line until dismissed', async () => {
    act(() => gameStore().getState().setScreen(dailyScreen('schwimmen', '2999-01-01')));
    render(<SchwimmenApp homeHref="/" onHome={() => {}} />);
    expect(screen.getByTestId('daily-banner')).toHaveTextContent(text.banner.future);
    await userEvent.setup().click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(gameStore().getState().dailyNotice).toBeNull();
    expect(screen.getByTestId('daily-banner')).toHaveTextContent(
      `Deal of the day · ${longDate(TODAY, 'en')}`,
    );
  });

  it('a match that is no deal of the day has no such line', () => {
    act(() => gameStore().getState().setScreen('schwimmen'));
    render(<SchwimmenApp homeHref="/" onHome={() => {}} />);
    expect(screen.queryByTestId('daily-banner')).toBeNull();
  });
});

describe('issue 40: a deal of the day at the Schnapsen table', () => {
  it('at the end of the deal the daily result replaces the deal’s', async () => {
    openDaily('schnapsen');
    render(<SchnapsenApp homeHref="/" onHome={() => {}} />);
    expect(screen.getByTestId('daily-banner')).toHaveTextContent(
      `Deal of the day · ${longDate(TODAY, 'en')}`,
    );
    act(() => {
      for (let i = 0; i < 100 && !schnapsenGame.roundOver(sn(gameStore().getState()).state); i++)
        playSchnapsen(gameStore(), 1);
    });
    const panel = await screen.findByTestId('daily-result');
    expect(screen.queryByTestId('deal-result')).toBeNull();
    const { result, won } = schnapsenGame.daily.measure(sn(gameStore().getState()).state);
    expect(panel).toHaveTextContent(
      won ? `You won the deal with ${result} game` : `You lost the deal, worth ${-result} game`,
    );
    // Play again: the same deal again, as practice.
    const dealt = sn(gameStore().getState()).match.id;
    await userEvent.setup().click(screen.getByRole('button', { name: text.result.again }));
    expect(screen.queryByTestId('daily-result')).toBeNull();
    expect(sn(gameStore().getState()).match.id).not.toBe(dealt);
    expect(sn(gameStore().getState()).match.daily).toEqual({ date: TODAY, counts: false });
    expect(screen.getByTestId('daily-banner')).toHaveTextContent(text.banner.practice);
  });
});
