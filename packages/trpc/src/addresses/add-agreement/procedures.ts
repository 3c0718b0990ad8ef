import { addAgreementChoicesSchema, dbId, isoDay, plainText, requestIdSchema } from '@sappis/shared';
import { z } from 'zod';
import { operationActorOf } from '../../agreements/operation-actor.ts';
import { customerActionProcedure, customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { runOnce } from '../../idempotency/run-once.ts';
import { addAgreementAtAddress, loadAddAgreementContext } from './add-agreement.ts';

/** What the add-agreement form plans from: the customer and the picked address with its accesses. */
export const addAgreementContextProcedure = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer'), addressId: plainText(40).nullable() }))
  .query(async ({ ctx, input }) => {
    const { customerId: _customerId, ...context } = await loadAddAgreementContext(ctx.prisma, input);
    return { context, today: isoDay(ctx.now()) };
  });

/** Step 4: the agreement at the address with its new-agreement case, or the missing-address case. */
export const addAgreementProcedure = customerActionProcedure
  .input(
    z.object({
      requestId: requestIdSchema,
      customerNumber: dbId('Ogiltigt kundnummer'),
      planFingerprint: plainText(64),
      choices: addAgreementChoicesSchema,
    }),
  )
  .output(z.object({ agreementNumber: z.number().int().nullable(), caseNumber: z.number().int() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      addAgreementAtAddress(tx, {
        customerNumber: input.customerNumber,
        planFingerprint: input.planFingerprint,
        choices: input.choices,
        requestId: input.requestId,
        actor: operationActorOf(ctx.user),
        now: ctx.now(),
        today: isoDay(ctx.now()),
      }),
    ),
  );
