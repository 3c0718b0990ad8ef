import { ISO_DAY_PATTERN } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { updateDeliveryDate as updateDeliveryDateOf } from './service.ts';

export const updateDeliveryDateInput = z.object({
  rowId: z.number().int().positive('Ogiltig avtalsrad'),
  deliveryDate: z
    .string()
    .regex(ISO_DAY_PATTERN, 'Välj ett datum')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Välj ett datum'),
});

/** Update the delivery date of a hardware row (PUT avtalsrad/hardvara/{id}). */
export const updateDeliveryDate = customerViewProcedure
  .input(updateDeliveryDateInput)
  .output(z.object({ message: z.string() }))
  .mutation(({ ctx, input }) => updateDeliveryDateOf(ctx.prisma, { userId: ctx.user.id, ...input }));
