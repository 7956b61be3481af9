// N1: card faces are only a look, but the words follow them. With German faces the jack is the Unter and the
// queen the Ober everywhere a card is named: the exchange button, the reasons a move is refused, the seat
// plates, the live region and the rules page's examples beside the pictures (Schwimmen's: RulesPage.test).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Faces } from '../../../src/ui/cards';
import { SchnapsenRulesPage } from '../../../src/ui/schnapsen/SchnapsenRulesPage';
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

describe('N1: the Schnapsen rules page names the cards its pictures show', () => {
  const page = (faces: Faces) =>
    render(
      <SchnapsenRulesPage
        rules={{ bummerl: 7, exchangeWithOneLeft: false }}
        faces={faces}
        onClose={() => {}}
      />,
    );

  it('N1, N7, N8: German faces: Ober and Unter beside the pictures, in marriages and the exchange', () => {
    page('german');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Unter of hearts' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('ace 11, ten 10, king 4, Ober 3, Unter 2');
    expect(dialog).toHaveTextContent('ace, ten, king, Ober and Unter in four suits: hearts, bells, acorns');
    expect(dialog).toHaveTextContent('Holding the king and Ober of one suit');
    expect(dialog).toHaveTextContent('who holds the Unter of trumps');
    expect(dialog).not.toHaveTextContent(/queen 3|jack 2|king and queen|jack of trumps/);
  });

  it('N1: French faces: queen and jack', () => {
    page('french');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Jack of hearts' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('ace 11, ten 10, king 4, queen 3, jack 2');
    expect(dialog).toHaveTextContent('who holds the jack of trumps');
  });
});
