import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextProvisioningAttemptAt, PROVISIONING_MAX_ATTEMPTS } from './provisioning-delivery.ts';

describe('provisioning retries', () => {
  it('a failed call is tried again later and later (doubling from a minute, in the minute that ends in), until the attempts are used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: PROVISIONING_MAX_ATTEMPTS + 3 }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (attempts, failedAt) => {
          const next = nextProvisioningAttemptAt(attempts, failedAt);
          if (attempts >= PROVISIONING_MAX_ATTEMPTS) {
            expect(next).toBeNull();
          } else {
            // The provisioning job runs every minute: the retry is due from the start of the minute its backoff ends in.
            const backoffEnds = failedAt.getTime() + 60_000 * 2 ** (attempts - 1);
            expect(next!.getTime()).toBe(backoffEnds - (backoffEnds % 60_000));
            const later = nextProvisioningAttemptAt(attempts + 1, failedAt);
            if (later) expect(later.getTime()).toBeGreaterThan(next!.getTime());
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
