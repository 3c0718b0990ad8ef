import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../testing/signed-in.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.caseOwnerGroup.createMany({
    data: [
      { id: 117, name: 'Avslut' },
      { id: 42, name: 'Kundtjänst' },
      { id: 88, name: 'Ekonomi' },
    ],
  });
});
afterAll(async () => {
  await db?.drop();
});

describe('cases.ownerGroups', () => {
  it("lists the owner groups by name for 'Skapa ärende'", async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.cases.ownerGroups()).resolves.toEqual([
      { id: 117, name: 'Avslut' },
      { id: 88, name: 'Ekonomi' },
      { id: 42, name: 'Kundtjänst' },
    ]);
  });

  it('is forbidden without the SAPPIS group', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(caller.cases.ownerGroups()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Behörighet saknas',
    });
  });
});
