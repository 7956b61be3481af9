// Copying a text to the clipboard, and the words for how it went: where the page may not (no Clipboard API, or
// the browser refuses), the text is selected for the player to copy themselves.

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text`; `select` selects it on the page when copying cannot be done. */
export function copyText(text: string, select: () => void): Promise<CopyState> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    select();
    return Promise.resolve('failed');
  }
  return clipboard.writeText(text).then(
    () => 'copied' as const,
    () => {
      select();
      return 'failed' as const;
    },
  );
}
