/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Component and store tests need a DOM; everything else (engine, bots, sim, lint) runs in plain Node,
// which starts faster and keeps browser globals out of the rules.
const domTests = ['tests/ui/**/*.test.{ts,tsx}', 'tests/store/**/*.test.{ts,tsx}'];
const defaultExclude = ['**/node_modules/**', '**/.git/**'];

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
  },
  test: {
    // Seeded simulations play thousands of matches in one test.
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...defaultExclude, ...domTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: domTests,
          exclude: defaultExclude,
          setupFiles: ['tests/setup.ts'],
        },
      },
    ],
  },
});
