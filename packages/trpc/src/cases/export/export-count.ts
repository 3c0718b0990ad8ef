import { caseExportSelection, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../../trpc.ts';
import { countCaseExport } from './case-export-rows.ts';

/**
 * How many cases an export of this selection writes. The case list shows it on the export button, and the
 * export's HTTP route (apps/api, GET /export/cases.xlsx) calls it first: the same session, group check and
 * input validation as every procedure, before a byte of the file is sent.
 */
export const exportCount = requireGroups(...groupsFor('cases'))
  .input(caseExportSelection)
  .output(z.object({ count: z.number().int() }))
  .query(async ({ ctx, input }) => ({ count: await countCaseExport(ctx.prisma, input) }));
