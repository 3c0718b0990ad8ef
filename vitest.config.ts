import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const REPLICA_FAILURE_TEST = 'apps/api/src/cluster/replica-failure.test.ts';

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
          exclude: [REPLICA_FAILURE_TEST],
          // A worker runs file after file without starting a new process and importing the app again for each one
          // (most files import the whole router, and its libraries, again: about 1 s per file on the 2-core
          // machine). Every file still gets its own database (createTestDatabase) and its own test-file modules;
          // what it shares with the files before it in its worker is the already imported source and libraries.
          isolate: false,
          // One PostgreSQL for the run (DATABASE_URL's or a throwaway embedded one) with a migrated
          // template; tests get their own copy from createTestDatabase() (packages/db/src/testing).
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The cluster starter with three replicas, HAProxy and 1,000 WebSockets measured against a 5 s bound: run
        // alone after the others (npm run test:unit), so the other tests' load does not decide whether it passes.
        test: {
          name: 'cluster',
          environment: 'node',
          include: [REPLICA_FAILURE_TEST],
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
