/** How many times a delivery job hands an outbox message (e-mail, SMS) to its server before it gives up. */
export const OUTBOX_DELIVERY_MAX_ATTEMPTS = 6;

/** The wait before the first retry; it doubles after each failed attempt (1, 2, 4, 8, 16 minutes). */
const FIRST_RETRY_DELAY_MS = 60_000;

/**
 * How long an attempt may stay 'SENDING' before the job counts it as lost (the process died between handing it
 * to the server and recording the answer) and tries again with the same idempotency key.
 */
export const OUTBOX_SENDING_LEASE_MS = 15 * 60_000;

/** The delivery jobs run once in every minute (cron '* * * * *'), at whichever second pg-boss starts them. */
const JOB_MINUTE_MS = 60_000;

/**
 * When to try again after `attempts` failed attempts, the last at `failedAt` (a job run's start); null once all
 * attempts are used. It is the start of the minute the backoff ends in: the job run of that minute, whichever
 * second it starts at, finds it due, so the retry happens in the minute 'E-post och SMS' shows as the next try.
 * (An exact instant would be missed by a run starting a few seconds earlier in its minute than the failed one,
 * and tried a minute later than shown.)
 */
export function nextOutboxAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= OUTBOX_DELIVERY_MAX_ATTEMPTS) return null;
  const due = failedAt.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1);
  return new Date(due - (due % JOB_MINUTE_MS));
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
