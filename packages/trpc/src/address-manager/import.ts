import { addressImportSchema, groupsFor, pageNumber } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { importAddressFile, listImportTasks } from './import-service.ts';

const importProcedure = requireGroups(...groupsFor('addressImport'));

const rejectedRow = z.object({ line: z.number().int(), addressId: z.string(), reasons: z.array(z.string()) });

/** Imports a CSV file into the address register, all or nothing; a file with a rejected row gets the report. */
export const importFile = importProcedure
  .input(addressImportSchema)
  .output(
    z.discriminatedUnion('outcome', [
      z.object({
        outcome: z.literal('rejected'),
        rowCount: z.number().int(),
        rejected: z.array(rejectedRow),
      }),
      z.object({
        outcome: z.literal('imported'),
        taskId: z.number().int(),
        rowCount: z.number().int(),
        created: z.number().int(),
        updated: z.number().int(),
      }),
    ]),
  )
  .mutation(({ ctx, input, path }) =>
    importAddressFile(ctx.prisma, {
      requestId: input.requestId,
      userId: ctx.user.id,
      procedure: path,
      fileName: input.fileName,
      content: input.content,
    }),
  );

/** The import tasks, newest first (document 1 section 7.2, GET import tasks). */
export const importTasks = importProcedure
  .input(z.object({ page: pageNumber }))
  .output(
    z.object({
      tasks: z.array(
        z.object({
          id: z.number().int(),
          fileName: z.string(),
          rowCount: z.number().int(),
          created: z.number().int(),
          updated: z.number().int(),
          createdAt: z.string(),
          createdBy: z.string().nullable(),
        }),
      ),
      total: z.number().int(),
      pageSize: z.number().int(),
    }),
  )
  .query(({ ctx, input }) => listImportTasks(ctx.prisma, input));
