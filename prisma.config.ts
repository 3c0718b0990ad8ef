import { defineConfig } from 'prisma/config';
import { MigrationAdapterFactory } from './packages/db/src/migration-adapter.ts';
import { unrefSchemaEngineTimers } from './packages/db/src/schema-engine-timers.ts';

// Prisma 6 with the WASM schema engine over @prisma/adapter-pg: works offline (no engine download).
// See packages/db/README.md for the commands.

unrefSchemaEngineTimers();

const databaseUrl = process.env.DATABASE_URL ?? '';

// The schema's `url = env("DATABASE_URL")` must resolve even for commands that need no database
// (`prisma generate`): when it does not, the CLI falls back to downloading the native query engine,
// which fails offline. The placeholder is never connected to: `adapter()` refuses to run without
// a real DATABASE_URL.
if (databaseUrl === '')
  process.env.DATABASE_URL = 'postgresql://unset@invalid.localhost/DATABASE_URL_is_not_set';

export default defineConfig({
  experimental: { adapter: true },
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  engine: 'js',
  async adapter() {
    if (databaseUrl === '') {
      throw new Error(
        'DATABASE_URL is not set. Run the command through scripts/with-database.ts (see packages/db/README.md).',
      );
    }
    return new MigrationAdapterFactory(databaseUrl);
  },
});
