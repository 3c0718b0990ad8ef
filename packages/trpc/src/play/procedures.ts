import { dbId, isoDay, trimmedText } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { getPlayDetails, resetPlayAccount, setPlayExternalId } from './service.ts';

const customerInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });

/**
 * Play details (document 1 section 3: tjanst, utbud, koppladEPostAdress, aktiv, aktiverad, canReset, resetUrl,
 * externtId).
 */
export const details = customerViewProcedure
  .input(customerInput)
  .output(
    z.object({
      service: z.string().nullable(),
      active: z.boolean(),
      activated: z.boolean(),
      externalId: z.string().nullable(),
      linkedEmail: z.string().nullable(),
      canReset: z.boolean(),
      resetUrl: z.string().nullable(),
      channels: z.array(z.string()),
    }),
  )
  .query(({ ctx, input }) => getPlayDetails(ctx.prisma, input.customerNumber, isoDay(ctx.now())));

const externalIdOutput = z.object({ externalId: z.string().nullable() });

/** POST the play external id of a customer. */
export const setExternalId = customerActionProcedure
  .input(
    customerInput.extend({
      externalId: trimmedText(64, 'Play-id ska vara 3-64 tecken: bokstäver, siffror och bindestreck').regex(
        /^[A-Za-z0-9-]{3,64}$/,
        'Play-id ska vara 3-64 tecken: bokstäver, siffror och bindestreck',
      ),
    }),
  )
  .output(externalIdOutput)
  .mutation(({ ctx, input }) =>
    setPlayExternalId(ctx.prisma, { userId: ctx.user.id, productName: ctx.productName, ...input }),
  );

/** Remove the play external id of a customer. */
export const removeExternalId = customerActionProcedure
  .input(customerInput)
  .output(externalIdOutput)
  .mutation(({ ctx, input }) =>
    setPlayExternalId(ctx.prisma, {
      userId: ctx.user.id,
      customerNumber: input.customerNumber,
      externalId: null,
      productName: ctx.productName,
    }),
  );

/** Reset the customer's play account (PUT play/{id}/sappaplay/rensaid): unlink it from its e-mail. */
export const reset = customerActionProcedure
  .input(customerInput)
  .output(z.object({ externalId: z.string(), linkedEmail: z.null(), resetUrl: z.string().nullable() }))
  .mutation(({ ctx, input }) =>
    resetPlayAccount(ctx.prisma, {
      userId: ctx.user.id,
      customerNumber: input.customerNumber,
      productName: ctx.productName,
    }),
  );
