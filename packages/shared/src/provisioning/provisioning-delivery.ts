/** How many times the provisioning job calls the partner for an order before it gives up and marks it ERROR. */
export const PROVISIONING_MAX_ATTEMPTS = 6;

/** The wait before the first retry of an order whose call failed; it doubles after each failure (1, 2, 4, 8, 16 min). */
const FIRST_RETRY_DELAY_MS = 60_000;

/**
 * How long a claimed order is held by the worker that calls the partner; if that process dies before the answer is
 * recorded, the order is sent again after it, with the same idempotency key.
 */
export const PROVISIONING_SENDING_LEASE_MS = 10 * 60_000;

/** When to call again after `attempts` failed calls, the last at `failedAt`; null once all attempts are used. */
export function nextProvisioningAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= PROVISIONING_MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1));
}

/** The idempotency key of an order's calls: every attempt of one order carries the same key. */
export function provisioningOrderKey(orderId: number): string {
  return `provisioning-order-${orderId}`;
}
