import { groupsFor, middlewareLookupSchema } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups, router } from '../trpc.ts';
import { lookupInMiddleware } from './lookup.ts';

const subscription = z.object({
  name: z.string(),
  articleNumber: z.string(),
  startDate: z.string(),
  expireDate: z.string(),
  invalid: z.boolean(),
});

/** /sappis/middleware: a program card or CAM id and its entitlements, through the TV middleware adapter. */
const lookup = requireGroups(...groupsFor('middleware'))
  .input(middlewareLookupSchema)
  .output(
    z.object({
      cards: z.array(
        z.object({
          customerNumber: z.number().int(),
          cardNumber: z.string(),
          camId: z.string().nullable(),
          orderNumber: z.number().int().nullable(),
          state: z.string(),
          troubleshooting: z.boolean(),
          subscriptions: z.array(subscription),
        }),
      ),
      devices: z.array(
        z.object({
          customerNumber: z.number().int(),
          camId: z.string(),
          model: z.string(),
          macAddress: z.string().nullable(),
          serialNumber: z.string().nullable(),
          transmission: z.string(),
          mode: z.string().nullable(),
          lastConnectedAt: z.string().nullable(),
          firmwareVersion: z.string().nullable(),
          entitlementExpiresAt: z.string().nullable(),
          vismaOrderNumber: z.number().int().nullable(),
          notSupportedInfo: z.string().nullable(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => lookupInMiddleware(ctx.adapters.tvMiddleware, input));

export const middlewareLookupRouter = router({ lookup });
