import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerChip } from '../../../../src/ui/shared/table/DealerChip';
import { LivesTokens } from '../../../../src/ui/shared/table/LivesTokens';
import { formatNodes } from '../../../../src/ui/shared/table/formatNodes';
import { opponentSides } from '../../../../src/ui/shared/table/seatLayout';

describe('LivesTokens', () => {
  it.each([
    [3, '3 lives'],
    [1, '1 life'],
    [0, '0 lives'],
  ])('shows %i tokens: the text is exactly the number, the name says "%s"', (lives, name) => {
    render(<LivesTokens seat={2} lives={lives} max={3} />);
    const el = screen.getByTestId('lives-2');
    expect(el.textContent).toBe(String(lives));
    expect(el).toHaveAccessibleName(name);
    expect(el.querySelectorAll('.lives__token.is-full')).toHaveLength(lives);
    expect(el.querySelectorAll('.lives__token')).toHaveLength(3);
  });
});

describe('DealerChip', () => {
  it('is named "Dealer"', () => {
    render(<DealerChip />);
    expect(screen.getByRole('img', { name: 'Dealer' })).toBeInTheDocument();
  });
});

describe('opponentSides', () => {
  it('seats the opponents clockwise from the human’s left: up the left, across the top, down the right', () => {
    expect(opponentSides(1)).toEqual(['top']);
    expect(opponentSides(3)).toEqual(['left', 'top', 'right']);
    expect(opponentSides(7)).toEqual(['left', 'left', 'top', 'top', 'top', 'right', 'right']);
  });

  it('fails loudly outside 1–7 opponents', () => {
    expect(() => opponentSides(0)).toThrow(RangeError);
    expect(() => opponentSides(8)).toThrow(RangeError);
  });
});

describe('formatNodes', () => {
  it('fills placeholders with elements and keeps the words of the template', () => {
    const { container } = render(
      <p>{formatNodes('Took {take}, gave {give}', { take: <b>A</b>, give: <i>B</i> })}</p>,
    );
    expect(container.textContent).toBe('Took A, gave B');
    expect(container.querySelector('b')).toHaveTextContent('A');
  });
});
