import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOutboxAttemptAt, OUTBOX_DELIVERY_MAX_ATTEMPTS } from './outbox-delivery.ts';

describe('nextOutboxAttemptAt', () => {
  const failedAt = new Date('2026-11-28T10:00:00Z');
  const minutesLater = (attempts: number) => {
    const next = nextOutboxAttemptAt(attempts, failedAt);
    return next === null ? null : (next.getTime() - failedAt.getTime()) / 60_000;
  };

  it('waits a minute after the first failure and twice as long after each further one', () => {
    expect([1, 2, 3, 4, 5].map(minutesLater)).toEqual([1, 2, 4, 8, 16]);
  });

  it('retries on the whole minute the backoff ends in, so the run of the minute shown finds it due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: OUTBOX_DELIVERY_MAX_ATTEMPTS - 1 }),
        fc.integer({ min: 0, max: 59_999 }),
        (attempts, offset) => {
          const failed = new Date(failedAt.getTime() + offset);
          const next = nextOutboxAttemptAt(attempts, failed)!;
          const backoff = 60_000 * 2 ** (attempts - 1);
          expect(next.getTime() % 60_000).toBe(0);
          // Never sooner than the backoff's minute, never later than its end.
          expect(next.getTime()).toBe(failedAt.getTime() + backoff);
          expect(next.getTime()).toBeLessThanOrEqual(failed.getTime() + backoff);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('gives up once every attempt is used', () => {
    expect(minutesLater(OUTBOX_DELIVERY_MAX_ATTEMPTS)).toBeNull();
    expect(minutesLater(OUTBOX_DELIVERY_MAX_ATTEMPTS + 1)).toBeNull();
  });

  it('always retries later than the failure, and never sooner than the try before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: OUTBOX_DELIVERY_MAX_ATTEMPTS - 2 }), (attempts) => {
        const next = minutesLater(attempts)!;
        expect(next).toBeGreaterThan(0);
        expect(minutesLater(attempts + 1)!).toBeGreaterThan(next);
      }),
      { numRuns: 20 },
    );
  });
});
