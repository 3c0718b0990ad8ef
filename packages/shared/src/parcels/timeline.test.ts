import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERED_TEXT,
  orderTrackingEvents,
  type ParcelStatusCode,
  parcelTimeline,
  type TrackingEvent,
  WAREHOUSE_CITY,
  WAREHOUSE_STAGES,
} from './timeline.ts';

const event = (
  status: ParcelStatusCode,
  statusText: string,
  occurredAt: string,
  city: string | null = 'Malmö',
) => ({
  status,
  statusText,
  city,
  occurredAt,
});

const CARRIER: ParcelStatusCode[] = ['PICKED_UP', 'EN_ROUTE', 'AVAILABLE_FOR_DELIVERY', 'OTHER', 'DELIVERED'];

const carrierEvent = fc.record({
  status: fc.constantFrom(...CARRIER),
  statusText: fc.constantFrom('', 'Sorterad på terminal', 'Lastad på bil'),
  city: fc.option(fc.constantFrom('Malmö', 'Borås'), { nil: null }),
  occurredAt: fc
    .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
});

describe('parcel timeline', () => {
  it('shows the current warehouse stage and all earlier ones, newest first, in Göteborg', () => {
    const timeline = parcelTimeline({ status: 'PACKED', statusText: WAREHOUSE_STAGES[2], events: [] });
    expect(timeline.map((entry) => [entry.title, entry.city])).toEqual([
      [WAREHOUSE_STAGES[2], WAREHOUSE_CITY],
      [WAREHOUSE_STAGES[1], WAREHOUSE_CITY],
      [WAREHOUSE_STAGES[0], WAREHOUSE_CITY],
    ]);
    expect(timeline.every((entry) => entry.kind === 'stage')).toBe(true);
  });

  it('reverses events that begin with INFORMED and puts all stages after them', () => {
    const timeline = parcelTimeline({
      status: 'DELIVERED',
      statusText: 'Levererad',
      events: [
        event('INFORMED', 'Avisering skickad', '2026-11-02T08:00:00Z'),
        event('EN_ROUTE', 'På väg', '2026-11-03T08:00:00Z'),
        event('DELIVERED', 'Utlämnad', '2026-11-04T13:45:00Z', 'Lund'),
      ],
    });
    expect(timeline.map((entry) => entry.title)).toEqual([
      DELIVERED_TEXT,
      'På väg',
      'Avisering skickad',
      ...[...WAREHOUSE_STAGES].reverse(),
    ]);
    expect(timeline[0]).toMatchObject({ city: 'Lund', occurredAt: '2026-11-04T13:45:00Z' });
  });

  it('keeps the order of events that do not begin with INFORMED', () => {
    const events = [
      event('EN_ROUTE', 'b', '2026-11-03T08:00:00Z'),
      event('INFORMED', 'a', '2026-11-02T08:00:00Z'),
    ];
    expect(orderTrackingEvents(events)).toEqual(events);
  });

  it('shows the status header on a DELIVERED event of a returned shipment', () => {
    const timeline = parcelTimeline({
      status: 'RETURNED',
      statusText: 'Försändelsen har returnerats till avsändaren',
      events: [event('DELIVERED', 'Utlämnad', '2026-11-04T13:45:00Z')],
    });
    expect(timeline[0]?.title).toBe('Försändelsen har returnerats till avsändaren');
  });

  it('dates a stage from an event with the stage text, and takes the latest dated stage as current', () => {
    const timeline = parcelTimeline({
      status: 'OTHER',
      statusText: 'Okänd',
      events: [
        event('ORDERED', WAREHOUSE_STAGES[0], '2026-11-01T09:00:00Z', null),
        event('PICKED_FROM_STOCK', WAREHOUSE_STAGES[1], '2026-11-01T10:00:00Z', null),
      ],
    });
    expect(timeline.map((entry) => [entry.title, entry.occurredAt])).toEqual([
      [WAREHOUSE_STAGES[1], '2026-11-01T10:00:00Z'],
      [WAREHOUSE_STAGES[0], '2026-11-01T09:00:00Z'],
    ]);
  });

  it('property: every carrier event appears once, stages follow them, and INFORMED-first lists are reversed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(carrierEvent, { maxLength: 8 }), (informedFirst, rest) => {
        const events: TrackingEvent[] = informedFirst
          ? [event('INFORMED', 'Aviserad', '2026-01-01T00:00:00Z'), ...rest]
          : rest;
        const timeline = parcelTimeline({ status: 'EN_ROUTE', statusText: 'På väg', events });
        const carrier = timeline.filter((entry) => entry.kind === 'event');
        expect(carrier.map((entry) => entry.occurredAt)).toEqual(
          (informedFirst ? [...events].reverse() : events).map((item) => item.occurredAt),
        );
        const firstStage = timeline.findIndex((entry) => entry.kind === 'stage');
        if (firstStage >= 0)
          expect(timeline.slice(firstStage).every((entry) => entry.kind === 'stage')).toBe(true);
        // With carrier events, all four stages are done; without, none is known.
        expect(timeline.length - carrier.length).toBe(events.length > 0 ? WAREHOUSE_STAGES.length : 0);
        for (const entry of carrier) {
          if (entry.status === 'DELIVERED') expect(entry.title).toBe(DELIVERED_TEXT);
          else expect(entry.title).not.toBe('');
        }
      }),
    );
  });

  it('property: a stage status text shows exactly that stage and the earlier ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WAREHOUSE_STAGES.length - 1 }), (index) => {
        const timeline = parcelTimeline({
          status: 'PACKED',
          statusText: WAREHOUSE_STAGES[index] as string,
          events: [],
        });
        expect(timeline.map((entry) => entry.title)).toEqual(WAREHOUSE_STAGES.slice(0, index + 1).reverse());
      }),
    );
  });
});
