import { defineConfig } from 'vitest/config';

// The API tests again, on PostgreSQL (docs/decisions.md §61): the server TEST_DATABASE_URL names,
// or a throwaway cluster the global setup starts and removes. A config of its own, not a
// project of vitest.config.ts: Vitest runs every project's global setup even when only another
// project is selected, and the SQLite run must not need PostgreSQL.
export default defineConfig({
  test: {
    name: 'postgres',
    include: ['api/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', '**/*.sqlite.test.ts'],
    globalSetup: ['api/src/testing/postgres-global-setup.ts'],
    // As in vitest.config.ts: files share their worker's loaded modules (docs/decisions.md §195).
    isolate: false,
    // Every query is a round trip here: a test that makes thousands of calls takes a few times
    // longer than on SQLite, more on a busy machine.
    testTimeout: 20_000,
  },
});
