import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App';
import { en } from '../../src/ui/i18n/en';

describe('App', () => {
  it('shows the title as the page heading and says what the app is', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: en.app.title })).toBeInTheDocument();
    expect(screen.getByText(en.app.tagline)).toBeVisible();
  });

  it('hides the decorative suit fan from screen readers', () => {
    render(<App />);
    expect(screen.getByText('♥').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
