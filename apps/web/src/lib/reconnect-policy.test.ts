import { SERVER_DRAINING_CLOSE_CODE } from '@sappis/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReconnectPolicy, DRAIN_FAST_ATTEMPTS, DRAIN_RETRY_MS } from './reconnect-policy.ts';

const attempt = fc.integer({ min: 0, max: 40 });
const otherCode = fc.integer({ min: 1000, max: 4999 }).filter((code) => code !== SERVER_DRAINING_CLOSE_CODE);

describe('reconnect policy: a draining server means reconnect now, anything else backs off', () => {
  it('after the drain code: at once, then every DRAIN_RETRY_MS, never longer, for the fast attempts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DRAIN_FAST_ATTEMPTS - 1 }), otherCode, (n, failedAttemptCode) => {
        const policy = createReconnectPolicy();
        policy.onClose({ code: SERVER_DRAINING_CLOSE_CODE });
        // The refused attempts in between close with other codes (1006): still draining until a socket opens.
        policy.onClose({ code: failedAttemptCode });
        expect(policy.retryDelayMs(n)).toBe(n === 0 ? 0 : DRAIN_RETRY_MS);
      }),
      { numRuns: 100 },
    );
  });

  it('backs off (tRPC’s schedule) after any other close, and again once a socket has opened', () => {
    fc.assert(
      fc.property(attempt, otherCode, (n, code) => {
        const expected = n === 0 ? 0 : Math.min(1_000 * 2 ** n, 30_000);
        const other = createReconnectPolicy();
        other.onClose({ code });
        expect(other.retryDelayMs(n)).toBe(expected);

        const reopened = createReconnectPolicy();
        reopened.onClose({ code: SERVER_DRAINING_CLOSE_CODE });
        reopened.onOpen();
        expect(reopened.retryDelayMs(n)).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('falls back to backoff when the fast attempts are used up (no server answers)', () => {
    const policy = createReconnectPolicy();
    policy.onClose({ code: SERVER_DRAINING_CLOSE_CODE });
    expect(policy.retryDelayMs(DRAIN_FAST_ATTEMPTS)).toBe(Math.min(1_000 * 2 ** DRAIN_FAST_ATTEMPTS, 30_000));
  });
});
