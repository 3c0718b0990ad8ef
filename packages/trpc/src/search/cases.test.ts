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

describe('search.cases', () => {
  it('finds cases by header, case number, customer name and number, newest (highest id) first', async () => {
    const older = await createTestCase(db.prisma, {
      header: 'Trasig router i källaren',
      customerNumber: 812345,
    });
    await db.prisma.case.update({
      where: { id: older.id },
      data: { createdAt: new Date('2026-01-02T10:00:00Z'), externalTicketNumber: 'EXT-77001' },
    });
    const newer = await createTestCase(db.prisma, { header: 'Routern blinkar rött', status: 'IN_PROGRESS' });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const byHeader = await caller.search.cases({ query: 'router' });
    expect(byHeader.total).toBe(2);
    expect(byHeader.hits.map((hit) => hit.caseNumber)).toEqual([newer.number, older.number]);
    expect(byHeader.hits[0]).toMatchObject({
      description: 'Routern blinkar rött',
      statusId: 2,
      statusName: 'Pågående',
      owner: 'Kundservice',
      typeName: 'Byte av betalsätt',
      category: 'Betalning',
      customerNumber: null,
      name: null,
    });
    expect(byHeader.hits[1]).toMatchObject({
      customerNumber: 812345,
      name: 'Karin Lindqvist',
      externalCaseNumber: 'EXT-77001',
      createdAt: '2026-01-02T10:00:00.000Z',
    });

    const numbersOf = async (query: string) =>
      (await caller.search.cases({ query })).hits.map((hit) => hit.caseNumber);
    expect(await numbersOf(String(newer.number))).toEqual([newer.number]);
    expect(await numbersOf('812345')).toEqual([older.number]);
    expect(await numbersOf('lindqvist')).toEqual([older.number]);
    expect(await numbersOf('EXT-770')).toEqual([older.number]);
    expect(await numbersOf('finns inte')).toEqual([]);
  });

  it('is only for users who may see cases, like the addresses tab', async () => {
    const { caller: cantab } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(cantab.search.cases({ query: 'router' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(cantab.search.addresses({ query: 'Storgatan' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const { caller: nobody } = await signInTestUser(db.prisma, { groups: [] });
    await expect(nobody.search.cases({ query: 'router' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses an empty text', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.search.cases({ query: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
