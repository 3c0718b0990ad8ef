import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '@prisma/client';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, withAdminClient } from '../admin.ts';
import { createPrismaClient } from '../client.ts';
import { withDatabase } from '../connection-url.ts';
import type {} from './provided-context.ts';

export interface TestDatabase {
  /** Connection string of this test's own database. */
  url: string;
  prisma: PrismaClient;
  /** Disconnects `prisma` and drops the database (WITH FORCE). */
  drop(): Promise<void>;
}

/**
 * A fresh, fully migrated database of its own (a copy of the globalSetup's template), for an
 * integration test that needs a real PostgreSQL. Needs the `node` vitest project (its globalSetup).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const template = inject('testDatabaseTemplate');
  const prefix = inject('testDatabasePrefix');
  if (adminUrl === undefined || template === undefined || prefix === undefined) {
    throw new Error('createTestDatabase needs packages/db/src/testing/global-setup.ts as vitest globalSetup');
  }
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => createDatabase(client, name, template));

  const url = withDatabase(adminUrl, name);
  const prisma = createPrismaClient(url);
  let dropped: Promise<void> | undefined;
  return {
    url,
    prisma,
    drop: () => {
      dropped ??= (async () => {
        await prisma.$disconnect();
        await withAdminClient(adminUrl, (client) => dropDatabase(client, name));
      })();
      return dropped;
    },
  };
}
