import { addAddressSchema, dbId, isoDay, requestIdSchema } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { createAddress } from './service.ts';

export const createAddressInput = addAddressSchema.extend({
  requestId: requestIdSchema,
  /** mainOrder: the main agreement the address becomes purchasable under. */
  mainAgreementNumber: dbId('Ogiltigt huvudavtal').nullable(),
  /** The agreement the address is made purchasable for: it gets the new address id. */
  agreementNumber: dbId('Ogiltigt avtalsnummer').nullable().optional(),
});

/** POST create address (street, number, entrance, apartment, zip, city, main agreement; and the agreement). */
export const create = customerActionProcedure
  .input(createAddressInput)
  .output(z.object({ id: z.string(), composite: z.string(), agreementNumber: z.number().int().nullable() }))
  .mutation(({ ctx, input: { requestId, mainAgreementNumber, agreementNumber, ...form }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createAddress(tx, {
        userId: ctx.user.id,
        form,
        mainAgreementNumber,
        agreementNumber: agreementNumber ?? null,
        today: isoDay(ctx.now()),
      }),
    ),
  );
