// Issue 41: Replay whose code cannot come (offline before the app was installed) says so in place of the
// button, with Try again, instead of doing nothing.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { DealOnTableContext } from '../../../src/ui/shared/deals/dealOnTable';
import { closeReplay, replayNow } from '../../../src/ui/replay/open';
import { playedMatch } from './matches';

const replayOfMatch = vi.fn();
vi.mock('../../../src/ui/replay/fromMatch', () => ({
  replayOfMatch: (...args: unknown[]) => replayOfMatch(...args),
}));

afterEach(() => act(closeReplay));

it('a Replay that cannot load says so, and Try again opens the viewer once it can', async () => {
  const { ReplayButton } = await import('../../../src/ui/replay/ReplayButton');
  const match = playedMatch('schnapsen');
  const user = userEvent.setup();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  replayOfMatch.mockRejectedValueOnce(
    Object.assign(new Error('Failed to fetch dynamically imported module'), {}),
  );
  render(
    <DealOnTableContext.Provider value={{ game: 'schnapsen', record: match, deal: 1, faces: 'french' }}>
      <ReplayButton />
    </DealOnTableContext.Provider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Replay' }));
  expect(
    await screen.findByText(new RegExp(`${en.network.replay.failed}|${en.network.replay.offline}`)),
  ).toBeVisible();
  expect(replayNow()).toBeNull();

  const request = { record: { game: 'schnapsen' } };
  replayOfMatch.mockResolvedValueOnce(request);
  await user.click(screen.getByRole('button', { name: en.network.retry }));
  await vi.waitFor(() => expect(replayNow()).toBe(request));
});
