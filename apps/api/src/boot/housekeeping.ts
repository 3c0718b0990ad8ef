import type { PrismaClient } from '@sappis/db';
import {
  deleteExpiredSessions,
  IDEMPOTENT_REQUEST_HOURS,
  pruneAddressAttempts,
  pruneEvents,
  pruneIdempotentRequests,
  pruneLoginAttempts,
} from '@sappis/trpc';
import type { Logger } from '../logger.ts';

const HOUR = 60 * 60_000;

/** Runs a clean-up now and then every `intervalMs`, logging what it removed. Returns a function that stops it. */
function startPeriodic(
  logger: Logger,
  what: string,
  removeOld: () => Promise<number>,
  intervalMs: number,
): () => void {
  const run = () => {
    removeOld().then(
      (count) => {
        if (count > 0) logger.info({ count }, `${what} removed`);
      },
      (error: unknown) => logger.warn({ err: error }, `${what} clean-up failed`),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Deletes expired sessions now and every hour. */
export function startSessionCleanup(prisma: PrismaClient, logger: Logger, intervalMs = HOUR): () => void {
  return startPeriodic(
    logger,
    'expired sessions',
    () => deleteExpiredSessions(prisma, new Date()),
    intervalMs,
  );
}

/** Deletes events older than the retention now and every hour. */
export function startEventPruning(
  prisma: PrismaClient,
  logger: Logger,
  retentionHours: number,
  intervalMs = HOUR,
): () => void {
  const cutoff = () => new Date(Date.now() - retentionHours * HOUR);
  return startPeriodic(logger, 'old events', () => pruneEvents(prisma, cutoff()), intervalMs);
}

/** Forgets submits' request ids older than IDEMPOTENT_REQUEST_HOURS, now and every hour. */
export function startIdempotencyPruning(prisma: PrismaClient, logger: Logger, intervalMs = HOUR): () => void {
  const cutoff = () => new Date(Date.now() - IDEMPOTENT_REQUEST_HOURS * HOUR);
  return startPeriodic(
    logger,
    'old request ids',
    () => pruneIdempotentRequests(prisma, cutoff()),
    intervalMs,
  );
}

/** Forgets sign-in attempt counts (per username and per address) whose window has ended, now and every hour. */
export function startLoginAttemptPruning(
  prisma: PrismaClient,
  logger: Logger,
  intervalMs = HOUR,
): () => void {
  return startPeriodic(
    logger,
    'old sign-in attempt counts',
    async () => {
      const now = new Date();
      const [byUsername, byAddress] = await Promise.all([
        pruneLoginAttempts(prisma, now),
        pruneAddressAttempts(prisma, now),
      ]);
      return byUsername + byAddress;
    },
    intervalMs,
  );
}
