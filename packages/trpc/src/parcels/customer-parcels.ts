import { parcelTimeline } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { toIsoDateTime } from '../serialize.ts';
import type { ParcelTracking, TrackedParcel } from './parcel-tracking.ts';

/** A failed or timed-out tracking call, in the spec's words for a failed call (document 3 section 8). */
export const parcelsFailureText = (reason: string) => `Något gick fel: ${reason}`;

/** The customer's parcels with their timelines (GET parcel path/{kundnummer}), newest first. */
export async function customerParcels(tracking: ParcelTracking, customerNumber: number) {
  let parcels: TrackedParcel[];
  try {
    parcels = await tracking.parcelsOf(customerNumber);
  } catch (error) {
    adapterFailure(error, parcelsFailureText);
  }
  return parcels.map(({ events, ...parcel }) => {
    const timeline = parcelTimeline({
      status: parcel.status,
      statusText: parcel.statusText,
      events: events.map((event) => ({ ...event, occurredAt: toIsoDateTime(event.occurredAt) })),
    });
    return {
      ...parcel,
      createdAt: toIsoDateTime(parcel.createdAt),
      completedAt: toIsoDateTime(parcel.completedAt),
      timeline,
    };
  });
}
