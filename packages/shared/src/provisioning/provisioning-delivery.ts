import { minuteJobRetryAt } from '../minute-job-retry.ts';

/** How many times the provisioning job calls the partner for an order before it gives up and marks it ERROR. */
export const PROVISIONING_MAX_ATTEMPTS = 6;

/**
 * How long a claimed order is held by the worker that calls the partner; if that process dies before the answer is
 * recorded, the order is sent again after it, with the same idempotency key.
 */
export const PROVISIONING_SENDING_LEASE_MS = 10 * 60_000;

/**
 * When to call again after `attempts` failed calls, the last in the job run started at `failedAt`; null once all
 * attempts are used: the whole minute the backoff (1, 2, 4, 8, 16 minutes) ends in, which the provisioning job
 * (every minute) runs in whatever second it starts at (minuteJobRetryAt).
 */
export function nextProvisioningAttemptAt(attempts: number, failedAt: Date): Date | null {
  return minuteJobRetryAt(attempts, failedAt, PROVISIONING_MAX_ATTEMPTS);
}

/** The idempotency key of an order's calls: every attempt of one order carries the same key. */
export function provisioningOrderKey(orderId: number): string {
  return `provisioning-order-${orderId}`;
}
