import { seedDemo } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';

/** A test database holding the demo data set (DEMO_FIXTURES), for integration tests on realistic agreements. */
export async function createDemoDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}` });
  return db;
}
