// The rules page (N1–N12) says which options this table plays with.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schnapsenRules } from '../../../src/ui/i18n/en/schnapsenRules';
import { SchnapsenRulesPage } from '../../../src/ui/schnapsen/SchnapsenRulesPage';

const r = schnapsenRules;

describe('SchnapsenRulesPage', () => {
  it('N1–N12: a dialog with every section in the contents', () => {
    render(<SchnapsenRulesPage rules={{ bummerl: 7, exchangeWithOneLeft: false }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: r.title });
    expect(screen.getByRole('heading', { level: 2, name: r.title })).toHaveFocus();
    const toc = within(screen.getByRole('navigation'));
    expect(toc.getAllByRole('link').map((a) => a.textContent)).toEqual(
      Object.values(r.sections).map((s) => s.title),
    );
    expect(dialog).toHaveTextContent(r.sections.closed.head);
  });

  it('N2: shows the card values', () => {
    render(<SchnapsenRulesPage rules={{ bummerl: 7, exchangeWithOneLeft: false }} onClose={() => {}} />);
    expect(screen.getByRole('img', { name: 'Ace of hearts' }).parentElement).toHaveTextContent('11');
    expect(screen.getByRole('img', { name: 'Unter of hearts' }).parentElement).toHaveTextContent('2');
  });

  it('N8, N12: reflects the options and the automatic claim', () => {
    const { unmount } = render(
      <SchnapsenRulesPage rules={{ bummerl: 5, exchangeWithOneLeft: true }} autoClaim onClose={() => {}} />,
    );
    expect(screen.getByText('Bummerl of 5')).toBeInTheDocument();
    expect(screen.getByText(r.sections.exchange.optionOn)).toBeInTheDocument();
    expect(screen.getByText(r.sections.claiming.autoOn)).toBeInTheDocument();
    expect(
      screen.getByText('Both players start at 5 and count down by the game points they win.'),
    ).toBeInTheDocument();
    unmount();
    render(<SchnapsenRulesPage rules={{ bummerl: 7, exchangeWithOneLeft: false }} onClose={() => {}} />);
    expect(screen.getByText(r.sections.exchange.optionOff)).toBeInTheDocument();
    expect(screen.getByText(r.sections.claiming.autoOff)).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    render(<SchnapsenRulesPage rules={{ bummerl: 7, exchangeWithOneLeft: false }} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(
      <SchnapsenRulesPage
        open={false}
        rules={{ bummerl: 7, exchangeWithOneLeft: false }}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
