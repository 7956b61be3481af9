// The pictures of the court cards and aces (courts.tsx): every one of both face sets has its figure or
// emblem, and keeps its index corners and its accessible name; the number cards keep their pips.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECK_32, rankOf, type Card as CardCode } from '../../../src/engine/cards';
import { Card, cardIndexLabel, cardName, FACES } from '../../../src/ui/cards';
import { en } from '../../../src/ui/i18n/en';

const PICTURED = DECK_32.filter((c) => 'JQKA'.includes(rankOf(c)));
const FIGURES = {
  french: { J: 'figure-jack', Q: 'figure-queen', K: 'figure-king', A: 'emblem' },
  german: { J: 'figure-unter', Q: 'figure-ober', K: 'figure-king', A: 'emblem' },
} as const;

describe.each(FACES)('%s faces', (faces) => {
  it.each(PICTURED)('%s: its figure or emblem, both index corners and its name', (card: CardCode) => {
    render(<Card card={card} faces={faces} />);
    const drawn = screen.getByRole('img', { name: cardName(card, faces, en) });
    const svg = drawn.querySelector('svg')!;
    const art = svg.querySelectorAll('[data-art]');
    expect(art).toHaveLength(1);
    expect(art[0]).toHaveAttribute('data-art', FIGURES[faces][rankOf(card) as 'J' | 'Q' | 'K' | 'A']);
    const corners = svg.querySelectorAll('text.card__index');
    expect(corners).toHaveLength(2);
    corners.forEach((c) => expect(c).toHaveTextContent(cardIndexLabel(card, faces, en)));
    // The corners are drawn after the picture, so that nothing of it lies over them.
    const lastCorner = corners[1];
    expect(art[0].compareDocumentPosition(lastCorner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(art[0].contains(corners[0])).toBe(false);
  });

  it('a court card carries its suit sign inside the picture, twice (one per half)', () => {
    render(<Card card="Kh" faces={faces} />);
    const figure = document.querySelector('[data-art="figure-king"]')!;
    expect(figure.querySelectorAll('.pip').length).toBeGreaterThanOrEqual(2);
    expect(figure.querySelectorAll('.court__cloth').length).toBeGreaterThanOrEqual(2);
  });

  it('draws the number cards with pips only, no picture', () => {
    render(
      <>
        {DECK_32.filter((c) => !PICTURED.includes(c)).map((c) => (
          <Card key={c} card={c} faces={faces} />
        ))}
      </>,
    );
    expect(document.querySelectorAll('[data-card]')).toHaveLength(16);
    expect(document.querySelector('[data-art]')).toBeNull();
  });
});

it('draws the same figure at every size; the fine lines are marked for the smallest cards to leave out', () => {
  const { rerender } = render(<Card card="Qs" faces="french" size="lg" />);
  const fine = document.querySelectorAll('.court-fine').length;
  expect(fine).toBeGreaterThan(0);
  rerender(<Card card="Qs" faces="french" size="xs" />);
  expect(document.querySelector('.card--xs [data-art="figure-queen"]')).not.toBeNull();
  expect(document.querySelectorAll('.court-fine')).toHaveLength(fine);
});
