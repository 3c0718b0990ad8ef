import { addAddressSchema, dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { createAddress } from './service.ts';

export const createAddressInput = addAddressSchema.extend({
  /** mainOrder: the main agreement the address becomes purchasable under. */
  mainAgreementNumber: dbId('Ogiltigt huvudavtal').nullable(),
  /** The agreement the address is made purchasable for: it gets the new address id. */
  agreementNumber: dbId('Ogiltigt avtalsnummer').nullable().optional(),
});

/** POST create address (street, number, entrance, apartment, zip, city, main agreement; and the agreement). */
export const create = customerViewProcedure
  .input(createAddressInput)
  .output(z.object({ id: z.string(), composite: z.string(), agreementNumber: z.number().int().nullable() }))
  .mutation(({ ctx, input: { mainAgreementNumber, agreementNumber, ...form } }) =>
    createAddress(ctx.prisma, {
      userId: ctx.user.id,
      form,
      mainAgreementNumber,
      agreementNumber: agreementNumber ?? null,
      today: isoDay(ctx.now()),
    }),
  );
