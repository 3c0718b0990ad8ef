import {
  COMMERCE_CART_STATUSES,
  COMMERCE_CHANNELS,
  COMMERCE_EMAIL_STATUSES,
  COMMERCE_GRANULARITIES,
  COMMERCE_ORDER_STATUSES,
} from '@sappis/shared';
import { z } from 'zod';

const channel = z.enum(COMMERCE_CHANNELS);
const orderStatus = z.enum(COMMERCE_ORDER_STATUSES);

export const orderSummaryOutput = z.object({
  id: z.number().int(),
  channel,
  status: orderStatus,
  customerNumber: z.number().int().nullable(),
  customerName: z.string().nullable(),
  agreementNumber: z.number().int().nullable(),
  monthlyTotal: z.number(),
  oneOffTotal: z.number(),
  placedAt: z.string(),
  lineCount: z.number().int(),
  emailCount: z.number().int(),
});

export const orderDetailsOutput = orderSummaryOutput.omit({ lineCount: true, emailCount: true }).extend({
  addressId: z.string().nullable(),
  campaignCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  placedBy: z.string().nullable(),
  cartId: z.number().int().nullable(),
  cartCreatedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productNumber: z.string(),
      name: z.string(),
      price: z.number(),
      oneOff: z.boolean(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      recipient: z.string().nullable(),
      subject: z.string(),
      status: z.enum(COMMERCE_EMAIL_STATUSES),
      hubspotStatus: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const cartOutput = z.object({
  id: z.number().int(),
  channel,
  status: z.enum(COMMERCE_CART_STATUSES),
  customerNumber: z.number().int().nullable(),
  customerName: z.string().nullable(),
  productNumbers: z.array(z.string()),
  campaignCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderId: z.number().int().nullable(),
  failedAttempts: z.number().int(),
});

export const statisticsOutput = z.object({
  granularity: z.enum(COMMERCE_GRANULARITIES),
  buckets: z.array(
    z.object({
      start: z.string(),
      label: z.string(),
      carts: z.number().int(),
      orders: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  totals: z.object({ carts: z.number().int(), orders: z.number().int(), failed: z.number().int() }),
  conversion: z.number(),
});

export const productLookupOutput = z.object({
  productNumber: z.string(),
  name: z.string(),
  type: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  hireProduct: z.boolean(),
  prices: z.array(z.object({ priceGroup: z.number().int(), salePrice: z.number(), validFrom: z.string() })),
  orders: z.number().int(),
  inLatestSync: z.boolean().nullable(),
});

export const campaignLookupOutput = z.object({
  code: z.string(),
  name: z.string(),
  memo: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  running: z.boolean(),
  orders: z.number().int(),
  inLatestSync: z.boolean().nullable(),
});

export const syncRunOutput = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  startedBy: z.string().nullable(),
  products: z.number().int(),
  prices: z.number().int(),
  campaigns: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
});
