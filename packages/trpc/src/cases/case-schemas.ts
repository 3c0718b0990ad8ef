import { CASE_PRIORITY_KEYS, CASE_STATUS_KEYS } from '@sappis/shared';
import { z } from 'zod';

export const caseListItemOutput = z.object({
  id: z.number().int(),
  number: z.number().int(),
  externalTicketNumber: z.string().nullable(),
  header: z.string(),
  status: z.object({ key: z.enum(CASE_STATUS_KEYS), id: z.number().int(), name: z.string() }),
  priority: z.object({ key: z.enum(CASE_PRIORITY_KEYS), name: z.string() }),
  type: z.object({ id: z.number().int(), name: z.string(), category: z.string() }),
  ownerGroup: z.object({ id: z.number().int(), name: z.string() }),
  customerNumber: z.number().int().nullable(),
  customerName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  locked: z.boolean(),
  lockedBy: z.string().nullable(),
  /** Who has the case open now (presence), and whether they are editing. */
  viewers: z.array(
    z.object({ userId: z.number().int(), email: z.string(), name: z.string(), editing: z.boolean() }),
  ),
});

export const caseSearchOutput = z.object({
  cases: z.array(caseListItemOutput),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export type CaseSearchOutput = z.infer<typeof caseSearchOutput>;
