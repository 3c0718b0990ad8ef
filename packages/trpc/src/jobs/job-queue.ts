import type { PrismaClient } from '@sappis/db';
import { isoDay } from '@sappis/shared';
import PgBoss from 'pg-boss';
import { runDueFollowUps } from './run-due-follow-ups.ts';

/** The queue whose job runs the due follow-ups (a pause's end, later a return slip's day). */
export const FOLLOW_UPS_QUEUE = 'scheduled-follow-ups';
/** pg-boss keeps its tables in this schema of the app's database, apart from Prisma's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
const EVERY_10_MINUTES = '*/10 * * * *';

export interface JobQueueLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface JobQueueOptions {
  connectionString: string;
  prisma: PrismaClient;
  logger: JobQueueLogger;
  /** When the follow-ups run besides once at start. Default every 10 minutes. */
  cron?: string;
  /** How often a worker asks for jobs. Default 2 s (pg-boss' default). */
  pollingIntervalSeconds?: number;
  /** The day follow-ups are due on. Default today in Sweden (isoDay). */
  today?: () => string;
}

export interface JobQueue {
  /** Stops taking jobs, lets a running one finish (at most 10 s) and closes the queue's connections. */
  stop(): Promise<void>;
}

/**
 * The durable job queue (pg-boss on the app's PostgreSQL): jobs survive restarts, and with several API processes
 * each job is handed to one worker. It runs the due follow-ups every 10 minutes and once at start; that each
 * follow-up happens once is ensured by runDueFollowUps itself, so overlapping runs are harmless.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { prisma, logger } = options;
  const today = options.today ?? (() => isoDay());
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'sappis-jobs',
    max: 4,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue problem'));
  await boss.start();
  try {
    // 'stately': at most one waiting and one running job, so a slow run does not pile up more.
    await boss.createQueue(FOLLOW_UPS_QUEUE, { name: FOLLOW_UPS_QUEUE, policy: 'stately', retryLimit: 3 });
    await boss.work(
      FOLLOW_UPS_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async () => {
        const run = await runDueFollowUps(prisma, today());
        if (run.done.length > 0) logger.info({ followUps: run.done }, 'follow-ups done');
        for (const failed of run.failed) logger.warn(failed, 'follow-up failed, tried again at the next run');
      },
    );
    await boss.schedule(FOLLOW_UPS_QUEUE, options.cron ?? EVERY_10_MINUTES);
    await boss.send(FOLLOW_UPS_QUEUE, {});
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
