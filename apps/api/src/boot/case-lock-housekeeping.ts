import type { PrismaClient } from '@sappis/db';
import { expireCaseLocks, expirePresence } from '@sappis/trpc';
import type { Logger } from '../logger.ts';

const EVERY_10_SECONDS = 10_000;

/**
 * Deletes case locks past their lease ('case.lockExpired' events) and viewers past their TTL ('case.presence'),
 * now and every 10 seconds. Safe with several API processes: each expiry happens once, in the database.
 */
export function startCaseLockHousekeeping(
  prisma: PrismaClient,
  logger: Logger,
  intervalMs = EVERY_10_SECONDS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const locks = await expireCaseLocks(prisma, now);
      const viewers = await expirePresence(prisma, now);
      if (locks > 0 || viewers > 0) logger.info({ locks, viewers }, 'expired case locks and viewers removed');
    } catch (error) {
      logger.warn({ err: error }, 'case lock housekeeping failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
