import { dbId, discountAmountSchema } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { updateDiscount as updateDiscountOf } from './service.ts';

export const updateDiscountInput = z.object({
  rowId: dbId('Ogiltig avtalsrad'),
  amount: discountAmountSchema,
});

/** Update a discount row's price (PUT avtalsrad/rabatt/{id}); a negative integer. */
export const updateDiscount = customerActionProcedure
  .input(updateDiscountInput)
  .output(z.object({ message: z.string() }))
  .mutation(({ ctx, input }) => updateDiscountOf(ctx.prisma, { userId: ctx.user.id, ...input }));
