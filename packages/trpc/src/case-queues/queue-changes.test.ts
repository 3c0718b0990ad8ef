import { randomUUID } from 'node:crypto';
import type { CaseStatus } from '@sappis/db';
import { describe, expect, it } from 'vitest';
import { appendEvent } from '../events/append-event.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import type { QueueChange } from './queue-changes.ts';

const env = useLiveDatabase();

/** A case write the way the case page does it: the change and its 'case.changed' event in one transaction. */
async function changeStatus(caseId: number, status: CaseStatus) {
  await env.db.prisma.$transaction(async (tx) => {
    const before = await tx.case.findUniqueOrThrow({ where: { id: caseId } });
    await tx.case.update({ where: { id: caseId }, data: { status, version: { increment: 1 } } });
    await appendEvent(tx, {
      type: 'case.changed',
      caseId,
      payload: {
        before: {
          status: before.status,
          priority: before.priority,
          typeId: before.typeId,
          ownerGroupId: before.ownerGroupId,
        },
      },
    });
  });
}

/** A subscription read in the background; `take(n)` waits until n changes arrived. */
function consume(open: (signal: AbortSignal) => Promise<AsyncIterable<unknown>>) {
  const live = collectEvents(open);
  const received = live.events as unknown as QueueChange[];
  return {
    received,
    take: (n: number) => expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(n),
    stop: live.stop,
  };
}

describe('caseQueues.onChanged', () => {
  it('tells a queue page live when a case enters or leaves it, and stays quiet about other cases', async () => {
    const { caller, connect } = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS', 'ADMIN'] });
    const queue = await caller.caseQueues.create({
      requestId: randomUUID(),
      name: 'Nya ärenden',
      statuses: ['NOT_STARTED'],
      visibleToGroups: ['SAPPIS'],
    });
    const moving = await createTestCase(env.db.prisma, { status: 'IN_PROGRESS' });
    const other = await createTestCase(env.db.prisma, { status: 'IN_PROGRESS' });
    const stream = consume((signal) => connect(signal).caseQueues.onChanged({ queueId: queue.id }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const inQueue = async () => (await caller.caseQueues.get({ id: queue.id })).cases.map((item) => item.id);
    expect(await inQueue()).not.toContain(moving.id);

    await changeStatus(other.id, 'DORMANT');
    await changeStatus(moving.id, 'NOT_STARTED');
    await stream.take(1);
    expect(stream.received[0]).toEqual({ type: 'case.changed', caseId: moving.id, queueIds: [queue.id] });
    expect(await inQueue()).toContain(moving.id);

    await changeStatus(moving.id, 'IN_PROGRESS');
    await stream.take(2);
    expect(stream.received[1]).toEqual({ type: 'case.changed', caseId: moving.id, queueIds: [queue.id] });
    expect(await inQueue()).not.toContain(moving.id);
    expect(stream.received.map((change) => change.caseId)).not.toContain(other.id);
    await stream.stop();
  });

  it('scopes a real case write (cases.update) to the queues the case was in or is in now', async () => {
    const { caller, connect } = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS', 'ADMIN'] });
    const stream = consume((signal) => connect(signal).caseQueues.onChanged({}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const notStarted = await caller.caseQueues.create({
      requestId: randomUUID(),
      name: 'Ej påbörjade',
      statuses: ['NOT_STARTED'],
      visibleToGroups: ['SAPPIS'],
    });
    const inProgress = await caller.caseQueues.create({
      requestId: randomUUID(),
      name: 'Pågående',
      statuses: ['IN_PROGRESS'],
      visibleToGroups: ['SAPPIS'],
    });
    const dormant = await caller.caseQueues.create({
      requestId: randomUUID(),
      name: 'Vilande',
      statuses: ['DORMANT'],
      visibleToGroups: ['SAPPIS'],
    });
    await stream.take(3);
    const item = await createTestCase(env.db.prisma, { status: 'NOT_STARTED' });
    await caller.cases.update({ caseNumber: item.number, version: 1, status: 'IN_PROGRESS' });
    await expect
      .poll(() => stream.received.find((change) => change.type === 'case.changed'), { timeout: 5_000 })
      .toBeDefined();
    const changed = stream.received.find((change) => change.type === 'case.changed');
    // Only the queues it left and entered; 'Vilande' (and older queues of other tests) are not touched.
    expect(changed?.caseId).toBe(item.id);
    expect(changed?.queueIds).toContain(notStarted.id);
    expect(changed?.queueIds).toContain(inProgress.id);
    expect(changed?.queueIds).not.toContain(dormant.id);
    await stream.stop();
  });

  it('tells the overview about queue definitions and lock changes of cases in visible queues', async () => {
    const { user, caller, connect } = await signInLiveUser(env.db.prisma, env.hub, {
      groups: ['SAPPIS', 'ADMIN'],
    });
    const stream = consume((signal) => connect(signal).caseQueues.onChanged({}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queue = await caller.caseQueues.create({
      requestId: randomUUID(),
      name: 'Alla öppna',
      visibleToGroups: ['SAPPIS'],
    });
    await stream.take(1);
    expect(stream.received[0]).toEqual({ type: 'queue.changed', caseId: null, queueIds: [queue.id] });

    const item = await createTestCase(env.db.prisma);
    await env.db.prisma.$transaction(async (tx) => {
      await tx.caseLock.create({
        data: { caseId: item.id, userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
      });
      await appendEvent(tx, { type: 'case.locked', caseId: item.id, payload: {} });
    });
    await stream.take(2);
    expect(stream.received[1]?.type).toBe('case.locked');
    expect(stream.received[1]?.queueIds).toContain(queue.id);
    await stream.stop();
  });
});
