import { customerSyncInput } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { syncCustomer } from './sync-customer.ts';

/** 'Synka kund' (target customer) or the sync to the accounting system (target accounting). */
export const sync = customerActionProcedure
  .input(customerSyncInput)
  .output(z.object({ syncedAt: z.iso.datetime() }))
  .mutation(({ ctx, input }) =>
    syncCustomer(ctx.prisma, ctx.adapters.customerSync, {
      customerNumber: input.customerNumber,
      target: input.target,
      actorId: ctx.user.id,
    }),
  );
