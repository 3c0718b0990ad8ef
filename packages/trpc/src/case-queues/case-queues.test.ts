import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  CASE_PRIORITY_KEYS,
  CASE_STATUS_KEYS,
  type CaseQueueDefinitionInput,
  caseMatchesQueue,
  caseQueueFilterSchema,
  compareQueueOrder,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../testing/signed-in.ts';
import {
  createQueueCatalogue,
  createRandomCases,
  seededRandom,
  TEST_OWNER_GROUP_IDS,
  TEST_TAG_IDS,
  TEST_TYPE_IDS,
} from './queue-test-data.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await createQueueCatalogue(db.prisma);
});
afterAll(async () => {
  await db?.drop();
});

const manager = () => signInTestUser(db.prisma, { groups: ['SAPPIS', 'THIRD_LINE'] });
const queue = (input: Partial<CaseQueueDefinitionInput> = {}): CaseQueueDefinitionInput => ({
  name: 'Testkö',
  visibleToGroups: ['SAPPIS'],
  ...input,
});

/** Every case with what a queue filter looks at, as the database has it now. */
async function allCaseFacts() {
  const rows = await db.prisma.case.findMany({ include: { tags: { select: { tagId: true } } } });
  return rows.map((row) => ({ ...row, tagIds: row.tags.map((tag) => tag.tagId) }));
}

describe('caseQueues: a count always equals the length of its list', () => {
  it('holds for random filters over random cases that keep changing, in queue order', async () => {
    const random = seededRandom(20261122);
    await createRandomCases(db.prisma, random, 150);
    const { caller } = await manager();
    const created = await caller.caseQueues.create({
      ...queue({ name: 'Slumpkö' }),
      requestId: randomUUID(),
    });

    for (let round = 0; round < 40; round++) {
      // Cases move between statuses and priorities, and some disappear: the counts must follow.
      const ids = (await db.prisma.case.findMany({ select: { id: true } })).map((item) => item.id);
      for (const id of random.subset(ids, 0.05)) {
        await db.prisma.case.update({
          where: { id },
          data: { status: random.pick(CASE_STATUS_KEYS), priority: random.pick(CASE_PRIORITY_KEYS) },
        });
      }
      await db.prisma.case.updateMany({
        where: { id: { in: random.subset(ids, 0.05) } },
        data: { ownerGroupId: random.pick(TEST_OWNER_GROUP_IDS) },
      });
      if (round % 5 === 4)
        await db.prisma.case.deleteMany({ where: { id: { in: random.subset(ids, 0.03) } } });

      const definition = queue({
        name: 'Slumpkö',
        statuses: random.subset(CASE_STATUS_KEYS, 0.3),
        priorities: random.subset(CASE_PRIORITY_KEYS, 0.4),
        caseTypeIds: random.subset(TEST_TYPE_IDS, 0.4),
        ownerGroupIds: random.subset(TEST_OWNER_GROUP_IDS, 0.4),
        tagIds: random.subset(TEST_TAG_IDS, 0.25),
        showFinished: random.next() < 0.5,
      });
      await caller.caseQueues.update({ id: created.id, definition });

      const listed: { id: number; priority: (typeof CASE_PRIORITY_KEYS)[number]; createdAt: string }[] = [];
      let total = 0;
      for (let page = 1; ; page++) {
        const result = await caller.caseQueues.get({ id: created.id, page, pageSize: 17 });
        total = result.total;
        listed.push(
          ...result.cases.map((item) => ({
            id: item.id,
            priority: item.priority.key,
            createdAt: item.createdAt,
          })),
        );
        if (result.cases.length < 17) break;
      }
      const summary = (await caller.caseQueues.list()).find((item) => item.id === created.id);
      const filter = caseQueueFilterSchema.parse(definition);
      const expected = (await allCaseFacts()).filter((item) => caseMatchesQueue(filter, item));
      const oldest = expected.reduce<Date | null>(
        (min, item) => (min === null || item.createdAt < min ? item.createdAt : min),
        null,
      );

      const context = `round ${round}: ${JSON.stringify(definition)}`;
      expect(summary?.count, context).toBe(listed.length);
      expect(total, context).toBe(listed.length);
      expect(summary?.oldestCreatedAt ?? null, context).toBe(oldest?.toISOString() ?? null);
      expect(listed.map((item) => item.id).sort(), context).toEqual(expected.map((item) => item.id).sort());
      expect(listed, context).toEqual([...listed].sort(compareQueueOrder));
    }
  });
});

describe('case_queue_counts', () => {
  it('stays equal to the cases under concurrent writers', async () => {
    const random = seededRandom(4711);
    const cases = await createRandomCases(db.prisma, random, 60);
    const writes = Array.from({ length: 120 }, () => ({
      id: random.pick(cases).id,
      status: random.pick(CASE_STATUS_KEYS),
      priority: random.pick(CASE_PRIORITY_KEYS),
    }));
    await Promise.all(
      writes.map((write) =>
        db.prisma.$transaction(
          async (tx) => {
            await tx.case.update({ where: { id: write.id }, data: { version: { increment: 1 } } });
            await tx.case.update({
              where: { id: write.id },
              data: { status: write.status, priority: write.priority },
            });
          },
          // All of them wait for the pool (10 connections) at once.
          { maxWait: 30_000, timeout: 30_000 },
        ),
      ),
    );
    const fromCases = await db.prisma.$queryRaw<{ key: string; count: number; oldest: Date }[]>`
      SELECT concat_ws('/', status, priority, "typeId", "ownerGroupId") AS key, count(*)::int AS count,
        min("createdAt") AS oldest
      FROM cases GROUP BY 1 ORDER BY 1`;
    const kept = await db.prisma.$queryRaw<{ key: string; count: number; oldest: Date }[]>`
      SELECT concat_ws('/', status, priority, "typeId", "ownerGroupId") AS key, count, oldest
      FROM case_queue_counts WHERE count <> 0 ORDER BY 1`;
    expect(kept).toEqual(fromCases);
  });
});

describe('caseQueues visibility', () => {
  it('shows a queue only to its groups and to queue managers', async () => {
    const { caller: admin } = await manager();
    const economy = await admin.caseQueues.create({
      ...queue({ name: 'Ekonomikö', visibleToGroups: ['ECONOMY'] }),
      requestId: randomUUID(),
    });
    const { caller: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const { caller: economist } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ECONOMY'] });

    expect((await agent.caseQueues.list()).map((item) => item.id)).not.toContain(economy.id);
    await expect(agent.caseQueues.get({ id: economy.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Kön finns inte',
    });
    expect((await economist.caseQueues.list()).map((item) => item.id)).toContain(economy.id);
    expect((await admin.caseQueues.list()).map((item) => item.id)).toContain(economy.id);
    await expect(economist.caseQueues.get({ id: economy.id })).resolves.toMatchObject({
      queue: { name: 'Ekonomikö' },
    });
  });

  it('marks live locks and counts them, ignoring expired ones', async () => {
    const { caller, user } = await manager();
    const [open, expired] = await createRandomCases(db.prisma, seededRandom(7), 2);
    const target = await caller.caseQueues.create({
      ...queue({ name: 'Låskö', tagIds: [], caseTypeIds: [] }),
      requestId: randomUUID(),
    });
    await db.prisma.case.updateMany({
      where: { id: { in: [open?.id ?? 0, expired?.id ?? 0] } },
      data: {
        ownerGroupId: 42,
        status: 'IN_PROGRESS',
        priority: 'HIGHEST',
        createdAt: new Date('2020-01-01'),
      },
    });
    await caller.caseQueues.update({
      id: target.id,
      definition: queue({ name: 'Låskö', priorities: ['HIGHEST'], statuses: ['IN_PROGRESS'] }),
    });
    await db.prisma.caseLock.createMany({
      data: [
        { caseId: open?.id ?? 0, userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
        { caseId: expired?.id ?? 0, userId: user.id, expiresAt: new Date(Date.now() - 1000) },
      ],
    });
    const page = await caller.caseQueues.get({ id: target.id, pageSize: 100 });
    expect(page.cases.find((item) => item.id === open?.id)?.lockedBy).toBe(user.email);
    expect(page.cases.find((item) => item.id === expired?.id)?.lockedBy).toBeNull();
    const summary = (await caller.caseQueues.list()).find((item) => item.id === target.id);
    expect(summary).toMatchObject({ lockedCount: 1, oldestCreatedAt: '2020-01-01T00:00:00.000Z' });
  });
});

describe('caseQueues writes', () => {
  it('are FORBIDDEN for non-managers and change nothing', async () => {
    const { caller: admin } = await manager();
    const existing = await admin.caseQueues.create({ ...queue({ name: 'Orörd' }), requestId: randomUUID() });
    const { caller: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ECONOMY'] });
    const forbidden = { code: 'FORBIDDEN', message: 'Behörighet saknas' };
    await expect(agent.caseQueues.create({ ...queue(), requestId: randomUUID() })).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      agent.caseQueues.update({ id: existing.id, definition: queue({ name: 'Ändrad' }) }),
    ).rejects.toMatchObject(forbidden);
    await expect(agent.caseQueues.reorder({ ids: [existing.id] })).rejects.toMatchObject(forbidden);
    await expect(agent.caseQueues.delete({ id: existing.id })).rejects.toMatchObject(forbidden);
    await expect(agent.caseQueues.definitions()).rejects.toMatchObject(forbidden);
    expect(await db.prisma.caseQueue.findUnique({ where: { id: existing.id } })).toMatchObject({
      name: 'Orörd',
    });
  });

  it('refuse bad input with Swedish messages', async () => {
    const { caller } = await manager();
    const before = await db.prisma.caseQueue.count();
    const refusal = caller.caseQueues.create({
      ...queue({ name: ' ', visibleToGroups: [] }),
      requestId: randomUUID(),
    });
    await expect(refusal).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(refusal).rejects.toThrow(/Ange ett namn på kön[\s\S]*Välj minst en grupp som får se kön/);
    expect(await db.prisma.caseQueue.count()).toBe(before);
  });

  it('write audit rows and queue.changed events in the same transaction', async () => {
    const { caller, user } = await manager();
    const created = await caller.caseQueues.create({
      ...queue({ name: 'Granskad' }),
      requestId: randomUUID(),
    });
    await caller.caseQueues.update({ id: created.id, definition: queue({ name: 'Granskad 2' }) });
    await caller.caseQueues.delete({ id: created.id });
    const audits = await db.prisma.auditEntry.findMany({
      where: { entityType: 'CaseQueue', entityId: String(created.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((entry) => [entry.action, entry.userId])).toEqual([
      ['caseQueue.create', user.id],
      ['caseQueue.update', user.id],
      ['caseQueue.delete', user.id],
    ]);
    const events = await db.prisma.event.findMany({ where: { queueId: created.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.type, (event.payload as { change: string }).change])).toEqual([
      ['queue.changed', 'created'],
      ['queue.changed', 'updated'],
      ['queue.changed', 'deleted'],
    ]);
    await expect(caller.caseQueues.delete({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('order queues: new ones last, reorder moves them, a stale order is a CONFLICT', async () => {
    const { caller } = await manager();
    await db.prisma.caseQueue.deleteMany();
    const first = await caller.caseQueues.create({ ...queue({ name: 'Första' }), requestId: randomUUID() });
    const second = await caller.caseQueues.create({ ...queue({ name: 'Andra' }), requestId: randomUUID() });
    const third = await caller.caseQueues.create({ ...queue({ name: 'Tredje' }), requestId: randomUUID() });
    expect((await caller.caseQueues.definitions()).map((item) => item.name)).toEqual([
      'Första',
      'Andra',
      'Tredje',
    ]);

    const moved = await caller.caseQueues.reorder({ ids: [third.id, first.id, second.id] });
    expect(moved.map((item) => item.name)).toEqual(['Tredje', 'Första', 'Andra']);
    expect((await caller.caseQueues.list()).map((item) => item.name)).toEqual(['Tredje', 'Första', 'Andra']);

    await expect(caller.caseQueues.reorder({ ids: [first.id, second.id] })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Köerna har ändrats av någon annan, ladda om sidan och försök igen',
    });
    expect((await caller.caseQueues.definitions()).map((item) => item.name)).toEqual([
      'Tredje',
      'Första',
      'Andra',
    ]);
  });
});
