import type { PrismaClient } from '@sappis/db';
import { deleteExpiredSessions, pruneEvents } from '@sappis/trpc';
import type { Logger } from '../logger.ts';

const HOUR = 60 * 60_000;

/** Deletes expired sessions now and every hour. Returns a function that stops it. */
export function startSessionCleanup(prisma: PrismaClient, logger: Logger, intervalMs = HOUR): () => void {
  const run = () => {
    deleteExpiredSessions(prisma, new Date()).then(
      (count) => {
        if (count > 0) logger.info('expired sessions removed', { count });
      },
      (error: unknown) => logger.warn('session cleanup failed', { err: error }),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Deletes events older than the retention now and every hour. Returns a function that stops it. */
export function startEventPruning(
  prisma: PrismaClient,
  logger: Logger,
  retentionHours: number,
  intervalMs = HOUR,
): () => void {
  const run = () => {
    pruneEvents(prisma, new Date(Date.now() - retentionHours * HOUR)).then(
      (count) => {
        if (count > 0) logger.info('old events pruned', { count });
      },
      (error: unknown) => logger.warn('event pruning failed', { err: error }),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
