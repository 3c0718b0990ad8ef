import { dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { caseNames } from '../cases/case-names.ts';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { loadOperationContext } from './operation-context.ts';

/**
 * What an agreement operation's form plans from: the same facts the server plans from when it executes, and the
 * server's today, so the preview and the execution compute the same plan (docs/operations.md); and the names of
 * the case types and owner groups, so the preview names the cases it opens instead of giving their codes.
 */
export const operationContext = customerViewProcedure
  .input(z.object({ agreementNumber: dbId('Välj ett avtal') }))
  .query(async ({ ctx, input }) => {
    const today = isoDay(ctx.now());
    const [{ customerId: _customerId, ...context }, names] = await Promise.all([
      loadOperationContext(ctx.prisma, { agreementNumber: input.agreementNumber, today }),
      caseNames(ctx.prisma),
    ]);
    return { today, context, caseNames: names };
  });
