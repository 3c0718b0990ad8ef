import { minuteJobRetryAt } from '../minute-job-retry.ts';

/** How many times a delivery job hands an outbox message (e-mail, SMS) to its server before it gives up. */
export const OUTBOX_DELIVERY_MAX_ATTEMPTS = 6;

/**
 * How long an attempt may stay 'SENDING' before the job counts it as lost (the process died between handing it
 * to the server and recording the answer) and tries again with the same idempotency key.
 */
export const OUTBOX_SENDING_LEASE_MS = 15 * 60_000;

/**
 * When to try again after `attempts` failed attempts, the last at `failedAt` (a job run's start); null once all
 * attempts are used: the whole minute the backoff ends in (minuteJobRetryAt).
 */
export function nextOutboxAttemptAt(attempts: number, failedAt: Date): Date | null {
  return minuteJobRetryAt(attempts, failedAt, OUTBOX_DELIVERY_MAX_ATTEMPTS);
}

/** What happened to an outbox message after its operation committed (prisma enum OutboxDelivery). */
export const OUTBOX_DELIVERY_STATES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'NOT_CONFIGURED'] as const;
export type OutboxDeliveryState = (typeof OUTBOX_DELIVERY_STATES)[number];

/** The delivery states as 'E-post och SMS' shows them; NOT_CONFIGURED names the missing server. */
export interface OutboxDeliveryTexts {
  QUEUED: string;
  SENDING: string;
  SENT: (at: string) => string;
  FAILED: (reason: string) => string;
  retryAt: (at: string) => string;
  NOT_CONFIGURED: string;
}

/** The texts every outbox shares; each adds its own NOT_CONFIGURED. */
export const OUTBOX_DELIVERY_TEXTS = {
  QUEUED: 'I kö för att skickas',
  SENDING: 'Skickas',
  SENT: (at: string) => `Skickat ${at}`,
  FAILED: (reason: string) => `Misslyckades: ${reason}`,
  retryAt: (at: string) => `nytt försök ${at}`,
} as const satisfies Omit<OutboxDeliveryTexts, 'NOT_CONFIGURED'>;
