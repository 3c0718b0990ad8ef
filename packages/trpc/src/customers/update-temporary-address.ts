import { dbId, isoDay, temporaryAddressSchema } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from './customer-view-procedure.ts';
import { saveTemporaryAddress } from './temporary-address-service.ts';

export const updateTemporaryAddressInput = temporaryAddressSchema.extend({
  customerNumber: dbId('Ogiltigt kundnummer'),
});

/** PUT the temporary delivery address of a customer (document 3 panel 5). */
export const updateTemporaryAddress = customerActionProcedure
  .input(updateTemporaryAddressInput)
  .output(z.object({ id: z.number().int(), validThrough: z.iso.date() }))
  .mutation(({ ctx, input: { customerNumber, ...form } }) =>
    saveTemporaryAddress(ctx.prisma, { userId: ctx.user.id, customerNumber, form, today: isoDay(ctx.now()) }),
  );
