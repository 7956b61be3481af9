// S1, N1: card faces are only a look, but the words follow them. With German faces the jack is the Unter and
// the queen the Ober everywhere a card is named: the exchange button, the reasons a move is refused, the
// seat plates and the live region.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Faces } from '../../../src/ui/cards';
import { SchnapsenTable } from '../../../src/ui/schnapsen/SchnapsenTable';
import { dealt, run } from '../../engine/schnapsen/helpers';
import { ANNA_CALLS, firstLead, marriageAnnounced, oneMarriage, tableProps } from './scenarios';
import type { SchnapsenState } from '../../../src/engine/schnapsen';

function table(s: SchnapsenState, faces: Faces) {
  return render(<SchnapsenTable {...tableProps(s)} faces={faces} showPoints onAction={() => {}} />);
}

const button = (name: string) => screen.getByRole('button', { name });

describe('N8: German faces at the Schnapsen table', () => {
  it('N8: the exchange button names the Unter, French faces the jack', () => {
    const { unmount } = table(firstLead(), 'german');
    expect(button('Exchange trump Unter')).toHaveAttribute('data-action', 'exchangeTrump');
    expect(screen.queryByRole('button', { name: /jack/i })).toBeNull();
    unmount();
    table(firstLead(), 'french');
    expect(button('Exchange trump jack')).toHaveAttribute('data-action', 'exchangeTrump');
  });

  it('N7, N8: the refusal reasons name the Unter and the Ober', () => {
    const { unmount } = table(oneMarriage(), 'german');
    expect(button('Exchange trump Unter')).toHaveAccessibleDescription('Needs the Unter of hearts');
    unmount();
    const first = table(firstLead(), 'german');
    expect(button('Marriage')).toHaveAccessibleDescription('Needs the king and Ober of one suit');
    first.unmount();
    table(marriageAnnounced(), 'german');
    expect(button('Ace of acorns')).toHaveAccessibleDescription(
      'Lead the king or Ober of leaves, or claim 66',
    );
    expect(document.body).not.toHaveTextContent(/\b(jack|queen)\b/i);
  });

  it('N8: the opponent’s exchange is told with the Unter, on the plate and in the live region', () => {
    const start = dealt(ANNA_CALLS, { dealer: 0 });
    const { rerender, container } = table(start, 'german');
    const later = run(start, 'exchange');
    rerender(<SchnapsenTable {...tableProps(later)} faces="german" showPoints onAction={() => {}} />);
    expect(screen.getByText('Exchanged the trump Unter for the ten of hearts')).toBeInTheDocument();
    expect(container.querySelector('[aria-live]')).toHaveTextContent(
      'Anna exchanges the trump Unter for the ten of hearts',
    );
  });
});
