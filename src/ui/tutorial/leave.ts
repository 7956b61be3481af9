// The ways into and out of a tutorial that need the browser's history. Opened from a dialog (a rules page),
// the dialog first takes its own history entry back out (Modal.tsx), so that Back from the tutorial lands on
// the table itself; skipped, the tutorial goes back where the app opened it from, or else home.

/** Closes the dialog on show, then calls `open` once the dialog's history entry is gone. */
export function afterDialog(closeDialog: () => void, open: () => void): void {
  const state = history.state as Record<string, unknown> | null;
  if (!state?.dialog) {
    closeDialog();
    open();
    return;
  }
  let opened = false;
  const once = () => {
    if (opened) return;
    opened = true;
    window.removeEventListener('popstate', once);
    open();
  };
  window.addEventListener('popstate', once);
  // Should the dialog keep its entry after all, the tutorial opens anyway.
  setTimeout(once, 400);
  closeDialog();
}

/** Leaves the tutorial on `screen`: back where the player came from within the app, else `home()`. */
export function leaveTutorial(screen: string, home: () => void): void {
  const state = history.state as { screen?: unknown; from?: unknown } | null;
  if (state?.screen === screen && typeof state.from === 'string') history.back();
  else home();
}
