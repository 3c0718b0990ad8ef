import { dbId, securityClassFormSchema } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from './customer-view-procedure.ts';
import { updateSecurityClass as updateSecurityClassOf } from './security-class-service.ts';

export const updateSecurityClassInput = securityClassFormSchema.extend({
  customerNumber: dbId('Ogiltigt kundnummer'),
});

/** KLASSNING and NIXKOD of a customer (document 3 panel 22). */
export const updateSecurityClass = customerActionProcedure
  .input(updateSecurityClassInput)
  .output(
    z.object({
      customerNumber: z.number().int(),
      securityClass: z.number().int(),
      nixCode: z.number().int(),
    }),
  )
  .mutation(({ ctx, input: { customerNumber, ...form } }) =>
    updateSecurityClassOf(ctx.prisma, { userId: ctx.user.id, customerNumber, form }),
  );
