import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { HumanOutBanner } from '../../../src/ui/schwimmen/HumanOutBanner';
import { Notice } from '../../../src/ui/shared/Notice';

describe('Notice', () => {
  it('shows the message politely and dismisses', async () => {
    const onDismiss = vi.fn();
    render(<Notice message={en.app.notices.tookOver} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This match went on in another tab. It is shown here as it stands now.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('an urgent notice is an alert', () => {
    render(<Notice urgent message="Something went wrong" onDismiss={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('HumanOutBanner', () => {
  it('says the human is out and offers to skip to the result', async () => {
    const onSkip = vi.fn();
    render(<HumanOutBanner onSkip={onSkip} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are out. The computer players finish the match.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip to the result' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });
});
