// Runs before every test file in the 'dom' Vitest project (tests/ui, tests/store).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The 'dom' project shares one page between the test files a worker runs (`isolate: false` in
// vite.config.ts: making a fresh page for each of some sixty files cost more than all their tests). So each
// file starts from what a first visit would have: fresh modules (the app's stores are made on first use),
// nothing stored, the address at the root, an empty page, and no spy, stubbed global or fake clock left over.
vi.resetModules();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';
document.title = '';
for (const { name } of [...document.documentElement.attributes])
  document.documentElement.removeAttribute(name);

// A lazily loaded dialog or part comes when its chunk is compiled: on two cores shared with other work that
// has taken over a second, Testing Library's default wait. Waiting longer changes nothing when it comes sooner.
configure({ asyncUtilTimeout: 4000 });

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // A dialog unmounted just now takes its history entry back out a moment later (Modal.tsx: a timer, then
  // the page's history step and its popstate, each a task of its own). That step is let happen here, so that
  // its popstate cannot reach the next test's App (which would follow it to the home screen) or cancel that
  // test's own Back (a push drops a Back not yet taken). With a fake clock the timer waits for that clock.
  const dialogEntry = (history.state as Record<string, unknown> | null)?.dialog !== undefined;
  if (dialogEntry && !vi.isFakeTimers())
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});
