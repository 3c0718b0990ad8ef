import { Prisma } from '@sappis/db';
import {
  CASE_STATUSES,
  type CasePriorityKey,
  type CaseQueueFilter,
  type CaseStatusKey,
  casePriorityName,
  caseStatusName,
  effectiveStatuses,
} from '@sappis/shared';
import { toIsoDateTime } from '../serialize.ts';
import type { QueueCase, QueueSummary } from './queue-schemas.ts';
import { QUEUE_ORDER, queueWhere } from './queue-where.ts';

export interface QueueStats {
  count: number;
  oldestCreatedAt: Date | null;
  lockedCount: number;
}

/**
 * The first `take` cases of a queue in queue order (id, priority, createdAt): one ordered index-only scan per
 * status (the index on status, priority desc, createdAt, id, typeId, ownerGroupId), merged. `take` rows from
 * each status are enough for the first `take` of the union, and the union is exactly the where clause.
 */
function firstInQueueOrder(filter: CaseQueueFilter, take: number): Prisma.Sql {
  const where = queueWhere(filter);
  const statuses = effectiveStatuses(filter);
  if (statuses.length === 0)
    return Prisma.sql`SELECT c.id, c.priority, c."createdAt" FROM cases c WHERE ${where}`;
  const branches = statuses.map(
    (status) =>
      Prisma.sql`(SELECT c.id, c.priority, c."createdAt" FROM cases c
        WHERE c.status = ${status}::"CaseStatus" AND ${where} ORDER BY ${QUEUE_ORDER} LIMIT ${take})`,
  );
  return Prisma.join(branches, ' UNION ALL ');
}

export interface QueueTotal {
  count: number;
  oldestCreatedAt: Date | null;
}

/**
 * How many cases each queue holds and when its oldest case was created: aggregated from case_queue_counts
 * (which has the columns of `cases` the where clause reads when there is no tag filter), or from the cases
 * themselves for tag filters.
 */
export async function queueTotals(
  prisma: Prisma.TransactionClient,
  filters: readonly CaseQueueFilter[],
): Promise<QueueTotal[]> {
  const totals: QueueTotal[] = filters.map(() => ({ count: 0, oldestCreatedAt: null }));
  const grouped = filters.flatMap((filter, index) => (filter.tagIds.length === 0 ? [{ filter, index }] : []));
  const direct = filters.map(async (filter, index) => {
    if (filter.tagIds.length === 0) return;
    const [row] = await prisma.$queryRaw<{ count: number; oldest: Date | null }[]>`
      SELECT count(*)::int AS count, min(c."createdAt") AS oldest FROM cases c WHERE ${queueWhere(filter)}`;
    totals[index] = { count: row?.count ?? 0, oldestCreatedAt: row?.oldest ?? null };
  });
  const aggregated = async () => {
    if (grouped.length === 0) return;
    const counts = grouped.map(
      ({ filter }) => Prisma.sql`COALESCE(sum(c.count) FILTER (WHERE ${queueWhere(filter)}), 0)::int`,
    );
    // Epoch milliseconds: a float8 array reads back as numbers (null for an empty queue).
    const oldest = grouped.map(
      ({ filter }) =>
        Prisma.sql`(extract(epoch FROM min(c.oldest) FILTER (WHERE ${queueWhere(filter)})) * 1000)`,
    );
    const [row] = await prisma.$queryRaw<{ counts: number[]; oldest: (number | null)[] }[]>`
      SELECT ARRAY[${Prisma.join(counts)}]::int[] AS counts, ARRAY[${Prisma.join(oldest)}]::float8[] AS oldest
      FROM case_queue_counts c`;
    grouped.forEach(({ index }, position) => {
      const millis = row?.oldest[position] ?? null;
      totals[index] = {
        count: row?.counts[position] ?? 0,
        oldestCreatedAt: millis === null ? null : new Date(millis),
      };
    });
  };
  await Promise.all([...direct, aggregated()]);
  return totals;
}

/** How many of each queue's cases have a live lock. */
async function queueLocked(
  prisma: Prisma.TransactionClient,
  filters: readonly CaseQueueFilter[],
  now: Date,
): Promise<number[]> {
  const columns = filters.map((filter) => Prisma.sql`(count(*) FILTER (WHERE ${queueWhere(filter)}))::int`);
  const [row] = await prisma.$queryRaw<{ locked: number[] }[]>`
    SELECT ARRAY[${Prisma.join(columns)}]::int[] AS locked
    FROM case_locks l JOIN cases c ON c.id = l."caseId" WHERE l."expiresAt" > ${now}::timestamp`;
  return filters.map((_, index) => row?.locked[index] ?? 0);
}

/** The overview numbers of several queues, in the order given, all from the queues' where clauses. */
export async function queueStats(
  prisma: Prisma.TransactionClient,
  queues: readonly { filter: CaseQueueFilter }[],
  now: Date,
): Promise<QueueStats[]> {
  if (queues.length === 0) return [];
  const filters = queues.map((queue) => queue.filter);
  const [totals, locked] = await Promise.all([
    queueTotals(prisma, filters),
    queueLocked(prisma, filters, now),
  ]);
  return filters.map((_, index) => ({
    count: totals[index]?.count ?? 0,
    oldestCreatedAt: totals[index]?.oldestCreatedAt ?? null,
    lockedCount: locked[index] ?? 0,
  }));
}

/** Just the size of a queue (the total of its pages). */
export async function queueCount(prisma: Prisma.TransactionClient, filter: CaseQueueFilter): Promise<number> {
  const [total] = await queueTotals(prisma, [filter]);
  return total?.count ?? 0;
}

export function toQueueSummary(
  queue: { id: number; name: string; position: number },
  stats: QueueStats,
): QueueSummary {
  return {
    id: queue.id,
    name: queue.name,
    position: queue.position,
    count: stats.count,
    oldestCreatedAt: toIsoDateTime(stats.oldestCreatedAt),
    lockedCount: stats.lockedCount,
  };
}

interface QueueCaseRow {
  id: number;
  number: number;
  header: string;
  status: CaseStatusKey;
  priority: CasePriorityKey;
  typeId: number;
  typeName: string;
  typeCategory: string;
  ownerGroupId: number;
  ownerGroupName: string;
  customerNumber: number | null;
  customerName: string | null;
  createdAt: Date;
  lockedBy: string | null;
  viewers: { email: string; name: string; editing: boolean }[];
}

/** One page of a queue's cases in queue order, with lock holder and viewers. */
export async function queueCasesPage(
  prisma: Prisma.TransactionClient,
  args: { filter: CaseQueueFilter; page: number; pageSize: number; now: Date; productName: string },
): Promise<QueueCase[]> {
  const { filter, page, pageSize, now, productName } = args;
  const rows = await prisma.$queryRaw<QueueCaseRow[]>`
    WITH page AS (
      SELECT c.id FROM (${firstInQueueOrder(filter, page * pageSize)}) c
      ORDER BY ${QUEUE_ORDER} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    )
    SELECT c.id, c.number, c.header, c.status::text AS status, c.priority::text AS priority,
      t.id AS "typeId", t.name AS "typeName", t.category AS "typeCategory",
      g.id AS "ownerGroupId", g.name AS "ownerGroupName",
      r."customerNumber", r."customerName", c."createdAt",
      (SELECT u.email FROM case_locks l JOIN users u ON u.id = l."userId"
        WHERE l."caseId" = c.id AND l."expiresAt" > ${now}::timestamp) AS "lockedBy",
      COALESCE((SELECT json_agg(v ORDER BY v.name, v.email) FROM (
          SELECT u.email, trim(u."firstName" || ' ' || u."lastName") AS name, bool_or(p.editing) AS editing
          FROM case_presence p JOIN users u ON u.id = p."userId"
          WHERE p."caseId" = c.id AND p."expiresAt" > ${now}::timestamp
          GROUP BY u.id) v), '[]'::json) AS viewers
    FROM page JOIN cases c ON c.id = page.id
    JOIN case_types t ON t.id = c."typeId"
    JOIN case_owner_groups g ON g.id = c."ownerGroupId"
    LEFT JOIN case_relations r ON r."caseId" = c.id
    ORDER BY ${QUEUE_ORDER}`;
  return rows.map((row) => {
    const status = CASE_STATUSES.find((candidate) => candidate.key === row.status);
    return {
      id: row.id,
      number: row.number,
      header: row.header,
      status: { key: row.status, id: status?.id ?? 0, name: caseStatusName(row.status, productName) },
      priority: { key: row.priority, name: casePriorityName(row.priority) },
      type: { id: row.typeId, name: row.typeName, category: row.typeCategory },
      ownerGroup: { id: row.ownerGroupId, name: row.ownerGroupName },
      customerNumber: row.customerNumber,
      customerName: row.customerName,
      createdAt: toIsoDateTime(row.createdAt),
      lockedBy: row.lockedBy,
      viewers: row.viewers,
    };
  });
}
