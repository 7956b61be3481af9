// Copying a text to the clipboard (a game record, its link, the deal of the day's share text), and how it
// went: where the page may not (no Clipboard API, or the browser refuses), the text is selected for the player
// to copy themselves.

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` and tells `done` how it went: at once where the page has no clipboard, else once the
 * browser has answered. `select` selects the text on the page when copying cannot be done.
 */
export function copyText(text: string, select: () => void, done: (state: CopyState) => void): void {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    select();
    return done('failed');
  }
  clipboard.writeText(text).then(
    () => done('copied'),
    () => {
      select();
      done('failed');
    },
  );
}
