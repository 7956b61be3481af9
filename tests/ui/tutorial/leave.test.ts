// How to play from a rules page (afterDialog): the dialog's history entry must be gone before the tutorial
// pushes its own, however late the dialog's Back lands, or that Back would undo the tutorial and leave the
// player on the table (a CI run on a loaded machine caught it after 400 ms).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterDialog } from '../../../src/ui/tutorial/leave';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

afterEach(() => {
  history.replaceState(null, '');
});

describe('How to play from a dialog', () => {
  it('opens at once when no dialog holds a history entry', () => {
    const close = vi.fn();
    const open = vi.fn();
    afterDialog(close, open);
    expect(close).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledOnce();
  });

  it('waits for the dialog’s Back, even one that lands after 600 ms, and opens once', async () => {
    history.pushState({ dialog: 1 }, '');
    const open = vi.fn(() => expect(history.state).toBeNull());
    const back = popped();
    afterDialog(() => setTimeout(() => history.back(), 600), open);
    await wait(500);
    expect(open).not.toHaveBeenCalled();
    await back;
    await wait(250);
    expect(open).toHaveBeenCalledOnce();
  });

  it('opens anyway, after its patience, when the dialog keeps its entry', async () => {
    history.pushState({ dialog: 1 }, '');
    const open = vi.fn();
    afterDialog(() => {}, open, 300);
    await wait(150);
    expect(open).not.toHaveBeenCalled();
    await wait(400);
    expect(open).toHaveBeenCalledOnce();
  });
});
