import { dbId, PARCEL_STATUSES } from '@sappis/shared';
import { z } from 'zod';

export const customerParcelsInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });

const status = z.enum(PARCEL_STATUSES);

/** Panel 4 (Parcel details): the parcel fields and its timeline, newest first. */
export const customerParcelsOutput = z.array(
  z.object({
    shipmentId: z.string(),
    customerName: z.string(),
    products: z.string(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    information: z.string().nullable(),
    status,
    statusText: z.string(),
    totalWeightKg: z.number().nullable(),
    dimensions: z.string().nullable(),
    consigneeCity: z.string().nullable(),
    timeline: z.array(
      z.object({
        kind: z.enum(['stage', 'event']),
        status,
        title: z.string(),
        city: z.string().nullable(),
        occurredAt: z.iso.datetime().nullable(),
      }),
    ),
  }),
);
