import { dbId, requestIdSchema } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { listCreditChecks, performCreditCheck } from './service.ts';

const customerInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });

/** The customer's credit checks, newest first. */
export const history = customerViewProcedure
  .input(customerInput)
  .output(
    z.object({
      creditCheckDone: z.boolean(),
      checks: z.array(
        z.object({
          id: z.number().int(),
          status: z.number().int(),
          checkedAt: z.string(),
          checkedBy: z.string().nullable(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listCreditChecks(ctx.prisma, input.customerNumber));

/** Credit check by customer number (document 2 section 7): data.status 0 = ok, -99 = failed. */
export const perform = customerActionProcedure
  .input(customerInput.extend({ requestId: requestIdSchema }))
  .output(
    z.object({
      status: z.number().int(),
      outcome: z.enum(['APPROVED', 'REMARK', 'ERROR']),
      creditCheckDone: z.boolean(),
    }),
  )
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      performCreditCheck(tx, {
        bureau: ctx.adapters.creditBureau,
        userId: ctx.user.id,
        checkedBy: ctx.user.username,
        customerNumber: input.customerNumber,
      }),
    ),
  );
