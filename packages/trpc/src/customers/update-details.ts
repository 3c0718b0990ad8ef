import { customerDetailsUpdateSchema, dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from './customer-view-procedure.ts';
import { updateCustomerDetails } from './details-service.ts';

export const updateDetailsInput = z.object({
  customerNumber: dbId('Ogiltigt kundnummer'),
  update: customerDetailsUpdateSchema,
});

export const updateDetailsOutput = z.object({
  customerNumber: z.number().int(),
  changed: z.array(z.string()),
});

/** Change customer details: one of the sections delivery, invoice or contact (document 1 section 2.5). */
export const updateDetails = customerActionProcedure
  .input(updateDetailsInput)
  .output(updateDetailsOutput)
  .mutation(({ ctx, input }) =>
    updateCustomerDetails(ctx.prisma, {
      userId: ctx.user.id,
      customerNumber: input.customerNumber,
      update: input.update,
    }),
  );
