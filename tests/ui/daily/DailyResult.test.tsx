// Issue 40: the panel that ends a deal of the day says what happened and how the player did beside the expert
// in their seat, marks each decision, says whether this play counts, and offers the share text (no card in
// it) with Share and Copy, the review, and the way back to the match.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundReview } from '../../../src/coach/types';
import type { Verdict } from '../../../src/coach/types';
import type { DailyMeasure } from '../../../src/daily/outcome';
import { chooseLanguage } from '../../../src/ui/i18n';
import { daily as text } from '../../../src/ui/i18n/en/daily';
import { en } from '../../../src/ui/i18n/en';
import { DailyResult, type DailyResultProps } from '../../../src/ui/shared/daily/DailyResult';

const r = text.result;
const DAY = '2026-12-06';

type Review = RoundReview<unknown, unknown>;

/** A review with these verdicts, the costliest decision (0-based) and the expert's result in the same seat. */
function reviewOf(
  verdicts: Verdict[],
  costliest: number | null,
  expertResult: number | null,
  result = 0,
): Review {
  return {
    decisions: verdicts.map((verdict, i) => ({
      view: null,
      played: { type: 'play' },
      expert: { type: 'play' },
      cost: verdict === 'best' ? 0 : 1,
      verdict,
      playedOutcome: 0,
      expertOutcome: 0,
      logIndex: i,
    })),
    averageCost: 0,
    costliest,
    duplicate: expertResult === null ? null : { result, expertResult },
  };
}

interface Setup extends Partial<DailyResultProps> {
  review?: Review | null | Promise<Review | null>;
}

function show({ review = null, ...props }: Setup = {}) {
  const ask = vi.fn(() => (review instanceof Promise ? review : Promise.resolve(review)));
  const onBack = vi.fn();
  const onReview = vi.fn();
  const measure: DailyMeasure = { result: -1, won: false };
  render(
    <DailyResult
      game="schwimmen"
      gameName="Schwimmen"
      daily={{ date: DAY, counts: true }}
      measure={measure}
      position="p1"
      onBack={onBack}
      onReview={onReview}
      reviewOf={ask}
      origin="https://cards.example"
      {...props}
    />,
  );
  return {
    ask,
    onBack,
    onReview,
    get panel() {
      return screen.getByTestId('daily-result');
    },
  };
}

/** Waits for the review's answer (a resolved promise) to land. */
const settled = () => act(async () => {});

const shareText = () => (screen.getByTestId('daily-share-text') as HTMLTextAreaElement).value;

const stubbed: string[] = [];
/** Gives the page's navigator `key` (the clipboard, the Web Share API) until the test ends. */
function stubNavigator(key: string, value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true });
  stubbed.push(key);
}

afterEach(async () => {
  for (const key of stubbed.splice(0)) delete (navigator as unknown as Record<string, unknown>)[key];
  await act(() => chooseLanguage('en'));
});

describe('issue 40: the daily result says what happened, without the luck', () => {
  it('Schwimmen, a life lost that the expert would have kept: the costliest decision named', async () => {
    const { ask, panel } = show({ review: reviewOf(['best', 'mistake', 'blunder'], 2, 0, -1) });
    await settled();
    expect(ask).toHaveBeenCalledWith('schwimmen', 1);
    expect(screen.getByTestId('daily-outcome')).toHaveTextContent('You lost a life.');
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(
      'The expert in your seat would have kept it. Your costliest decision was the third.',
    );
    expect(panel).toHaveAccessibleName(r.title);
    expect(panel).toHaveAccessibleDescription('You lost a life.');
  });

  it.each([
    [
      'kept, the expert too (same)',
      { result: 0, won: true },
      0,
      'You kept your life.',
      r.expert.schwimmen.won.same,
    ],
    [
      'kept, the expert lost one (better)',
      { result: 0, won: true },
      -1,
      'You kept your life.',
      'The expert in your seat would have lost a life: you did better.',
    ],
    [
      'lost, the expert too (same)',
      { result: -1, won: false },
      -1,
      'You lost a life.',
      'The expert in your seat would have lost a life too.',
    ],
  ])('Schwimmen, %s', async (_, measure, expertResult, outcome, expert) => {
    show({ measure, review: reviewOf(['best'], null, expertResult) });
    await settled();
    expect(screen.getByTestId('daily-outcome')).toHaveTextContent(outcome);
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(expert);
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.noCost);
  });

  it.each([
    [2, 3, 'You won the deal with 2 game points.', 'The expert in your seat won 3 game points.'],
    [
      3,
      1,
      'You won the deal with 3 game points.',
      'The expert in your seat won only 1 game point: you did better.',
    ],
    [1, 1, 'You won the deal with 1 game point.', 'The expert in your seat won 1 game point too.'],
    [-2, 1, 'You lost the deal, worth 2 game points.', 'The expert in your seat won 1 game point.'],
    [-3, -1, 'You lost the deal, worth 3 game points.', 'The expert in your seat lost only 1 game point.'],
    [
      -2,
      -2,
      'You lost the deal, worth 2 game points.',
      'The expert in your seat lost it too, worth 2 game points.',
    ],
    [
      1,
      -2,
      'You won the deal with 1 game point.',
      'The expert in your seat lost the deal, worth 2 game points: you did better.',
    ],
  ])('Schnapsen, %i beside the expert’s %i', async (result, expertResult, outcome, expert) => {
    show({
      game: 'schnapsen',
      gameName: 'Schnapsen',
      measure: { result, won: result > 0 },
      review: reviewOf(['good', 'inaccuracy'], 1, expertResult, result),
    });
    await settled();
    expect(screen.getByTestId('daily-outcome')).toHaveTextContent(outcome);
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(expert);
    expect(screen.getByTestId('daily-expert')).toHaveTextContent('Your costliest decision was the second.');
  });

  it('a game without words of its own says won or lost and better, same or worse', async () => {
    show({
      game: 'duel',
      gameName: 'Duel',
      measure: { result: 1, won: true },
      review: reviewOf(['best'], null, 2),
    });
    await settled();
    expect(screen.getByTestId('daily-outcome')).toHaveTextContent(r.won);
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.vsExpert.worse);
  });

  it('a costliest decision past the tenth is written in figures', async () => {
    const verdicts: Verdict[] = Array.from({ length: 12 }, (_, i) => (i === 11 ? 'blunder' : 'best'));
    show({ review: reviewOf(verdicts, 11, 0) });
    await settled();
    expect(screen.getByTestId('daily-expert')).toHaveTextContent('Your costliest decision was the 12th.');
  });
});

describe('issue 40: one mark per decision', () => {
  it('shows a square per decision, each with words for a screen reader', async () => {
    show({ review: reviewOf(['best', 'good', 'inaccuracy', 'mistake', 'blunder'], 4, 0) });
    await settled();
    const marks = screen.getByRole('list', { name: r.marks });
    const items = within(marks).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-mark'))).toEqual([
      'best',
      'good',
      'inaccuracy',
      'mistake',
      'blunder',
    ]);
    expect(items[0]).toHaveTextContent('Decision 1: best move');
    expect(items[3]).toHaveTextContent('Decision 4: mistake');
    expect(items[4]).toHaveTextContent('Decision 5: blunder');
  });

  it('no decision to make: says so, and shows no marks', async () => {
    show({ review: reviewOf([], null, 0) });
    await settled();
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.noDecisions);
    expect(screen.queryByTestId('daily-marks')).toBeNull();
  });
});

describe('issue 40: counts or practice', () => {
  it('the first play of the day counts', () => {
    show();
    expect(screen.getByTestId('daily-badge')).toHaveTextContent(r.counts);
  });

  it('a second play, or another day, is practice and says it counts nowhere', () => {
    show({ daily: { date: DAY, counts: false } });
    expect(screen.getByTestId('daily-badge')).toHaveTextContent('Practice — this one counts nowhere');
  });

  it('shows the date written out', () => {
    const { panel } = show();
    expect(panel).toHaveTextContent('December 6, 2026');
  });
});

describe('issue 40: the review of the deal', () => {
  it('while the expert’s play is worked out, says so; the outcome is there already', () => {
    show({ review: new Promise(() => {}) });
    expect(screen.getByTestId('daily-outcome')).toHaveTextContent('You lost a life.');
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.pending);
    expect(screen.getByTestId('daily-result')).toHaveAttribute('data-review', 'pending');
  });

  it('a review that fails: the outcome stays, and the panel says the comparison could not be worked out', async () => {
    show({ review: Promise.reject(new Error('no worker')) });
    await settled();
    expect(screen.getByTestId('daily-outcome')).toHaveTextContent('You lost a life.');
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.failed);
    expect(screen.getByTestId('daily-result')).toHaveAttribute('data-review', 'failed');
    expect(shareText()).toContain('I lost a life.');
  });

  it('a review that comes back empty counts as failed', async () => {
    show({ review: null });
    await settled();
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.failed);
  });

  it('a review without the expert’s replay still marks the decisions', async () => {
    show({ review: reviewOf(['best', 'mistake'], 1, null) });
    await settled();
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(r.failed);
    expect(screen.getByTestId('daily-marks').children).toHaveLength(2);
  });

  it('Review opens the review, Back to my match goes back, Play again deals the date again', () => {
    const onAgain = vi.fn();
    const { onReview, onBack } = show({ onAgain });
    fireEvent.click(screen.getByRole('button', { name: en.screens.common.review }));
    expect(onReview).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: r.back }));
    expect(onBack).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: r.again }));
    expect(onAgain).toHaveBeenCalledOnce();
  });

  it('Back to my match has the focus when the panel appears', async () => {
    show();
    await waitFor(() => expect(screen.getByRole('button', { name: r.back })).toHaveFocus());
  });

  it('without a way to deal it again, there is no Play again', () => {
    show();
    expect(screen.queryByRole('button', { name: r.again })).toBeNull();
  });

  it('has room for more buttons (Check this deal)', () => {
    show({ extra: <button type="button">Check this deal</button> });
    expect(
      within(screen.getByTestId('daily-result')).getByRole('button', { name: 'Check this deal' }),
    ).toBeInTheDocument();
  });
});

describe('issue 40: the share text', () => {
  it('is shown, selectable, with the game, the date, the outcome, the marks and the address, and no card', async () => {
    show({ review: reviewOf(['best', 'mistake', 'blunder'], 2, 0) });
    await settled();
    const area = screen.getByTestId('daily-share-text');
    expect(area).toHaveAttribute('readonly');
    expect(area).toHaveAccessibleName(r.shareText);
    expect(shareText()).toBe(
      [
        'Schwimmen · Deal of the day · December 6, 2026',
        'I lost a life. The expert in my seat did better.',
        '🟩🟧🟥',
        'https://cards.example/?game=schwimmen&daily=2026-12-06',
      ].join('\n'),
    );
    // No card, in any spelling the app uses: a code like "Qh", or a rank and suit in words.
    expect(shareText()).not.toMatch(/\b(?:[2-9TJQKA]|10)[cdhs]\b/);
    expect(shareText()).not.toMatch(/\b(?:hearts|spades|clubs|diamonds|ace|king|queen|jack)\b/i);
    expect(shareText()).not.toMatch(/[♣♥♠♦]/);
  });

  it('Copy puts the text on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    show({ review: reviewOf(['best'], null, 0) });
    await settled();
    fireEvent.click(screen.getByRole('button', { name: r.copy }));
    await settled();
    expect(writeText).toHaveBeenCalledWith(shareText());
    expect(screen.getByRole('status')).toHaveTextContent(r.copied);
  });

  it('a refused clipboard: says to copy it by hand, and selects the text', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    stubNavigator('clipboard', { writeText });
    show();
    fireEvent.click(screen.getByRole('button', { name: r.copy }));
    await settled();
    expect(screen.getByRole('status')).toHaveTextContent(r.copyFailed);
    const area = screen.getByTestId('daily-share-text') as HTMLTextAreaElement;
    expect(area.selectionEnd - area.selectionStart).toBe(area.value.length);
  });

  it('no clipboard at all: the same', () => {
    stubNavigator('clipboard', undefined);
    show();
    fireEvent.click(screen.getByRole('button', { name: r.copy }));
    expect(screen.getByRole('status')).toHaveTextContent(r.copyFailed);
  });

  it('without the Web Share API there is no Share button', () => {
    show();
    expect(screen.queryByRole('button', { name: r.share })).toBeNull();
  });

  it('Share opens the share sheet with the text; closing it is no error', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    stubNavigator('share', share);
    show({ review: reviewOf(['best'], null, 0) });
    await settled();
    fireEvent.click(screen.getByRole('button', { name: r.share }));
    await settled();
    expect(share).toHaveBeenCalledWith({ text: shareText() });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a share that fails otherwise says to copy the text instead', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    stubNavigator('share', share);
    show();
    fireEvent.click(screen.getByRole('button', { name: r.share }));
    await settled();
    expect(screen.getByRole('status')).toHaveTextContent(r.shareFailed);
  });
});

describe('issue 40: in another language', () => {
  it('German: the outcome, the badge and the share text in German', async () => {
    await act(() => chooseLanguage('de'));
    show({ review: reviewOf(['best', 'blunder'], 1, 0) });
    expect(await screen.findByTestId('daily-outcome')).toHaveTextContent('Du hast ein Leben verloren.');
    await settled();
    expect(screen.getByTestId('daily-expert')).toHaveTextContent(
      'Deine teuerste Entscheidung war die zweite.',
    );
    expect(screen.getByTestId('daily-badge')).toHaveTextContent('Zählt');
    expect(shareText()).toContain('6. Dezember 2026');
  });
});
