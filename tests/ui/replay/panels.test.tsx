// Issue 41: Replay on each result panel (a Schwimmen round and match, a Schnapsen deal and match) opens the
// viewer on the match on the table, at its end, with the review's verdicts of the person's decisions; outside
// a table a panel has no Replay.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import type { SchwimmenState } from '../../../src/engine/schwimmen';
import { gameOf, type MatchRecordBase } from '../../../src/games';
import { schwimmenSummary } from '../../../src/match/schwimmenSummary';
import type { SchwimmenMatchRecord } from '../../../src/match/schwimmen';
import { replaySteps } from '../../../src/records/replay';
import { gameStore } from '../../../src/store';
import { lineOf } from '../../../src/store/takeBack';
import { closeReplay, replayNow } from '../../../src/ui/replay/open';
import { ReplayLayer } from '../../../src/ui/replay/ReplayLayer';
import { DealResult } from '../../../src/ui/schnapsen/DealResult';
import { MatchOver } from '../../../src/ui/schnapsen/MatchOver';
import { GameOver } from '../../../src/ui/schwimmen/GameOver';
import { RoundResult } from '../../../src/ui/schwimmen/RoundResult';
import { DailyResult } from '../../../src/ui/shared/daily/DailyResult';
import { DealOnTableContext } from '../../../src/ui/shared/deals/dealOnTable';
import { playedMatch } from './matches';

afterEach(() => {
  act(closeReplay);
  cleanup();
  gameStore().setState({ reviews: {} });
});

function finalState(id: string, match: MatchRecordBase) {
  return replaySteps(gameOf(id), {
    seats: gameOf(id)
      .levels(match)
      .map((level) => ({ name: '', level })),
    rules: match.rules as Record<string, unknown>,
    firstDealer: match.firstDealer,
    log: match.log as { type: string }[],
  }).final;
}

function onTable(id: string, match: MatchRecordBase, panel: ReactNode) {
  const deal = gameOf(id).roundNumber(finalState(id, match));
  render(
    <>
      <DealOnTableContext.Provider value={{ game: id, record: match, deal, faces: 'french' }}>
        {panel}
      </DealOnTableContext.Provider>
      <ReplayLayer />
    </>,
  );
}

async function replay(match: MatchRecordBase) {
  const user = userEvent.setup();
  // The panel's main button takes the focus at the next frame, as the panel shows.
  await act(() => new Promise((done) => setTimeout(done, 50)));
  await user.click(screen.getByRole('button', { name: 'Replay' }));
  const viewer = await screen.findByTestId('replay');
  const count = match.log.length;
  expect(screen.getByTestId('replay-step')).toHaveTextContent(`move ${count} of ${count}`);
  return { viewer, user, request: replayNow()! };
}

const schwimmenNames = (players: number) => ['You', 'Anna', 'Ben', 'Clara'].slice(0, players);

describe('Replay on the result panels', () => {
  it("a Schwimmen round's result opens the match just played, with the review's marks", async () => {
    const match = playedMatch('schwimmen', { players: 3, maxRounds: 1 }) as SchwimmenMatchRecord;
    const state = finalState('schwimmen', match) as SchwimmenState;
    expect(state.roundResult).not.toBeNull();
    const mine = match.log.findIndex((_, i) => i > 0 && i % 3 === 1);
    gameStore().setState({
      reviews: {
        [`schwimmen:${lineOf(match)}:1`]: {
          status: 'ready',
          review: {
            decisions: [{ logIndex: mine, verdict: 'mistake' } as never],
            averageCost: 1,
            costliest: 0,
          },
        },
        // Another match's review marks nothing here.
        ['schwimmen:another:1']: {
          status: 'ready',
          review: { decisions: [{ logIndex: 2, verdict: 'blunder' } as never], averageCost: 1, costliest: 0 },
        },
      },
    });
    onTable(
      'schwimmen',
      match,
      <RoundResult
        result={state.roundResult!}
        names={schwimmenNames(3)}
        lives={state.lives}
        out={state.out}
        knocker={state.knocker}
        faces="french"
        onNext={vi.fn()}
      />,
    );
    const { viewer, request } = await replay(match);
    expect(viewer).toHaveAttribute('data-game', 'schwimmen');
    expect(request.record.log).toEqual(match.log);
    expect(request.record.seats.map((s) => s.name)).toEqual(['You', 'Anna', 'Ben']);
    expect(request.marks).toEqual({ [mine]: 'mistake' });
    const list = screen.getByRole('navigation', { name: 'Moves' });
    expect(within(list).getAllByRole('img', { name: 'Review: Mistake' })).toHaveLength(1);
  });

  it("the deal of the day's result opens its deal too", async () => {
    const match = playedMatch('schnapsen', { maxRounds: 1 });
    onTable(
      'schnapsen',
      match,
      <DailyResult
        game="schnapsen"
        gameName="Schnapsen"
        daily={{ date: '2026-12-06', counts: true }}
        measure={{ result: 1, won: true }}
        position="p1"
        onBack={vi.fn()}
        reviewOf={() => Promise.resolve(null)}
        origin="https://cards.example"
      />,
    );
    const { viewer, request } = await replay(match);
    expect(viewer).toHaveAttribute('data-game', 'schnapsen');
    expect(request.record.log).toEqual(match.log);
  });

  it('waits a moment for a review still being worked out, so that its marks show', async () => {
    const match = playedMatch('schwimmen', { players: 3, maxRounds: 1 }) as SchwimmenMatchRecord;
    const state = finalState('schwimmen', match) as SchwimmenState;
    const key = `schwimmen:${lineOf(match)}:1`;
    const review = {
      decisions: [{ logIndex: 2, verdict: 'good' } as never],
      averageCost: 0,
      costliest: null,
    };
    const { reviewOf } = gameStore().getState();
    const asked = vi.fn((_game: string, _round: number) => {
      gameStore().setState({ reviews: { [key]: { status: 'ready', review } } });
      return Promise.resolve(review);
    });
    gameStore().setState({ reviews: { [key]: { status: 'pending' } }, reviewOf: asked });
    try {
      onTable(
        'schwimmen',
        match,
        <RoundResult
          result={state.roundResult!}
          names={schwimmenNames(3)}
          lives={state.lives}
          out={state.out}
          knocker={state.knocker}
          faces="french"
          onNext={vi.fn()}
        />,
      );
      const { request } = await replay(match);
      expect(asked).toHaveBeenCalledWith('schwimmen', 1);
      expect(request.marks).toEqual({ 2: 'good' });
    } finally {
      gameStore().setState({ reviewOf });
    }
  });

  it("a Schwimmen match's end opens the whole match", async () => {
    const match = playedMatch('schwimmen', { players: 3, seed: 5 });
    const state = finalState('schwimmen', match) as SchwimmenState;
    expect(state.phase).toBe('gameOver');
    onTable(
      'schwimmen',
      match,
      <GameOver
        winner={state.winner}
        names={schwimmenNames(3)}
        summary={schwimmenSummary(match as SchwimmenMatchRecord)}
        onPlayAgain={vi.fn()}
        onSettings={vi.fn()}
      />,
    );
    const { request } = await replay(match);
    expect(request.record.result).not.toBe('*');
    expect(request.record.deals.length).toBe(state.round);
  });

  it("a Schnapsen deal's result and the match's end open the match", async () => {
    const deal = playedMatch('schnapsen', { maxRounds: 1 });
    const dealt = finalState('schnapsen', deal) as SchnapsenState;
    onTable(
      'schnapsen',
      deal,
      <DealResult view={schnapsen.view(dealt, 0)} names={['You', 'Anna']} onNext={vi.fn()} />,
    );
    const first = await replay(deal);
    expect(first.viewer).toHaveAttribute('data-game', 'schnapsen');
    expect(first.request.record.log).toEqual(deal.log);
    act(closeReplay);
    cleanup();

    const match = playedMatch('schnapsen', { seed: 9 });
    const over = finalState('schnapsen', match) as SchnapsenState;
    expect(over.phase).toBe('matchOver');
    onTable(
      'schnapsen',
      match,
      <MatchOver
        view={schnapsen.view(over, 0)}
        names={['You', 'Anna']}
        onPlayAgain={vi.fn()}
        onSettings={vi.fn()}
      />,
    );
    const second = await replay(match);
    expect(second.request.record.log).toEqual(match.log);
    expect(second.request.record.deals.length).toBe(over.dealNumber);
  });

  it('closing gives the focus back to Replay, and the store is left as it was', async () => {
    const match = playedMatch('schnapsen', { maxRounds: 1 });
    const dealt = finalState('schnapsen', match) as SchnapsenState;
    onTable(
      'schnapsen',
      match,
      <DealResult view={schnapsen.view(dealt, 0)} names={['You', 'Anna']} onNext={vi.fn()} />,
    );
    const before = gameStore().getState();
    const { user } = await replay(match);
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('replay')).toBeNull();
    expect(replayNow()).toBeNull();
    expect(screen.getByRole('button', { name: 'Replay' })).toHaveFocus();
    const after = gameStore().getState();
    expect(after.games).toBe(before.games);
    expect(after.reviews).toBe(before.reviews);
  });

  it('a panel outside a table has no Replay', () => {
    const match = playedMatch('schnapsen', { maxRounds: 1 });
    const dealt = finalState('schnapsen', match) as SchnapsenState;
    render(<DealResult view={schnapsen.view(dealt, 0)} names={['You', 'Anna']} onNext={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull();
  });
});
