import { calendarDay, dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { updateDeliveryDate as updateDeliveryDateOf } from './service.ts';

export const updateDeliveryDateInput = z.object({
  rowId: dbId('Ogiltig avtalsrad'),
  deliveryDate: calendarDay('Välj ett datum'),
});

/** Update the delivery date of a hardware row (PUT avtalsrad/hardvara/{id}). */
export const updateDeliveryDate = customerActionProcedure
  .input(updateDeliveryDateInput)
  .output(z.object({ message: z.string() }))
  .mutation(({ ctx, input }) => updateDeliveryDateOf(ctx.prisma, { userId: ctx.user.id, ...input }));
