import { defineConfig } from 'vitest/config';

// Unit and API tests of every package; end-to-end tests are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: ['api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**'],
  },
});
