import { z } from 'zod';
import { CASE_STATUS_KEYS } from './cases.ts';
import { dbId, pageNumber, pageSize } from './input/safe-input.ts';

/** Document 1 section 7.1 case search body; defaults page 1, sort created_at, reverse false. */
export const caseSearchInput = z.object({
  showFinished: z.boolean().default(false),
  statusPrioId: dbId().optional(),
  page: pageNumber,
  pageSize: pageSize(100).default(25),
  sort: z.enum(['created_at', 'number', 'priority', 'status']).default('created_at'),
  reverse: z.boolean().default(false),
  filters: z
    .object({
      number: dbId().optional(),
      customerNumber: dbId().optional(),
      status: z.enum(CASE_STATUS_KEYS).optional(),
    })
    .default({}),
});

export type CaseSearchInput = z.input<typeof caseSearchInput>;
