import { propertyRuns } from '@sappis/shared/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './event-types.ts';
import { RecentEvents } from './recent-events.ts';

const eventWithId = (id: bigint): LiveEvent => ({
  id: String(id),
  type: 'case.changed',
  caseId: 1,
  userId: null,
  queueId: null,
  payload: {},
  createdAt: '2026-12-07T01:00:00.000Z',
});

/** A hub's deliveries after its start at `start`: batches of increasing ids with gaps (rolled-back appends). */
const deliveries = fc.record({
  start: fc.bigInt({ min: 0n, max: 1000n }),
  capacity: fc.integer({ min: 0, max: 8 }),
  batches: fc.array(fc.array(fc.bigInt({ min: 1n, max: 3n }), { maxLength: 6 }), { maxLength: 12 }),
  asked: fc.array(fc.bigInt({ min: -5n, max: 60n }), { minLength: 1, maxLength: 10 }),
});

describe('RecentEvents', () => {
  it('answers every event after an id from memory when it holds them all, else leaves it to the table', () => {
    fc.assert(
      fc.property(deliveries, ({ start, capacity, batches, asked }) => {
        const recent = new RecentEvents(capacity);
        recent.reset(start);
        const delivered: LiveEvent[] = [];
        let id = start;
        for (const steps of batches) {
          const batch = steps.map((step) => {
            id += step;
            return eventWithId(id);
          });
          recent.add(batch);
          delivered.push(...batch);
        }
        const newest = id;
        for (const offset of asked) {
          const after = start + offset;
          const answer = recent.after(after);
          if (after > newest || after < start) expect(answer).toBeUndefined();
          if (answer !== undefined) {
            // Exactly the delivered events after it, the same objects (their frames are built once).
            expect(answer).toEqual(delivered.filter((event) => BigInt(event.id) > after));
            for (const event of answer) expect(delivered).toContain(event);
          }
        }
        // It forgets only the oldest: what it answers reaches back at least `capacity` events.
        const keptFrom = delivered.length - capacity - 1;
        const mustAnswer = keptFrom < 0 ? start : BigInt(delivered[keptFrom]?.id ?? start);
        expect(recent.after(mustAnswer)).toEqual(delivered.filter((event) => BigInt(event.id) > mustAnswer));
      }),
      { numRuns: propertyRuns(200, 5_000), seed: 27 },
    );
  });

  it('knows nothing before it is reset, and after a reset only what comes after it', () => {
    const recent = new RecentEvents(10);
    recent.add([eventWithId(5n)]);
    expect(recent.after(4n)).toBeUndefined();
    recent.reset(5n);
    recent.add([eventWithId(6n), eventWithId(9n)]);
    expect(recent.after(5n)?.map((event) => event.id)).toEqual(['6', '9']);
    recent.reset(9n);
    expect(recent.after(5n)).toBeUndefined();
    expect(recent.after(9n)).toEqual([]);
  });
});
