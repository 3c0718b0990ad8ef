/**
 * Parcel tracking (document 3 panel 4 and section 4): the timeline of a shipment from the warehouse stages (read
 * from the status text) and the carrier's events.
 */

/** The carrier's statuses and our warehouse stages (document 3 section 4). */
export const PARCEL_STATUSES = [
  'ORDERED',
  'PICKED_FROM_STOCK',
  'PACKED',
  'PICKED_UP',
  'INFORMED',
  'EN_ROUTE',
  'AVAILABLE_FOR_DELIVERY',
  'DELIVERED',
  'RETURNED',
  'OTHER',
] as const;

export type ParcelStatusCode = (typeof PARCEL_STATUSES)[number];

/** The warehouse stages in order, as the status text says them; each is shown with WAREHOUSE_CITY. */
export const WAREHOUSE_STAGES = [
  'Beställd hos lager',
  'Ordern plockad från lager',
  'Ordern är packad och väntar på utleverans från lager',
  'Postnord har hämtat ordern',
] as const;

export const WAREHOUSE_CITY = 'Göteborg';
export const DELIVERED_TEXT = 'Försändelsen har levererats';
export const MORE_INFORMATION = 'Mer information';
export const LESS_INFORMATION = 'Mindre information';

/** Headings of the carrier's statuses when an event has no text of its own. */
export const PARCEL_STATUS_LABELS: Record<ParcelStatusCode, string> = {
  ORDERED: WAREHOUSE_STAGES[0],
  PICKED_FROM_STOCK: WAREHOUSE_STAGES[1],
  PACKED: WAREHOUSE_STAGES[2],
  PICKED_UP: WAREHOUSE_STAGES[3],
  INFORMED: 'Försändelsen är aviserad',
  EN_ROUTE: 'Försändelsen är på väg',
  AVAILABLE_FOR_DELIVERY: 'Försändelsen finns att hämta',
  DELIVERED: DELIVERED_TEXT,
  RETURNED: 'Försändelsen returneras',
  OTHER: 'Övrig händelse',
};

export interface TrackingEvent {
  status: ParcelStatusCode;
  statusText: string;
  city: string | null;
  /** ISO date-time. */
  occurredAt: string;
}

export interface TrackedShipment {
  status: ParcelStatusCode;
  /** The status header text; for a parcel still at the warehouse, one of WAREHOUSE_STAGES. */
  statusText: string;
  /** The tracking events in the order the carrier gave them. */
  events: readonly TrackingEvent[];
}

export interface TimelineEntry {
  kind: 'stage' | 'event';
  status: ParcelStatusCode;
  title: string;
  city: string | null;
  occurredAt: string | null;
}

function stageIndex(text: string): number {
  return WAREHOUSE_STAGES.indexOf(text.trim() as (typeof WAREHOUSE_STAGES)[number]);
}

/** The carrier's events as shown: newest first, so a list that begins with INFORMED (oldest first) is reversed. */
export function orderTrackingEvents<T extends { status: ParcelStatusCode }>(events: readonly T[]): T[] {
  return events[0]?.status === 'INFORMED' ? [...events].reverse() : [...events];
}

/**
 * The timeline, newest first: the carrier's events (reversed when they begin with INFORMED), then the warehouse
 * stages from the current one down to 'Beställd hos lager', each in Göteborg. An event whose text is a warehouse
 * stage dates that stage. The current stage is the status text's stage, else the latest dated stage, else (when
 * the carrier has the parcel) the last stage. A DELIVERED event reads 'Försändelsen har levererats', or the status
 * header text when the shipment was returned.
 */
export function parcelTimeline(shipment: TrackedShipment): TimelineEntry[] {
  const stageDates = new Map<number, string>();
  const carrierEvents: TrackingEvent[] = [];
  for (const event of shipment.events) {
    const index = stageIndex(event.statusText);
    if (index >= 0) {
      if (!stageDates.has(index)) stageDates.set(index, event.occurredAt);
    } else carrierEvents.push(event);
  }
  const returned = shipment.status === 'RETURNED';
  const entries: TimelineEntry[] = orderTrackingEvents(carrierEvents).map((event) => {
    const text = event.statusText.trim();
    if (event.status === 'DELIVERED') {
      return {
        kind: 'event',
        status: event.status,
        title: returned ? shipment.statusText : DELIVERED_TEXT,
        city: event.city,
        occurredAt: event.occurredAt,
      };
    }
    const label = PARCEL_STATUS_LABELS[event.status];
    return {
      kind: 'event',
      status: event.status,
      title: text === '' ? label : text,
      city: event.city,
      occurredAt: event.occurredAt,
    };
  });
  let current = stageIndex(shipment.statusText);
  if (current < 0 && stageDates.size > 0) current = Math.max(...stageDates.keys());
  if (current < 0 && carrierEvents.length > 0) current = WAREHOUSE_STAGES.length - 1;
  for (let index = current; index >= 0; index -= 1) {
    entries.push({
      kind: 'stage',
      status: PARCEL_STATUSES[index] as ParcelStatusCode,
      title: WAREHOUSE_STAGES[index] as string,
      city: WAREHOUSE_CITY,
      occurredAt: stageDates.get(index) ?? null,
    });
  }
  return entries;
}

/** The line under a delivered entry: 'Försändelsen har levererats' with date, time and city. */
export function timelineWhenWhere(
  entry: { occurredAt: string | null; city: string | null },
  format: (iso: string) => string,
): string {
  return [entry.occurredAt ? format(entry.occurredAt) : null, entry.city].filter(Boolean).join(', ');
}
