import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
