import { z } from 'zod';
import { CASE_STATUS_KEYS } from './cases.ts';

/** Document 1 section 7.1 case search body; defaults page 1, sort created_at, reverse false. */
export const caseSearchInput = z.object({
  showFinished: z.boolean().default(false),
  statusPrioId: z.number().int().positive().optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
  sort: z.enum(['created_at', 'number', 'priority', 'status']).default('created_at'),
  reverse: z.boolean().default(false),
  filters: z
    .object({
      number: z.number().int().positive().optional(),
      customerNumber: z.number().int().positive().optional(),
      status: z.enum(CASE_STATUS_KEYS).optional(),
    })
    .default({}),
});

export type CaseSearchInput = z.input<typeof caseSearchInput>;
