import { defineConfig } from 'vitest/config';

// Unit and API tests of every package, on the embedded SQLite engine; end-to-end tests are
// Playwright's (e2e/). vitest.postgres.config.ts runs the API tests again on PostgreSQL
// (docs/decisions.md §61): `*.sqlite.test.ts` prove what only the embedded engine has,
// `*.postgres.test.ts` what only several processes on one PostgreSQL have.
export default defineConfig({
  test: {
    name: 'sqlite',
    include: ['api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', '**/*.postgres.test.ts'],
    // A worker runs its files one after another with the modules it already loaded rather than
    // loading them again per file (docs/decisions.md §195): most of a run was imports. Every
    // test makes its own database and app, and undoes what it stubs.
    isolate: false,
  },
});
