// Runs before every test file in the 'dom' Vitest project (tests/ui, tests/store).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
