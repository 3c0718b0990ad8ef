import { addAddressSchema, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { createAddress } from './service.ts';

export const createAddressInput = addAddressSchema.extend({
  /** mainOrder: the main agreement the address becomes purchasable under. */
  mainAgreementNumber: z.number().int().positive('Ogiltigt huvudavtal').nullable(),
});

/** POST create address (street, number, entrance, apartment, zip, city, main agreement). */
export const create = authedProcedure
  .input(createAddressInput)
  .output(z.object({ id: z.string(), composite: z.string() }))
  .mutation(({ ctx, input: { mainAgreementNumber, ...form } }) =>
    createAddress(ctx.prisma, { userId: ctx.user.id, form, mainAgreementNumber, today: isoDay(ctx.now()) }),
  );
