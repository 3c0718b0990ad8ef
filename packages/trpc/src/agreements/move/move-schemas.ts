import type { MoveAddressHit, MoveCheck, ServiceReplacement, TransferFacts } from '@sappis/shared';
import { z } from 'zod';

/** Output schemas of the move and transfer queries (the shared types, checked on the way out). */
const replacementOutput = z.object({
  existingProductName: z.string(),
  existingProductNumber: z.string(),
  offers: z.array(
    z.object({
      productName: z.string(),
      productNumber: z.string(),
      price: z.number(),
      signalCode: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<ServiceReplacement>;

export const moveAddressOutput = z.object({
  addressId: z.string(),
  composite: z.string(),
  zipCode: z.string(),
  city: z.string(),
  mainAgreements: z.array(z.object({ number: z.number().int(), name: z.string() })),
}) satisfies z.ZodType<MoveAddressHit>;

export const moveCheckOutput = z.object({
  currentAddressId: z.string().nullable(),
  target: z.object({
    addressId: z.string(),
    composite: z.string(),
    deliveryAddress: z.string(),
    zipCode: z.string(),
    city: z.string(),
    mainAgreementNumber: z.number().int(),
    mainAgreementName: z.string(),
    mainCentral: z.string().nullable(),
    orderNumber: z.string().nullable(),
  }),
  statuses: z.array(
    z.object({ description: z.string(), movable: z.boolean(), replacement: replacementOutput.nullable() }),
  ),
}) satisfies z.ZodType<MoveCheck>;

export const transferFactsOutput = z.object({
  targets: z.array(
    z.object({
      agreementNumber: z.number().int(),
      deliveryAddress: z.string(),
      mainAgreementNumber: z.number().int().nullable(),
      ended: z.boolean(),
    }),
  ),
  replacement: replacementOutput.nullable(),
}) satisfies z.ZodType<TransferFacts>;
