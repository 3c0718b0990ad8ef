import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minuteJobRetryAt } from './minute-job-retry.ts';
import { propertyRuns } from './testing/property-runs.ts';

describe('a minute job retries a failed delivery on the whole minute its backoff ends in', () => {
  it('so the run of that minute, whichever second it starts at, finds it due: never later than the backoff, never a minute early', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 59_999 }),
        (attempts, failedAt, runStartsAt) => {
          const next = minuteJobRetryAt(attempts, failedAt, 6)!;
          const backoffEnds = failedAt.getTime() + 60_000 * 2 ** (attempts - 1);
          expect(next.getTime() % 60_000).toBe(0);
          expect(next.getTime()).toBeLessThanOrEqual(backoffEnds);
          // The run of the minute the backoff ends in, starting at any second of it, finds it due; the run of the
          // minute before does not.
          const run = backoffEnds - (backoffEnds % 60_000) + runStartsAt;
          expect(next.getTime()).toBeLessThanOrEqual(run);
          expect(next.getTime()).toBeGreaterThan(run - 60_000);
        },
      ),
      { numRuns: propertyRuns(100, 10_000) },
    );
  });

  it('gives up once the attempts are used', () => {
    expect(minuteJobRetryAt(6, new Date(), 6)).toBeNull();
    expect(minuteJobRetryAt(7, new Date(), 6)).toBeNull();
  });
});
