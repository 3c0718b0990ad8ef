import { createTestDatabase } from '@sappis/db/testing/test-database';
import { isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { caseSearchWhere } from './search-cases.ts';

/** Every filter of the case search (issue 13 section 5), each one narrowing the same customer's cases. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('cases.search filters', () => {
  it("bounds the creation days by Sweden's midnights, whatever the server's time zone", () => {
    const where = caseSearchWhere({
      filters: { createdFrom: '2026-12-01', createdTo: '2027-07-01' },
      showFinished: true,
      statusPrioId: undefined,
    });
    expect(where.createdAt).toEqual({
      gte: new Date('2026-11-30T23:00:00Z'),
      lt: new Date('2027-07-01T22:00:00Z'),
    });
  });

  it('filters by priority, type, owner group, tags, creation days and finished', async () => {
    const customerNumber = 8181;
    const plain = await createTestCase(db.prisma, { customerNumber });
    const urgent = await createTestCase(db.prisma, { customerNumber });
    const finished = await createTestCase(db.prisma, { customerNumber, status: 'FINISHED' });
    await db.prisma.caseType.upsert({
      where: { id: 121 },
      update: {},
      create: { id: 121, name: 'Annan', category: 'Övrigt' },
    });
    await db.prisma.caseOwnerGroup.upsert({
      where: { id: 43 },
      update: {},
      create: { id: 43, name: 'Teknik' },
    });
    const tag = await db.prisma.tag.create({ data: { name: `Filtertagg-${Date.now()}` } });
    await db.prisma.case.update({
      where: { id: urgent.id },
      data: { priority: 'HIGHEST', typeId: 121, ownerGroupId: 43, tags: { create: { tagId: tag.id } } },
    });
    await db.prisma.case.update({
      where: { id: plain.id },
      data: { createdAt: new Date('2026-01-15T12:00:00') },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const numbers = async (filters: Record<string, unknown>, showFinished = true) =>
      (await caller.cases.search({ showFinished, filters: { customerNumber, ...filters } })).cases
        .map((item) => item.number)
        .sort();

    expect(await numbers({ priority: 'HIGHEST' })).toEqual([urgent.number]);
    expect(await numbers({ typeId: 121 })).toEqual([urgent.number]);
    expect(await numbers({ ownerGroupId: 43 })).toEqual([urgent.number]);
    expect(await numbers({ tagIds: [tag.id] })).toEqual([urgent.number]);
    expect(await numbers({ createdFrom: '2026-01-15', createdTo: '2026-01-15' })).toEqual([plain.number]);
    expect(await numbers({ createdFrom: isoDay() })).toEqual([urgent.number, finished.number].sort());
    expect(await numbers({ finished: true }, false)).toEqual([finished.number]);
    expect(await numbers({ finished: false })).toEqual([plain.number, urgent.number].sort());
    await expect(caller.cases.search({ filters: { createdFrom: '2026-02-30' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('sorts by number either way', async () => {
    const a = await createTestCase(db.prisma, { customerNumber: 8282 });
    const b = await createTestCase(db.prisma, { customerNumber: 8282 });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const order = async (reverse: boolean) =>
      (await caller.cases.search({ sort: 'number', reverse, filters: { customerNumber: 8282 } })).cases.map(
        (item) => item.number,
      );
    expect(await order(false)).toEqual([b.number, a.number]);
    expect(await order(true)).toEqual([a.number, b.number]);
  });
});
