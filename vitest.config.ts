import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here; each API test file also opens its own database.
    maxWorkers: 2,
    // Transformed modules kept on disk (under node_modules, so a new install starts afresh): the calendar starts the
    // suite once per instant, and each start transformed the server again.
    experimental: { fsModuleCache: true },
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.postgres.test.ts'],
          globalSetup: ['src/test/template-database.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // E-mails reach the test SMTP server through the job queue's polling: seconds on a loaded machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      // Tests that need a PostgreSQL server of their own (PGlite cannot stop): run by `npm run test:pg` only.
      {
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          include: ['src/**/*.postgres.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['src/test/async-timeout.ts'],
          // A form typed key by key in jsdom takes a second or two alone, several beside the API files' databases.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
