import { defineConfig } from 'vitest/config';

const unitAndApiTests = [
  'api/src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'site/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];
const ignored = ['**/node_modules/**', 'dist/**'];

// Unit and API tests of every package; end-to-end tests are Playwright's (e2e/). The API tests
// run on both engines (docs/decisions.md §61): `*.sqlite.test.ts` prove what only the embedded
// engine has, `*.postgres.test.ts` what only several processes on PostgreSQL have.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sqlite',
          include: unitAndApiTests,
          exclude: [...ignored, '**/*.postgres.test.ts'],
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['api/src/**/*.test.ts'],
          exclude: [...ignored, '**/*.sqlite.test.ts'],
          globalSetup: ['api/src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
