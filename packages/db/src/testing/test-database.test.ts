import { afterEach, describe, expect, inject, it } from 'vitest';
import { withAdminClient } from '../admin.ts';
import { databaseOf } from '../connection-url.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const created: TestDatabase[] = [];
async function testDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  created.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(created.splice(0).map((database) => database.drop()));
});

describe('createTestDatabase', () => {
  it('gives a migrated database', async () => {
    const { prisma } = await testDatabase();
    const migrations = await prisma.$queryRaw<
      { count: bigint }[]
    >`SELECT count(*) FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    expect(Number(migrations[0]?.count)).toBeGreaterThan(0);
    expect(await prisma.user.count()).toBe(0);
  });

  it('isolates databases from each other', async () => {
    const first = await testDatabase();
    const second = await testDatabase();
    expect(first.url).not.toBe(second.url);

    await first.prisma.group.create({ data: { name: 'Only in the first' } });

    expect(await first.prisma.group.findMany({ select: { name: true } })).toEqual([
      { name: 'Only in the first' },
    ]);
    expect(await second.prisma.group.count()).toBe(0);
  });

  it('drop() removes the database', async () => {
    const database = await createTestDatabase();
    const name = databaseOf(database.url);
    await database.prisma.group.create({ data: { name: 'x' } });
    await database.drop();

    const exists = await withAdminClient(inject('testDatabaseAdminUrl'), (client) =>
      client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    );
    expect(exists.rowCount).toBe(0);
  });
});
