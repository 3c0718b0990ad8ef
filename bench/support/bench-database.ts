import { createPrismaClient, type PrismaClient } from '@sappis/db';
import { createDatabase, dropDatabase, withAdminClient } from '@sappis/db/admin';
import { withDatabase } from '@sappis/db/connection-url';
import { startDatabase } from '@sappis/db/database';
import { migrateDeploy } from '@sappis/db/migrate';

export interface BenchDatabase {
  url: string;
  prisma: PrismaClient;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated scratch database for one benchmark run: on DATABASE_URL's server when set,
 * else on a throwaway embedded PostgreSQL. drop() removes it (and stops the embedded server).
 */
export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  const server = await startDatabase({ ephemeral: true });
  const scratch = `sappis_bench_${name}_${process.pid}`;
  await withAdminClient(server.url, (client) => createDatabase(client, scratch));
  const url = withDatabase(server.url, scratch);
  await migrateDeploy(url);
  const prisma = createPrismaClient(url);
  return {
    url,
    prisma,
    async drop() {
      await prisma.$disconnect();
      await withAdminClient(server.url, (client) => dropDatabase(client, scratch));
      await server.stop();
    },
  };
}
