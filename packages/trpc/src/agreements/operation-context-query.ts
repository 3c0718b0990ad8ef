import { dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { loadOperationContext } from './operation-context.ts';

/**
 * What an agreement operation's form plans from: the same facts the server plans from when it executes, and the
 * server's today, so the preview and the execution compute the same plan (docs/operations.md).
 */
export const operationContext = customerViewProcedure
  .input(z.object({ agreementNumber: dbId('Välj ett avtal') }))
  .query(async ({ ctx, input }) => {
    const today = isoDay(ctx.now());
    const { customerId: _customerId, ...context } = await loadOperationContext(ctx.prisma, {
      agreementNumber: input.agreementNumber,
      today,
    });
    return { today, context };
  });
