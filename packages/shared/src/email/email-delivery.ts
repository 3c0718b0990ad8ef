/** How many times the delivery job hands an outbox e-mail to the SMTP server before it gives up. */
export const EMAIL_DELIVERY_MAX_ATTEMPTS = 6;

/** The wait before the first retry; it doubles after each failed attempt (1, 2, 4, 8, 16 minutes). */
const FIRST_RETRY_DELAY_MS = 60_000;

/**
 * How long an attempt may stay 'SENDING' before the job counts it as lost (the process died between handing it
 * to the server and recording the answer) and tries again with the same Message-ID.
 */
export const EMAIL_SENDING_LEASE_MS = 15 * 60_000;

/** When to try again after `attempts` failed attempts, the last at `failedAt`; null once all attempts are used. */
export function nextEmailAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= EMAIL_DELIVERY_MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1));
}

/** What happened to an outbox e-mail after its operation committed (prisma enum EmailDelivery). */
export const EMAIL_DELIVERY_STATES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'NOT_CONFIGURED'] as const;
export type EmailDeliveryState = (typeof EMAIL_DELIVERY_STATES)[number];

/** The delivery states as 'E-post och SMS' shows them. */
export const EMAIL_DELIVERY_TEXTS = {
  QUEUED: 'I kö för att skickas',
  SENDING: 'Skickas',
  SENT: (at: string) => `Skickat ${at}`,
  FAILED: (reason: string) => `Misslyckades: ${reason}`,
  retryAt: (at: string) => `nytt försök ${at}`,
  NOT_CONFIGURED: 'Inte skickat: ingen e-postserver är konfigurerad',
} as const;

/** Why the e-mail adapter did not queue a message (its answer `status` other than PENDING), for the agent. */
export function emailNotQueuedReason(status: string): string {
  return status === 'NOT_CONFIGURED' ? EMAIL_DELIVERY_TEXTS.NOT_CONFIGURED : status;
}
