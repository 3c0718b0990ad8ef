import type { PrismaClient } from '@sappis/db';
import { expireCaseLocks, expireCustomerPresence, expirePresence } from '@sappis/trpc';
import type { Logger } from '../logger.ts';

const EVERY_10_SECONDS = 10_000;

/**
 * Deletes case locks past their lease ('case.lockExpired' events) and the viewers of cases and customers past
 * their TTL ('case.presence', 'customer.presence'), now and every 10 seconds. Safe with several API processes: each expiry happens once, in the database.
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
      const customerViewers = await expireCustomerPresence(prisma, now);
      if (locks > 0 || viewers > 0 || customerViewers > 0) {
        logger.info({ locks, viewers, customerViewers }, 'expired case locks and viewers removed');
      }
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
