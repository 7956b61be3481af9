// The first visit's offer: How to play opens the tutorial, No thanks does not, and either answer is
// remembered so that the offer never comes again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOffer, offerAnswered, offerKey } from '../../../src/ui/tutorial/offer';
import { TutorialOffer } from '../../../src/ui/tutorial/TutorialOffer';
import { tutorial as english } from '../../../src/ui/i18n/en/tutorial';

afterEach(() => {
  localStorage.removeItem(offerKey('schwimmen'));
  localStorage.removeItem(offerKey('schnapsen'));
});

describe('the tutorial offer', () => {
  it('is not answered at first; an answer is remembered per game', () => {
    expect(offerAnswered('schwimmen')).toBe(false);
    answerOffer('schwimmen');
    expect(offerAnswered('schwimmen')).toBe(true);
    expect(offerAnswered('schnapsen')).toBe(false);
  });

  it('How to play answers it and opens the tutorial', async () => {
    const onAnswer = vi.fn();
    const onAccept = vi.fn();
    render(
      <TutorialOffer
        game="schnapsen"
        keepClear={[]}
        keepInView={[]}
        onAnswer={onAnswer}
        onAccept={onAccept}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'How to play Schnapsen' }));
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(onAccept).toHaveBeenCalledOnce();
    expect(offerAnswered('schnapsen')).toBe(true);
  });

  it('No thanks answers it without opening anything', async () => {
    const onAnswer = vi.fn();
    const onAccept = vi.fn();
    render(
      <TutorialOffer
        game="schwimmen"
        keepClear={[]}
        keepInView={[]}
        onAnswer={onAnswer}
        onAccept={onAccept}
      />,
    );
    expect(screen.getByRole('complementary', { name: english.title.schwimmen })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: english.offer.no }));
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
    expect(offerAnswered('schwimmen')).toBe(true);
  });
});
