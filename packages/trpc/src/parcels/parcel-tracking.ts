import type { PrismaClient } from '@sappis/db';
import type { ParcelStatusCode } from '@sappis/shared';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';

/** One tracking event as the carrier gives it. */
export interface TrackedEvent {
  status: ParcelStatusCode;
  statusText: string;
  city: string | null;
  occurredAt: Date;
}

/** One parcel of a customer with its tracking info (document 3 section 3: Parcel and its shipments). */
export interface TrackedParcel {
  shipmentId: string;
  customerName: string;
  products: string;
  createdAt: Date;
  completedAt: Date | null;
  information: string | null;
  status: ParcelStatusCode;
  statusText: string;
  totalWeightKg: number | null;
  dimensions: string | null;
  consigneeCity: string | null;
  /** In the carrier's order: oldest first, beginning with INFORMED once the carrier has the parcel. */
  events: TrackedEvent[];
}

/** The carrier's parcel tracking (GET parcel path/{kundnummer}, document 3 section 7). */
export interface ParcelTracking {
  parcelsOf(customerNumber: number): Promise<TrackedParcel[]>;
}

/** The default: the parcels and events in our own tables. */
export function createDatabaseParcelTracking(prisma: PrismaClient): ParcelTracking {
  return {
    async parcelsOf(customerNumber) {
      const customer = await prisma.customer.findUnique({
        where: { customerNumber },
        select: {
          name: true,
          parcels: {
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            include: { events: { orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }] } },
          },
        },
      });
      if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
      return customer.parcels.map((parcel) => ({
        shipmentId: parcel.shipmentId,
        customerName: customer.name,
        products: parcel.products,
        createdAt: parcel.createdAt,
        completedAt: parcel.completedAt,
        information: parcel.information,
        status: parcel.status,
        statusText: parcel.statusText,
        totalWeightKg: parcel.totalWeightKg === null ? null : Number(parcel.totalWeightKg.toString()),
        dimensions: parcel.dimensions,
        consigneeCity: parcel.consigneeCity,
        events: parcel.events.map((event) => ({
          status: event.status,
          statusText: event.statusText,
          city: event.city,
          occurredAt: event.occurredAt,
        })),
      }));
    },
  };
}

/** The registry's entry (adapters/adapters.ts). */
export const parcelTrackingAdapter: AdapterDefinition<ParcelTracking> = {
  system: 'Paketspårning',
  timeoutMs: 10_000,
  createDefault: createDatabaseParcelTracking,
};
