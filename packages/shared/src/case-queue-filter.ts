import { z } from 'zod';
import {
  CASE_PRIORITY_KEYS,
  CASE_STATUS_KEYS,
  CASE_STATUSES,
  type CasePriorityKey,
  type CaseStatusKey,
} from './cases.ts';
import { ALL_GROUPS, type GroupName, QUEUE_MANAGER_GROUPS } from './groups.ts';
import { dbId, requiredText } from './input/safe-input.ts';

/**
 * A case queue is a filter over cases plus the groups that may see it. Every list is "any of" and an
 * empty list means no restriction; finished cases are left out unless `showFinished`. The server builds
 * its SQL from this definition (one where clause for both a queue's list and its count); the pure
 * helpers below state the same rule for tests and for deciding which queues an event touches.
 */

const LIST_MAX = 200;

/** Sorted and without repeats, so equal filters compare equal. */
function uniqueSorted<T extends string | number>(values: readonly T[]): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const idList = z
  .array(dbId())
  .max(LIST_MAX)
  .default([])
  .transform((ids) => uniqueSorted(ids));

export const caseQueueFilterSchema = z.object({
  statuses: z
    .array(z.enum(CASE_STATUS_KEYS))
    .max(LIST_MAX)
    .default([])
    .transform((keys) => uniqueSorted(keys)),
  caseTypeIds: idList,
  ownerGroupIds: idList,
  priorities: z
    .array(z.enum(CASE_PRIORITY_KEYS))
    .max(LIST_MAX)
    .default([])
    .transform((keys) => uniqueSorted(keys)),
  tagIds: idList,
  showFinished: z.boolean().default(false),
});

export const QUEUE_NAME_MAX = 100;

export const caseQueueDefinitionSchema = caseQueueFilterSchema.extend({
  name: requiredText(QUEUE_NAME_MAX, {
    required: 'Ange ett namn på kön',
    tooLong: `Namnet får vara högst ${QUEUE_NAME_MAX} tecken`,
  }),
  visibleToGroups: z
    .array(z.enum(ALL_GROUPS as [GroupName, ...GroupName[]]))
    .max(LIST_MAX)
    .min(1, 'Välj minst en grupp som får se kön')
    .transform((groups) => uniqueSorted(groups)),
});

export type CaseQueueFilter = z.output<typeof caseQueueFilterSchema>;
export type CaseQueueDefinition = z.output<typeof caseQueueDefinitionSchema>;
export type CaseQueueDefinitionInput = z.input<typeof caseQueueDefinitionSchema>;

/** What a queue filter looks at on one case. */
export interface CaseQueueFacts {
  status: CaseStatusKey;
  priority: CasePriorityKey;
  typeId: number;
  ownerGroupId: number;
  tagIds: readonly number[];
}

const FINISHED_STATUS_KEYS: readonly CaseStatusKey[] = CASE_STATUSES.filter((status) => status.finished).map(
  (status) => status.key,
);

export function isFinishedStatus(status: CaseStatusKey): boolean {
  return FINISHED_STATUS_KEYS.includes(status);
}

/** The statuses a queue shows: its list (or every status), without the finished ones unless `showFinished`. */
export function effectiveStatuses(
  filter: Pick<CaseQueueFilter, 'statuses' | 'showFinished'>,
): CaseStatusKey[] {
  const listed = filter.statuses.length > 0 ? filter.statuses : CASE_STATUS_KEYS;
  return listed.filter((status) => filter.showFinished || !isFinishedStatus(status));
}

const anyOf = <T>(allowed: readonly T[], value: T) => allowed.length === 0 || allowed.includes(value);

/** True when the case belongs in the queue. */
export function caseMatchesQueue(filter: CaseQueueFilter, facts: CaseQueueFacts): boolean {
  return (
    effectiveStatuses(filter).includes(facts.status) &&
    anyOf(filter.priorities, facts.priority) &&
    anyOf(filter.caseTypeIds, facts.typeId) &&
    anyOf(filter.ownerGroupIds, facts.ownerGroupId) &&
    (filter.tagIds.length === 0 || facts.tagIds.some((tagId) => filter.tagIds.includes(tagId)))
  );
}

/** Adding or removing `tagId` on a case can move it into or out of the queue only if the queue filters on it. */
export function queueDependsOnTag(filter: Pick<CaseQueueFilter, 'tagIds'>, tagId: number | null): boolean {
  if (filter.tagIds.length === 0) return false;
  return tagId === null || filter.tagIds.includes(tagId);
}

/** Queue managers see every queue; others the queues shown to one of their groups. */
export function canSeeQueue(
  userGroups: readonly string[],
  queue: { visibleToGroups: readonly string[] },
): boolean {
  return (
    QUEUE_MANAGER_GROUPS.some((group) => userGroups.includes(group)) ||
    queue.visibleToGroups.some((group) => userGroups.includes(group))
  );
}

/** What the order of a queue looks at on one case. */
export interface CaseQueueOrderFacts {
  id: number;
  priority: CasePriorityKey;
  createdAt: Date | string;
}

/** Queue order: highest priority first, then oldest first (then by id, so paging is stable). */
export function compareQueueOrder(a: CaseQueueOrderFacts, b: CaseQueueOrderFacts): number {
  const byPriority = CASE_PRIORITY_KEYS.indexOf(b.priority) - CASE_PRIORITY_KEYS.indexOf(a.priority);
  if (byPriority !== 0) return byPriority;
  const byAge = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
  if (byAge !== 0) return byAge;
  return a.id - b.id;
}
