import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { FramedModal, ModalFrame } from '../../../src/ui/shared/ModalFrame';

const close = en.screens.common.close;

function showFramed() {
  const onClose = vi.fn();
  render(
    <FramedModal
      id="t"
      className="scr-modal--test"
      bodyClassName="test-body"
      title="Title"
      intro="Introduction"
      onClose={onClose}
      footer={<footer data-testid="footer">Footer</footer>}
    >
      <button type="button">Inside</button>
    </FramedModal>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('FramedModal', () => {
  it('is a dialog named by its title and described by its introduction', () => {
    showFramed();
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAccessibleDescription('Introduction');
    expect(dialog).toHaveClass('scr-modal', 'scr-modal--test');
    expect(screen.getByText('Introduction').parentElement).toHaveClass('scr-modal__body', 'test-body');
    expect(screen.getByRole('button', { name: 'Inside' }).closest('.scr-modal__body')).not.toBeNull();
    expect(screen.getByTestId('footer').parentElement).toHaveClass('scr-modal__frame');
  });

  it('puts the focus on the title when it opens', () => {
    showFramed();
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toHaveFocus();
  });

  it('closes with the close button and with Escape', async () => {
    const { onClose, user } = showFramed();
    await user.click(screen.getByRole('button', { name: close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ModalFrame', () => {
  function Form({ onSubmit }: { onSubmit(): void }) {
    const titleRef = useRef<HTMLHeadingElement>(null);
    return (
      <ModalFrame
        id="f"
        title="Form"
        intro="Fill it in"
        titleRef={titleRef}
        onClose={() => {}}
        onSubmit={onSubmit}
        footer={<button type="submit">Send</button>}
      >
        <input aria-label="Field" />
      </ModalFrame>
    );
  }

  it('is a form when it has onSubmit: Enter and the submit button call it', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Form onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(container.querySelector('form.scr-modal__frame')).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Field' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('is not a form without onSubmit', () => {
    const { container } = render(
      <ModalFrame id="d" title="Plain" intro="Text" titleRef={{ current: null }} onClose={() => {}} />,
    );
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('div.scr-modal__frame')).not.toBeNull();
  });
});
