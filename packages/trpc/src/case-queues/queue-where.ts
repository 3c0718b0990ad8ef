import { Prisma } from '@sappis/db';
import { CASE_STATUSES, type CaseQueueFilter, effectiveStatuses } from '@sappis/shared';

/**
 * The one SQL definition of a queue's filter, over the columns of `cases` aliased `c`: a queue's list and
 * its counts both use it, so a count always equals the length of its list. Mirrors `caseMatchesQueue` of
 * @sappis/shared (an empty list is no restriction; finished cases only with showFinished; any of the tags).
 */
export function queueWhere(filter: CaseQueueFilter): Prisma.Sql {
  const statuses = effectiveStatuses(filter);
  if (statuses.length === 0) return Prisma.sql`FALSE`;
  const parts: Prisma.Sql[] = [Prisma.sql`c.status = ANY(${statuses}::"CaseStatus"[])`];
  if (!filter.showFinished) {
    // Spelled out as a literal so that the planner can use indexes on open cases.
    for (const status of CASE_STATUSES) {
      if (status.finished) parts.push(Prisma.raw(`c.status <> '${status.key}'`));
    }
  }
  if (filter.priorities.length > 0)
    parts.push(Prisma.sql`c.priority = ANY(${filter.priorities}::"CasePriority"[])`);
  if (filter.caseTypeIds.length > 0) parts.push(Prisma.sql`c."typeId" = ANY(${filter.caseTypeIds}::int[])`);
  if (filter.ownerGroupIds.length > 0) {
    parts.push(Prisma.sql`c."ownerGroupId" = ANY(${filter.ownerGroupIds}::int[])`);
  }
  if (filter.tagIds.length > 0) {
    parts.push(
      Prisma.sql`c.id IN (SELECT ct."caseId" FROM case_tags ct WHERE ct."tagId" = ANY(${filter.tagIds}::int[]))`,
    );
  }
  return Prisma.join(parts, ' AND ');
}

/** Queue order: highest priority first, then oldest first, then by id so that paging is stable. */
export const QUEUE_ORDER = Prisma.sql`c.priority DESC, c."createdAt" ASC, c.id ASC`;
