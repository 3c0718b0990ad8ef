/** The jobs that retry a delivery run once in every minute (cron '* * * * *'), at whichever second pg-boss starts them. */
const JOB_MINUTE_MS = 60_000;

/** The wait before the first retry; it doubles after each failed attempt (1, 2, 4, 8, 16 minutes). */
const FIRST_RETRY_DELAY_MS = 60_000;

/**
 * When a minute job tries a delivery again after `attempts` failed attempts, the last in the run started at
 * `failedAt`; null once `maxAttempts` are used. It is the start of the minute the backoff ends in: the job run of
 * that minute, whichever second it starts at, finds it due, so the retry happens in the minute shown as the next
 * try. (An exact instant would be missed by a run starting a few seconds earlier in its minute than the failed one,
 * and tried a minute later than shown.) E-mail and SMS (the outbox) and provisioning orders retry by it.
 */
export function minuteJobRetryAt(attempts: number, failedAt: Date, maxAttempts: number): Date | null {
  if (attempts >= maxAttempts) return null;
  const due = failedAt.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1);
  return new Date(due - (due % JOB_MINUTE_MS));
}
