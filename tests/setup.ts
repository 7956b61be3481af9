// Runs before every test file in the 'dom' Vitest project (tests/ui, tests/store).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
