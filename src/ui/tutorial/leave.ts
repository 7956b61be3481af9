// The ways into and out of a tutorial that need the browser's history. Opened from a dialog (a rules page),
// the dialog first takes its own history entry back out (Modal.tsx), so that Back from the tutorial lands on
// the table itself; skipped, the tutorial goes back where the app opened it from, or else home.

/** How often to look whether the dialog's history entry is gone, and how long to wait for it at most. */
const LOOK_MS = 100;
const PATIENCE_MS = 3000;

/**
 * Closes the dialog on show, then calls `open` once the dialog's history entry is gone. The dialog goes back
 * out of its entry a moment after it closes, and on a busy device that Back can land late: a tutorial opened
 * before it would be undone by it, leaving the player on the table. So `open` waits for the Back (its
 * popstate) while the dialog's entry is still the current one; should the dialog keep its entry after all,
 * the tutorial opens anyway after `patience` ms.
 */
export function afterDialog(closeDialog: () => void, open: () => void, patience = PATIENCE_MS): void {
  const dialogEntry = () => Boolean((history.state as Record<string, unknown> | null)?.dialog);
  if (!dialogEntry()) {
    closeDialog();
    open();
    return;
  }
  const started = Date.now();
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const once = () => {
    if (opened) return;
    opened = true;
    window.removeEventListener('popstate', once);
    if (timer !== null) clearTimeout(timer);
    open();
  };
  const look = () => {
    timer = null;
    if (!dialogEntry() || Date.now() - started >= patience) once();
    else timer = setTimeout(look, LOOK_MS);
  };
  window.addEventListener('popstate', once);
  timer = setTimeout(look, LOOK_MS);
  closeDialog();
}

/** Leaves the tutorial on `screen`: back where the player came from within the app, else `home()`. */
export function leaveTutorial(screen: string, home: () => void): void {
  const state = history.state as { screen?: unknown; from?: unknown } | null;
  if (state?.screen === screen && typeof state.from === 'string') history.back();
  else home();
}
