import {
  commerceOrderChoicesSchema,
  dbId,
  isoDay,
  operationInputBase,
  operationResultSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { operationRunner } from '../agreements/run-operation.ts';
import { customerActionProcedure, customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { router } from '../trpc.ts';
import { agreementInventory, placeCommerceOrder } from './commerce-order.ts';

const inventorySchema = z.object({
  addressId: z.string(),
  mainAgreementNumber: z.number().int().nullable(),
  premisesType: z.enum(['SDU', 'MDU', 'MDU_COMMON', 'MDU_TECHNICAL', 'COMMERCIAL']).nullable(),
  categories: z.array(z.object({ number: z.number().int(), name: z.string() })),
  transmissions: z.array(z.string()),
  broadbandSubscriptions: z.array(
    z.object({
      productNumber: z.string(),
      description: z.string(),
      price: z.number(),
      subscription: z.boolean(),
    }),
  ),
  startFee: z.object({ productNumber: z.string(), name: z.string(), price: z.number() }).nullable(),
});

/** Commerce order (document 3 panel 16): the address's inventory and the order that creates agreement rows. */
export const ordersRouter = router({
  /** GET /api/commerce/inventory/{addressId} for the agreement's address, with the seller id. */
  inventory: customerViewProcedure
    .input(z.object({ agreementNumber: dbId('Ogiltigt avtalsnummer') }))
    .output(inventorySchema)
    .query(({ ctx, input }) =>
      agreementInventory(ctx.prisma, ctx.adapters.commerceInventory, {
        agreementNumber: input.agreementNumber,
        sellerId: ctx.user.employeeNumber,
        today: isoDay(ctx.now()),
      }),
    ),
  /** The cart ordered: the subscriptions and the start fee as rows of the agreement. */
  place: customerActionProcedure
    .input(operationInputBase.extend({ choices: commerceOrderChoicesSchema }))
    .output(operationResultSchema)
    .mutation(({ ctx, input, path }) => placeCommerceOrder(operationRunner(ctx, path), input)),
});
