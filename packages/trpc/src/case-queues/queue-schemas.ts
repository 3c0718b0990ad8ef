import {
  ALL_GROUPS,
  CASE_PRIORITY_KEYS,
  CASE_STATUS_KEYS,
  caseQueueDefinitionSchema,
  dbId,
  type GroupName,
} from '@sappis/shared';
import { z } from 'zod';

export const queueIdInput = dbId('Ogiltig kö');

/** A queue as its managers edit it. */
export const queueDefinitionOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  statuses: z.array(z.enum(CASE_STATUS_KEYS)),
  caseTypeIds: z.array(z.number().int()),
  ownerGroupIds: z.array(z.number().int()),
  priorities: z.array(z.enum(CASE_PRIORITY_KEYS)),
  tagIds: z.array(z.number().int()),
  showFinished: z.boolean(),
  visibleToGroups: z.array(z.enum(ALL_GROUPS as [GroupName, ...GroupName[]])),
});

export type QueueDefinitionOutput = z.infer<typeof queueDefinitionOutput>;

/** One row of the team-lead overview. */
export const queueSummaryOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  count: z.number().int(),
  /** When the oldest case in the queue was created (ISO), or null for an empty queue. */
  oldestCreatedAt: z.iso.datetime().nullable(),
  lockedCount: z.number().int(),
});

export type QueueSummary = z.infer<typeof queueSummaryOutput>;

export const queueViewerOutput = z.object({ email: z.string(), name: z.string(), editing: z.boolean() });

export const queueCaseOutput = z.object({
  id: z.number().int(),
  number: z.number().int(),
  header: z.string(),
  status: z.object({ key: z.enum(CASE_STATUS_KEYS), id: z.number().int(), name: z.string() }),
  priority: z.object({ key: z.enum(CASE_PRIORITY_KEYS), name: z.string() }),
  type: z.object({ id: z.number().int(), name: z.string(), category: z.string() }),
  ownerGroup: z.object({ id: z.number().int(), name: z.string() }),
  customerNumber: z.number().int().nullable(),
  customerName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** E-mail of the holder of a live lock. */
  lockedBy: z.string().nullable(),
  /** Who has the case open right now. */
  viewers: z.array(queueViewerOutput),
});

export type QueueCase = z.infer<typeof queueCaseOutput>;

export const queuePageOutput = z.object({
  queue: queueDefinitionOutput,
  cases: z.array(queueCaseOutput),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export type QueuePage = z.infer<typeof queuePageOutput>;

export const queueWriteInput = caseQueueDefinitionSchema;
