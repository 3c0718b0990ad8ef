import {
  commerceCartFilterSchema,
  commerceOrderFilterSchema,
  commerceStatisticsInputSchema,
  commerceSyncInputSchema,
  dbId,
  groupsFor,
  isoDay,
  requiredText,
} from '@sappis/shared';
import { z } from 'zod';
import { requireGroups, router } from '../trpc.ts';
import { updateHubspotStatus } from './commerce-emails.ts';
import { commerceOrderDetails, listCommerceCarts, listCommerceOrders } from './commerce-orders.ts';
import { lookupCommerceCampaign, lookupCommerceProduct } from './lookups.ts';
import {
  campaignLookupOutput,
  cartOutput,
  orderDetailsOutput,
  orderSummaryOutput,
  productLookupOutput,
  statisticsOutput,
  syncRunOutput,
} from './schemas.ts';
import { loadCommerceStatistics } from './statistics.ts';
import { listSyncRuns, syncCommerce } from './sync.ts';

const commerceProcedure = requireGroups(...groupsFor('commerce'));
const syncProcedure = requireGroups(...groupsFor('syncCommerce'));

/** /sappis/commerce: carts and orders with their e-mails and status, product and campaign lookups, statistics. */
export const commerceRouter = router({
  orders: commerceProcedure
    .input(commerceOrderFilterSchema)
    .output(
      z.object({ orders: z.array(orderSummaryOutput), total: z.number().int(), pageSize: z.number().int() }),
    )
    .query(({ ctx, input }) => listCommerceOrders(ctx.prisma, input)),
  order: commerceProcedure
    .input(z.object({ id: dbId('Ogiltigt ordernummer') }))
    .output(orderDetailsOutput)
    .query(({ ctx, input }) => commerceOrderDetails(ctx.prisma, input.id)),
  carts: commerceProcedure
    .input(commerceCartFilterSchema)
    .output(z.object({ carts: z.array(cartOutput), total: z.number().int(), pageSize: z.number().int() }))
    .query(({ ctx, input }) => listCommerceCarts(ctx.prisma, input, ctx.now())),
  statistics: commerceProcedure
    .input(commerceStatisticsInputSchema)
    .output(statisticsOutput)
    .query(({ ctx, input }) => loadCommerceStatistics(ctx.prisma, { ...input, today: isoDay(ctx.now()) })),
  product: commerceProcedure
    .input(z.object({ productNumber: requiredText(40, { required: 'Ange ett produktnummer' }) }))
    .output(productLookupOutput)
    .query(({ ctx, input }) => lookupCommerceProduct(ctx.prisma, input.productNumber)),
  campaign: commerceProcedure
    .input(z.object({ code: requiredText(40, { required: 'Ange en kampanjkod' }) }))
    .output(campaignLookupOutput)
    .query(({ ctx, input }) => lookupCommerceCampaign(ctx.prisma, input.code, isoDay(ctx.now()))),
  /** Asks HubSpot again for an order e-mail's status (update_hubspot_status). */
  updateHubspotStatus: commerceProcedure
    .input(z.object({ emailId: dbId('Ogiltigt e-postmeddelande') }))
    .output(z.object({ hubspotStatus: z.string().nullable() }))
    .mutation(({ ctx, input }) =>
      updateHubspotStatus(ctx.prisma, ctx.adapters.commerceEmails, {
        emailId: input.emailId,
        userId: ctx.user.id,
      }),
    ),
});

/** /sappis/sync: sends our product and campaign catalogue to commerce; the runs with their counts. */
export const commerceSyncRouter = router({
  runs: syncProcedure.output(z.array(syncRunOutput)).query(({ ctx }) => listSyncRuns(ctx.prisma)),
  run: syncProcedure
    .input(commerceSyncInputSchema)
    .output(syncRunOutput)
    .mutation(({ ctx, input, path }) =>
      syncCommerce(ctx.prisma, ctx.adapters.commerceCatalogue, {
        requestId: input.requestId,
        userId: ctx.user.id,
        procedure: path,
        today: isoDay(ctx.now()),
      }),
    ),
});
