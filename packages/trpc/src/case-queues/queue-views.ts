import type { PrismaClient } from '@sappis/db';
import { queueCasesPage, queueCount, queueStats, toQueueSummary } from './queue-cases.ts';
import {
  findVisibleQueue,
  listVisibleQueues,
  queueFilterOf,
  toQueueDefinition,
} from './queue-definitions.ts';
import type { QueuePage, QueueSummary } from './queue-schemas.ts';

/** The team-lead overview: every queue the user may see with its count, oldest case and live locks. */
export async function queueOverview(
  prisma: PrismaClient,
  args: { userGroups: readonly string[]; now: Date },
): Promise<QueueSummary[]> {
  const queues = await listVisibleQueues(prisma, args.userGroups);
  const stats = await queueStats(
    prisma,
    queues.map((queue) => ({ filter: queueFilterOf(queue) })),
    args.now,
  );
  return queues.map((queue, index) =>
    toQueueSummary(queue, stats[index] ?? { count: 0, oldestCreatedAt: null, lockedCount: 0 }),
  );
}

/** One page of a visible queue; `total` comes from the same where clause as the page, in the same snapshot. */
export async function queuePage(
  prisma: PrismaClient,
  args: {
    queueId: number;
    userGroups: readonly string[];
    page: number;
    pageSize: number;
    now: Date;
    productName: string;
  },
): Promise<QueuePage> {
  const queue = await findVisibleQueue(prisma, { queueId: args.queueId, userGroups: args.userGroups });
  const filter = queueFilterOf(queue);
  // One snapshot for the page and the total, so that they agree even while cases change.
  const [cases, total] = await prisma.$transaction(
    (tx) =>
      Promise.all([
        queueCasesPage(tx, {
          filter,
          page: args.page,
          pageSize: args.pageSize,
          now: args.now,
          productName: args.productName,
        }),
        queueCount(tx, filter),
      ]),
    { isolationLevel: 'RepeatableRead' },
  );
  return {
    queue: toQueueDefinition(queue),
    cases,
    page: args.page,
    pageSize: args.pageSize,
    total,
  };
}
