import type { CaseQueue, Prisma, PrismaClient } from '@sappis/db';
import { type CaseQueueDefinition, type CaseQueueFilter, canSeeQueue, type GroupName } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import type { QueueDefinitionOutput } from './queue-schemas.ts';

export const QUEUE_NOT_FOUND_MESSAGE = 'Kön finns inte';
export const QUEUE_ORDER_STALE_MESSAGE = 'Köerna har ändrats av någon annan, ladda om sidan och försök igen';

export function queueFilterOf(queue: CaseQueue): CaseQueueFilter {
  return {
    statuses: queue.statuses,
    caseTypeIds: queue.caseTypeIds,
    ownerGroupIds: queue.ownerGroupIds,
    priorities: queue.priorities,
    tagIds: queue.tagIds,
    showFinished: queue.showFinished,
  };
}

export function toQueueDefinition(queue: CaseQueue): QueueDefinitionOutput {
  return {
    id: queue.id,
    name: queue.name,
    position: queue.position,
    ...queueFilterOf(queue),
    visibleToGroups: queue.visibleToGroups as GroupName[],
  };
}

const QUEUE_ORDER_BY: Prisma.CaseQueueOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** Every queue in the managers' order. */
export function listAllQueues(prisma: PrismaClient | Prisma.TransactionClient): Promise<CaseQueue[]> {
  return prisma.caseQueue.findMany({ orderBy: QUEUE_ORDER_BY });
}

/** The queues `userGroups` may see, in order (all of them for queue managers). */
export async function listVisibleQueues(
  prisma: PrismaClient,
  userGroups: readonly string[],
): Promise<CaseQueue[]> {
  const queues = await listAllQueues(prisma);
  return queues.filter((queue) => canSeeQueue(userGroups, queue));
}

/** One queue the user may see; NOT_FOUND otherwise (an invisible queue is not revealed). */
export async function findVisibleQueue(
  prisma: PrismaClient,
  args: { queueId: number; userGroups: readonly string[] },
): Promise<CaseQueue> {
  const queue = await prisma.caseQueue.findUnique({ where: { id: args.queueId } });
  if (!queue || !canSeeQueue(args.userGroups, queue))
    throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND_MESSAGE);
  return queue;
}

async function audit(
  tx: Prisma.TransactionClient,
  args: { userId: number; action: string; entityId: string; details: Prisma.InputJsonObject },
) {
  await tx.auditEntry.create({
    data: {
      userId: args.userId,
      action: args.action,
      entityType: 'CaseQueue',
      entityId: args.entityId,
      details: args.details,
    },
  });
}

function definitionData(definition: CaseQueueDefinition) {
  return {
    name: definition.name,
    statuses: definition.statuses,
    caseTypeIds: definition.caseTypeIds,
    ownerGroupIds: definition.ownerGroupIds,
    priorities: definition.priorities,
    tagIds: definition.tagIds,
    showFinished: definition.showFinished,
    visibleToGroups: definition.visibleToGroups,
  };
}

/** A new queue, placed last; in the caller's transaction. */
export async function createQueue(
  tx: Prisma.TransactionClient,
  args: { userId: number; definition: CaseQueueDefinition },
): Promise<QueueDefinitionOutput> {
  const last = await tx.caseQueue.aggregate({ _max: { position: true } });
  const queue = await tx.caseQueue.create({
    data: { ...definitionData(args.definition), position: (last._max.position ?? 0) + 1 },
  });
  await audit(tx, {
    userId: args.userId,
    action: 'caseQueue.create',
    entityId: String(queue.id),
    details: { ...args.definition },
  });
  await appendEvent(tx, { type: 'queue.changed', queueId: queue.id, payload: { change: 'created' } });
  return toQueueDefinition(queue);
}

export async function updateQueue(
  prisma: PrismaClient,
  args: { userId: number; queueId: number; definition: CaseQueueDefinition },
): Promise<QueueDefinitionOutput> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.caseQueue.findUnique({ where: { id: args.queueId } });
    if (!before) throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND_MESSAGE);
    const queue = await tx.caseQueue.update({
      where: { id: args.queueId },
      data: definitionData(args.definition),
    });
    await audit(tx, {
      userId: args.userId,
      action: 'caseQueue.update',
      entityId: String(queue.id),
      details: { before: { ...toQueueDefinition(before) }, after: { ...args.definition } },
    });
    await appendEvent(tx, { type: 'queue.changed', queueId: queue.id, payload: { change: 'updated' } });
    return toQueueDefinition(queue);
  });
}

/**
 * Puts the queues in the order of `queueIds`, which must name every queue exactly once (otherwise someone
 * else added or removed a queue meanwhile: CONFLICT, nothing changes).
 */
export async function reorderQueues(
  prisma: PrismaClient,
  args: { userId: number; queueIds: readonly number[] },
): Promise<QueueDefinitionOutput[]> {
  return prisma.$transaction(async (tx) => {
    // Serializes concurrent reorders (and creates, which read the last position).
    await tx.$executeRaw`LOCK TABLE case_queues IN SHARE ROW EXCLUSIVE MODE`;
    const queues = await listAllQueues(tx);
    const known = new Set(queues.map((queue) => queue.id));
    const complete =
      args.queueIds.length === known.size &&
      new Set(args.queueIds).size === known.size &&
      args.queueIds.every((id) => known.has(id));
    if (!complete) throw new AppError('CONFLICT', QUEUE_ORDER_STALE_MESSAGE);
    const positionOf = new Map(args.queueIds.map((id, index) => [id, index + 1]));
    const moved = queues.filter((queue) => queue.position !== positionOf.get(queue.id));
    for (const queue of moved) {
      const position = positionOf.get(queue.id) ?? queue.position;
      await tx.caseQueue.update({ where: { id: queue.id }, data: { position } });
      await appendEvent(tx, {
        type: 'queue.changed',
        queueId: queue.id,
        payload: { change: 'moved', position },
      });
    }
    if (moved.length > 0) {
      await audit(tx, {
        userId: args.userId,
        action: 'caseQueue.reorder',
        entityId: 'order',
        details: { order: [...args.queueIds] },
      });
    }
    return (await listAllQueues(tx)).map(toQueueDefinition);
  });
}

export async function deleteQueue(
  prisma: PrismaClient,
  args: { userId: number; queueId: number },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const queue = await tx.caseQueue.findUnique({ where: { id: args.queueId } });
    if (!queue) throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND_MESSAGE);
    await tx.caseQueue.delete({ where: { id: args.queueId } });
    await audit(tx, {
      userId: args.userId,
      action: 'caseQueue.delete',
      entityId: String(queue.id),
      details: { ...toQueueDefinition(queue) },
    });
    await appendEvent(tx, { type: 'queue.changed', queueId: queue.id, payload: { change: 'deleted' } });
  });
}
