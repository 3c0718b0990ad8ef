import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase, createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('logs.objectLog', () => {
  it("lists the object's log entries newest first with the HTML sanitized on the server", async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const objectId = String(customer.customerNumber);
    await db.prisma.objectLog.createMany({
      data: [
        {
          objectType: 'kund',
          objectId,
          categoryId: 1,
          categoryName: 'Memo',
          text: '<p onmouseover="steal()">Tekniker <b>bokad</b></p><script>steal()</script><a href="javascript:steal()">x</a>',
          createdBy: 'anna@sappa.se',
          createdAt: new Date('2026-10-01T08:00:00Z'),
        },
        {
          objectType: 'kund',
          objectId,
          categoryId: 2,
          categoryName: 'Kunduppgifter',
          text: '<p>E-post uppdaterad</p>',
          createdBy: 'bo@sappa.se',
          createdAt: new Date('2026-11-01T08:00:00Z'),
        },
        {
          objectType: 'avtal',
          objectId,
          categoryId: 3,
          categoryName: 'Avtal',
          text: 'annat objekt',
          createdBy: 'x',
        },
      ],
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const entries = await caller.logs.objectLog({ objectType: 'kund', objectId: customer.customerNumber });

    expect(entries.map((entry) => entry.categoryName)).toEqual(['Kunduppgifter', 'Memo']);
    expect(entries[1]).toMatchObject({
      createdBy: 'anna@sappa.se',
      categoryId: 1,
      createdAt: '2026-10-01T08:00:00.000Z',
      safeHtml: '<p>Tekniker <b>bokad</b></p><a target="_blank" rel="noopener noreferrer">x</a>',
    });
  });
});

describe('logs.caseLogs', () => {
  it("lists the logs of the customer's cases, newest first, and no one else's", async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const own = await createTestCase(db.prisma, {
      customerNumber: customer.customerNumber,
      header: 'Retur: Ånger',
    });
    const other = await createTestCase(db.prisma, { customerNumber: customer.customerNumber + 1 });
    const ownCase = await db.prisma.case.findUniqueOrThrow({ where: { number: own.number } });
    const otherCase = await db.prisma.case.findUniqueOrThrow({ where: { number: other.number } });
    await db.prisma.caseLog.createMany({
      data: [
        {
          caseId: ownCase.id,
          userName: 'Anna',
          message: 'Box mottagen',
          createdAt: new Date('2026-11-02T08:00:00Z'),
        },
        {
          caseId: ownCase.id,
          userName: 'System',
          message: 'Ärende skapat',
          auto: true,
          createdAt: new Date('2026-11-01T08:00:00Z'),
        },
        { caseId: otherCase.id, userName: 'Bo', message: 'Någon annans' },
      ],
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const logs = await caller.logs.caseLogs({ customerNumber: customer.customerNumber });

    expect(logs).toMatchObject([
      {
        caseNumber: own.number,
        caseHeader: 'Retur: Ånger',
        userName: 'Anna',
        message: 'Box mottagen',
        auto: false,
      },
      { caseNumber: own.number, userName: 'System', message: 'Ärende skapat', auto: true },
    ]);
  });
});
