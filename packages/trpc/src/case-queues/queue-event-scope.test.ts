import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { caseQueueFilterSchema } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../events/event-types.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { queuesTouchedByCaseEvent } from './queue-event-scope.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const queues = [
  { id: 1, filter: caseQueueFilterSchema.parse({ statuses: ['NOT_STARTED'] }) },
  { id: 2, filter: caseQueueFilterSchema.parse({ tagIds: [5] }) },
  { id: 3, filter: caseQueueFilterSchema.parse({ statuses: ['DORMANT'], tagIds: [5] }) },
  { id: 4, filter: caseQueueFilterSchema.parse({ ownerGroupIds: [84] }) },
];

const event = (
  type: LiveEvent['type'],
  caseId: number,
  payload: Record<string, unknown> = {},
): LiveEvent => ({
  id: '1',
  type,
  caseId,
  userId: null,
  queueId: null,
  payload,
  createdAt: new Date().toISOString(),
});

describe('queuesTouchedByCaseEvent', () => {
  it('sends lock and presence changes to the queues the case is in (presence only where markers show)', async () => {
    const item = await createTestCase(db.prisma);
    const touched = (type: LiveEvent['type'], markers = true) =>
      queuesTouchedByCaseEvent(db.prisma, queues, event(type, item.id), { markers });
    expect(await touched('case.locked')).toEqual([1]);
    expect(await touched('case.lockTakenOver')).toEqual([1]);
    expect(await touched('case.presence')).toEqual([1]);
    expect(await touched('case.presence', false)).toEqual([]);
  });

  it('sends a tag change to the queues filtering on that tag whose other filters the case meets', async () => {
    const item = await createTestCase(db.prisma);
    const touched = (tagId: unknown) =>
      queuesTouchedByCaseEvent(db.prisma, queues, event('tag.added', item.id, { tagId }), { markers: true });
    expect(await touched(5)).toEqual([2]);
    expect(await touched(6)).toEqual([]);
    expect(await touched(undefined)).toEqual([2]);
  });

  it('sends a case change to the queues it is in now or was in before, and to all without a before', async () => {
    const item = await createTestCase(db.prisma);
    const before = { status: 'IN_PROGRESS', priority: 'LOWEST', typeId: 120, ownerGroupId: 84 };
    const touched = (payload: Record<string, unknown>) =>
      queuesTouchedByCaseEvent(db.prisma, queues, event('case.changed', item.id, payload), { markers: true });
    expect(await touched({ before })).toEqual([1, 4]);
    expect(await touched({ before: { ...before, ownerGroupId: 42 } })).toEqual([1]);
    expect(await touched({})).toEqual([1, 2, 3, 4]);
  });
});
