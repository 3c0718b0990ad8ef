import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core, not vitest's default of one fewer: the integration tests wait on PostgreSQL much of the
    // time. On the 2-core CI machine this took the unit and integration run from about 13 to about 8 minutes.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          // One PostgreSQL for the run (DATABASE_URL's or a throwaway embedded one) with a migrated
          // template; tests get their own copy from createTestDatabase() (packages/db/src/testing).
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's own vite config (plugins, aliases, jsdom and its `test` key).
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web' },
      },
    ],
  },
});
