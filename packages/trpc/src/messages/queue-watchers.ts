import type { Prisma, PrismaClient } from '@sappis/db';
import { type CaseQueueFacts, caseMatchesQueue, hasAnyGroup, QUEUE_MANAGER_GROUPS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { sendSystemMessage } from './send-system-message.ts';

export const CUSTOMER_REPLY_MESSAGE = 'Kunden har svarat i ett ärende i en kö du bevakar.';
export const QUEUE_NOT_FOUND = 'Kön finns inte';

/**
 * A customer replied on a case: every user watching a queue the case is in gets one message
 * (in the caller's transaction, recipients in id order so concurrent callers never deadlock).
 */
export async function notifyQueueWatchersOfCustomerReply(
  tx: Prisma.TransactionClient,
  caseId: number,
): Promise<number[]> {
  const item = await tx.case.findUnique({
    where: { id: caseId },
    select: {
      number: true,
      status: true,
      typeId: true,
      ownerGroupId: true,
      priority: true,
      tags: { select: { tagId: true } },
    },
  });
  if (!item) return [];
  const facts: CaseQueueFacts = { ...item, tagIds: item.tags.map((tag) => tag.tagId) };
  const queues = await tx.caseQueue.findMany({
    where: { watchers: { some: {} } },
    select: {
      statuses: true,
      caseTypeIds: true,
      ownerGroupIds: true,
      priorities: true,
      tagIds: true,
      showFinished: true,
      watchers: { select: { userId: true } },
    },
  });
  const userIds = [
    ...new Set(
      queues
        .filter((queue) => caseMatchesQueue(queue, facts))
        .flatMap((queue) => queue.watchers.map((w) => w.userId)),
    ),
  ].sort((a, b) => a - b);
  for (const userId of userIds) {
    await sendSystemMessage(tx, { userId, caseId, caseNumber: item.number, message: CUSTOMER_REPLY_MESSAGE });
  }
  return userIds;
}

/** Starts or stops watching a queue. */
export async function setQueueWatch(
  prisma: PrismaClient,
  {
    userId,
    userGroups,
    queueId,
    watch,
  }: { userId: number; userGroups: readonly string[]; queueId: number; watch: boolean },
): Promise<{ watching: boolean }> {
  return prisma.$transaction(async (tx) => {
    const queue = await tx.caseQueue.findUnique({
      where: { id: queueId },
      select: { visibleToGroups: true },
    });
    const visible =
      queue !== null &&
      (hasAnyGroup(userGroups, QUEUE_MANAGER_GROUPS) || hasAnyGroup(userGroups, queue.visibleToGroups));
    if (!visible) throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND);
    if (watch) {
      await tx.queueWatch.upsert({
        where: { userId_queueId: { userId, queueId } },
        update: {},
        create: { userId, queueId },
      });
    } else {
      await tx.queueWatch.deleteMany({ where: { userId, queueId } });
    }
    await tx.auditEntry.create({
      data: {
        userId,
        action: watch ? 'queue.watch' : 'queue.unwatch',
        entityType: 'CaseQueue',
        entityId: String(queueId),
      },
    });
    return { watching: watch };
  });
}

/** The ids of the queues the user watches. */
export async function watchedQueueIds(prisma: PrismaClient, userId: number): Promise<number[]> {
  const rows = await prisma.queueWatch.findMany({
    where: { userId },
    select: { queueId: true },
    orderBy: { queueId: 'asc' },
  });
  return rows.map((row) => row.queueId);
}
