import {
  addressSearchInputSchema,
  dbId,
  groupsFor,
  isoDay,
  missingAddressSchema,
  pageNumber,
  plainText,
  requestIdSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { operationActorOf } from '../../agreements/operation-actor.ts';
import { customerActionProcedure, customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { runOnce } from '../../idempotency/run-once.ts';
import { requireGroups } from '../../trpc.ts';
import { nonPurchasableAgreements } from '../non-purchasable.ts';
import { createAddressCase } from './address-case.ts';
import { confirmAddress } from './confirm-address.ts';
import { verifySearch } from './verify-search.ts';

/**
 * Verify address step 1 (and add agreement step 1): street and number only, at most 50 hits with the total; for an
 * agreement each hit says why that agreement cannot take it.
 */
export const verifySearchProcedure = customerViewProcedure
  .input(addressSearchInputSchema.extend({ agreementNumber: dbId('Ogiltigt avtalsnummer').nullish() }))
  .query(({ ctx, input }) =>
    verifySearch(ctx.prisma, {
      query: input.query,
      today: isoDay(ctx.now()),
      agreementNumber: input.agreementNumber ?? null,
    }),
  );

/** Verify address step 3 / 'Gör adress köpbar': the agreement gets the picked address. */
export const confirmAddressProcedure = customerActionProcedure
  .input(
    z.object({
      requestId: requestIdSchema,
      agreementNumber: dbId('Ogiltigt avtalsnummer'),
      addressId: plainText(40).refine((value) => value.length > 0, 'Välj en adress'),
    }),
  )
  .output(z.object({ agreementNumber: z.number().int(), addressId: z.string(), composite: z.string() }))
  .mutation(({ ctx, input: { requestId, ...input }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      confirmAddress(tx, { ...input, userId: ctx.user.id, today: isoDay(ctx.now()) }),
    ),
  );

/** Verify address step 3 when the address is missing: an address case (status 1, group 117, type 135). */
export const createAddressCaseProcedure = customerActionProcedure
  .input(
    z.object({
      requestId: requestIdSchema,
      agreementNumber: dbId('Ogiltigt avtalsnummer'),
      address: missingAddressSchema,
    }),
  )
  .output(z.object({ caseNumber: z.number().int() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createAddressCase(tx, {
        kind: 'verifyAddress',
        agreementNumber: input.agreementNumber,
        address: input.address,
        requestId: input.requestId,
        actor: operationActorOf(ctx.user),
        now: ctx.now(),
      }),
    ),
  );

/** /klc/adresser: agreements lacking an address id, {product}_IT only. */
export const nonPurchasableProcedure = requireGroups(...groupsFor('nonPurchasableAddresses'))
  .input(z.object({ page: pageNumber }))
  .query(({ ctx, input }) => nonPurchasableAgreements(ctx.prisma, { page: input.page, pageSize: 50 }));
