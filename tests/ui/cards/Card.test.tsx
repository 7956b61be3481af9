import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DECK_32, type Card as CardCode } from '../../../src/engine/cards';
import { Card, CardBack, CardRef, cardName } from '../../../src/ui/cards';
import { en } from '../../../src/ui/i18n/en';

describe('card names (S1, S2)', () => {
  it.each([
    ['Ah', 'Ace of hearts'],
    ['Tc', 'Ten of clubs'],
    ['Js', 'Jack of spades'],
    ['Qd', 'Queen of diamonds'],
    ['7s', 'Seven of spades'],
  ] as [CardCode, string][])('French faces: %s is "%s"', (card, name) => {
    expect(cardName(card, 'french', en)).toBe(name);
  });

  it.each([
    ['Ah', 'Ace of hearts'],
    ['Jc', 'Unter of acorns'],
    ['Qs', 'Ober of leaves'],
    ['Kd', 'King of bells'],
    ['9d', 'Nine of bells'],
  ] as [CardCode, string][])('German faces: %s is "%s"', (card, name) => {
    expect(cardName(card, 'german', en)).toBe(name);
  });

  it('gives all 32 cards different names in both face sets', () => {
    for (const faces of ['french', 'german'] as const) {
      expect(new Set(DECK_32.map((c) => cardName(c, faces, en))).size).toBe(32);
    }
  });
});

describe('Card', () => {
  it('draws a face-up card as an image named from the catalog, with data-card', () => {
    render(<Card card="Ah" faces="french" />);
    const card = screen.getByRole('img', { name: 'Ace of hearts' });
    expect(card).toHaveAttribute('data-card', 'Ah');
    expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('prints the corner index from the catalog: 10 for a ten, U and O on German court cards', () => {
    const { rerender } = render(<Card card="Tc" faces="french" />);
    expect(screen.getByRole('img', { name: 'Ten of clubs' })).toHaveTextContent('10');
    rerender(<Card card="Jc" faces="german" />);
    expect(screen.getByRole('img', { name: 'Unter of acorns' })).toHaveTextContent('U');
    rerender(<Card card="Qs" faces="german" />);
    expect(screen.getByRole('img', { name: 'Ober of leaves' })).toHaveTextContent('O');
  });

  it('draws every card of both face sets with its own data-card', () => {
    render(
      <>
        {DECK_32.map((c) => (
          <Card key={`f${c}`} card={c} faces="french" />
        ))}
        {DECK_32.map((c) => (
          <Card key={`g${c}`} card={c} faces="german" />
        ))}
      </>,
    );
    for (const c of DECK_32) {
      const drawn = document.querySelectorAll(`[data-card="${c}"]`);
      expect(drawn).toHaveLength(2);
      drawn.forEach((el) => expect(el.querySelector('svg')).not.toBeNull());
    }
  });

  it('is a button when it can be clicked, pressed while selected', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Card card="9s" faces="french" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Nine of spades' });
    expect(button).toHaveAttribute('data-card', '9s');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<Card card="9s" faces="french" onClick={onClick} selected />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    rerender(<Card card="9s" faces="french" onClick={onClick} disabled />);
    expect(button).toBeDisabled();
  });

  it('draws a back without a card code and hidden from screen readers', () => {
    const { container } = render(<CardBack />);
    const back = container.firstElementChild as HTMLElement;
    expect(back).toHaveAttribute('aria-hidden', 'true');
    expect(back).not.toHaveAttribute('data-card');
  });
});

describe('CardRef', () => {
  it('names a card in running text: 9♠ with French faces', () => {
    render(<CardRef card="9s" faces="french" />);
    expect(screen.getByRole('img', { name: 'Nine of spades' })).toHaveTextContent(/^9♠$/);
  });

  it('draws the suit with German faces, and carries no data-card (it is not a card on the table)', () => {
    render(<CardRef card="Jd" faces="german" />);
    const ref = screen.getByRole('img', { name: 'Unter of bells' });
    expect(ref).toHaveTextContent(/^U$/);
    expect(ref.querySelector('svg')).not.toBeNull();
    expect(ref).not.toHaveAttribute('data-card');
  });
});
