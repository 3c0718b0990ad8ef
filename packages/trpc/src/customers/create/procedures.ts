import {
  activationCaseValuesSchema,
  CREATE_CUSTOMER_TEXTS,
  dbId,
  isoDay,
  newCustomerValuesSchema,
  requestIdSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../../idempotency/run-once.ts';
import { customerActionProcedure } from '../customer-view-procedure.ts';
import { createActivationCase } from './activation-case.ts';
import { createCustomer } from './create-customer.ts';
import { lookupPersonalNumber as lookup } from './personal-number-lookup.ts';

/**
 * Personal-number lookup (kund/info, document 3 section 5): 12 digits, 'Med anmärkningskontroll' optional. The
 * first step of creating a customer (and it may run a credit check): for those who may act.
 */
export const lookupPersonalNumber = customerActionProcedure
  .input(
    z.object({
      personalNumber: z.string().regex(/^\d{12}$/, CREATE_CUSTOMER_TEXTS.lookupLength),
      withCreditCheck: z.boolean(),
    }),
  )
  .output(
    z.object({
      customerNumber: z.number().int(),
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
  )
  .query(({ ctx, input }) => lookup(ctx.prisma, ctx.adapters, { ...input, today: isoDay(ctx.now()) }));

/** Create customer (document 3 sections 3, 5, 7), with an agreement at another agreement's address or without. */
export const create = customerActionProcedure
  .input(
    z.object({
      requestId: requestIdSchema,
      values: newCustomerValuesSchema,
      withCreditCheck: z.boolean(),
      placeAgreementNumber: dbId('Välj ett avtal').nullable(),
    }),
  )
  .output(
    z.object({
      customerNumber: z.number().int(),
      name: z.string(),
      agreementNumber: z.number().int().nullable(),
    }),
  )
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createCustomer(tx, {
        actor: { id: ctx.user.id, username: ctx.user.username },
        requestId: input.requestId,
        values: input.values,
        withCreditCheck: input.withCreditCheck,
        placeAgreementNumber: input.placeAgreementNumber,
        bureau: ctx.adapters.creditBureau,
        today: isoDay(ctx.now()),
      }),
    ),
  );

/** Manual activation step 2: the activation case of the new customer (document 3 panel 18). */
export const createActivationCaseProcedure = customerActionProcedure
  .input(
    z.object({
      requestId: requestIdSchema,
      customerNumber: dbId('Ogiltigt kundnummer'),
      agreementNumber: dbId('Välj ett avtal').nullable(),
      values: activationCaseValuesSchema,
    }),
  )
  .output(z.object({ caseNumber: z.number().int() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createActivationCase(tx, {
        actor: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
        requestId: input.requestId,
        customerNumber: input.customerNumber,
        agreementNumber: input.agreementNumber,
        values: input.values,
        now: ctx.now(),
      }),
    ),
  );
