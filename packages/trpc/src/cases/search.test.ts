import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('cases.search', () => {
  it('hides finished cases unless asked, filters by customer and pages', async () => {
    const open = await createTestCase(db.prisma, { customerNumber: 777, header: 'Öppet' });
    const finished = await createTestCase(db.prisma, {
      customerNumber: 777,
      status: 'FINISHED',
      header: 'Klart',
    });
    await createTestCase(db.prisma, { customerNumber: 888 });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const active = await caller.cases.search({ filters: { customerNumber: 777 } });
    expect(active.total).toBe(1);
    expect(active.cases[0]).toMatchObject({
      number: open.number,
      status: { id: 1, name: 'Ej påbörjad' },
      priority: { name: 'Lägsta' },
      type: { category: 'Betalning' },
      customerNumber: 777,
      locked: false,
    });

    const all = await caller.cases.search({ showFinished: true, filters: { customerNumber: 777 } });
    expect(all.cases.map((item) => item.number).sort()).toEqual([open.number, finished.number].sort());

    const secondPage = await caller.cases.search({
      showFinished: true,
      page: 2,
      pageSize: 1,
      filters: { customerNumber: 777 },
    });
    expect(secondPage).toMatchObject({ page: 2, total: 2 });
    expect(secondPage.cases).toHaveLength(1);
  });

  it('shows who holds a live lock', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 999 });
    const { user, caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await db.prisma.caseLock.create({
      data: { caseId: item.id, userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const result = await caller.cases.search({ filters: { number: item.number } });
    expect(result.cases[0]).toMatchObject({ locked: true, lockedBy: user.email });
  });

  it('is forbidden without the SAPPIS group', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(caller.cases.search({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Behörighet saknas',
    });
  });
});
