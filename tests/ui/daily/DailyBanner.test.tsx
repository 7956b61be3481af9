// Issue 40: the line over the table while a deal of the day is on it, and the notice of a date refused.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { daily as text } from '../../../src/ui/i18n/en/daily';
import { en } from '../../../src/ui/i18n/en';
import { DailyBanner } from '../../../src/ui/shared/daily/DailyBanner';

const b = text.banner;

describe('issue 40: the deal of the day over the table', () => {
  it('names the deal’s date and says that it counts', () => {
    render(<DailyBanner daily={{ date: '2026-12-06', counts: true }} notice={null} onDismiss={() => {}} />);
    const banner = screen.getByTestId('daily-banner');
    expect(banner).toHaveTextContent('Deal of the day · December 6, 2026');
    expect(banner).toHaveTextContent(b.counts);
    expect(banner).toHaveAttribute('data-counts', 'true');
  });

  it('a play that does not count says practice', () => {
    render(<DailyBanner daily={{ date: '2026-11-30', counts: false }} notice={null} onDismiss={() => {}} />);
    const banner = screen.getByTestId('daily-banner');
    expect(banner).toHaveTextContent('Deal of the day · November 30, 2026');
    expect(banner).toHaveTextContent(b.practice);
  });

  it.each([
    ['future', 'That deal is not out yet: here is today’s.'],
    ['invalid', 'That address names no date: here is today’s.'],
  ] as const)('a %s date: says so in its place until dismissed', async (problem, words) => {
    const onDismiss = vi.fn();
    render(
      <DailyBanner daily={{ date: '2026-12-06', counts: true }} notice={problem} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(words);
    await userEvent.setup().click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
