import type { PrismaClient } from '@sappis/db';
import { isoDay } from '@sappis/shared';
import PgBoss from 'pg-boss';
import { endAgreements } from './end-agreements.ts';
import { runDueFollowUps } from './run-due-follow-ups.ts';

/** The queue whose job runs the due follow-ups (a pause's end, later a return slip's day). */
export const FOLLOW_UPS_QUEUE = 'scheduled-follow-ups';
/** The queue whose job marks agreements ended once their last row's end date has passed (endAgreements). */
export const END_AGREEMENTS_QUEUE = 'end-agreements';
/** pg-boss keeps its tables in this schema of the app's database, apart from Prisma's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
const EVERY_10_MINUTES = '*/10 * * * *';
/** Five past midnight, Swedish time: the first run of each new day. */
const EVERY_NIGHT = '5 0 * * *';

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
  /** When the ended agreements are swept besides once at start. Default each night at 00:05 (Europe/Stockholm). */
  endAgreementsCron?: string;
  /** How often a worker asks for jobs. Default 2 s (pg-boss' default). */
  pollingIntervalSeconds?: number;
  /** The day follow-ups are due on (and the sweep's today). Default today in Sweden (isoDay). */
  today?: () => string;
  /** Told of each job whose handler failed (pg-boss retries it), by queue: the metrics' job failures. */
  onJobFailed?: (queue: string) => void;
}

export interface JobQueue {
  /** Stops taking jobs, lets a running one finish (at most 10 s) and closes the queue's connections. */
  stop(): Promise<void>;
}

/**
 * The durable job queue (pg-boss on the app's PostgreSQL): jobs survive restarts, and with several API processes
 * each job is handed to one worker. It runs the due follow-ups every 10 minutes and once at start; that each
 * follow-up happens once is ensured by runDueFollowUps itself, so overlapping runs are harmless. Each night (and
 * once at start) it marks the agreements whose rows have all ended as ended (endAgreements, idempotent too).
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
  const failuresReported = (queue: string, handler: () => Promise<void>) => async () => {
    try {
      await handler();
    } catch (error) {
      options.onJobFailed?.(queue);
      throw error;
    }
  };
  await boss.start();
  try {
    // 'stately': at most one waiting and one running job, so a slow run does not pile up more.
    await boss.createQueue(FOLLOW_UPS_QUEUE, { name: FOLLOW_UPS_QUEUE, policy: 'stately', retryLimit: 3 });
    await boss.work(
      FOLLOW_UPS_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      failuresReported(FOLLOW_UPS_QUEUE, async () => {
        const run = await runDueFollowUps(prisma, today());
        if (run.done.length > 0) logger.info({ followUps: run.done }, 'follow-ups done');
        for (const failed of run.failed) logger.warn(failed, 'follow-up failed, tried again at the next run');
      }),
    );
    await boss.schedule(FOLLOW_UPS_QUEUE, options.cron ?? EVERY_10_MINUTES);
    await boss.send(FOLLOW_UPS_QUEUE, {});
    await boss.createQueue(END_AGREEMENTS_QUEUE, {
      name: END_AGREEMENTS_QUEUE,
      policy: 'stately',
      retryLimit: 3,
    });
    await boss.work(
      END_AGREEMENTS_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      failuresReported(END_AGREEMENTS_QUEUE, async () => {
        const run = await endAgreements(prisma, today());
        if (run.ended.length > 0) logger.info({ agreements: run.ended }, 'agreements ended');
      }),
    );
    await boss.schedule(
      END_AGREEMENTS_QUEUE,
      options.endAgreementsCron ?? EVERY_NIGHT,
      {},
      {
        tz: 'Europe/Stockholm',
      },
    );
    await boss.send(END_AGREEMENTS_QUEUE, {});
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
