import type { PrismaClient } from '@sappis/db';
import { DEFAULT_PRODUCT_NAME, isoDay } from '@sappis/shared';
import PgBoss from 'pg-boss';
import { createAdapters } from '../adapters/adapters.ts';
import { deliverDueEmails } from '../email/delivery/deliver-due-emails.ts';
import { createSmtpTransport, type MailSettings } from '../email/delivery/email-transport.ts';
import { emailAdapterOverrides } from '../email/email-sender.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { postgresFileStorage } from '../files/postgres-file-storage.ts';
import { sendDueProvisioningOrders } from '../provisioning/send-due-orders.ts';
import { deliverDueTextMessages } from '../sms/delivery/deliver-due-text-messages.ts';
import { createHttpSmsGateway, type SmsGatewaySettings } from '../sms/delivery/sms-gateway.ts';
import { endAgreements } from './end-agreements.ts';
import { runDueFollowUps } from './run-due-follow-ups.ts';

/** The queue whose job runs the due follow-ups (a pause's end, later a return slip's day). */
export const FOLLOW_UPS_QUEUE = 'scheduled-follow-ups';
/** The queue whose job marks agreements ended once their last row's end date has passed (endAgreements). */
export const END_AGREEMENTS_QUEUE = 'end-agreements';
/** The queue whose job delivers the due outbox e-mails over SMTP (deliverDueEmails). */
export const EMAIL_DELIVERY_QUEUE = 'email-delivery';
/** The queue whose job hands the due provisioning orders to the partner (sendDueProvisioningOrders). */
export const PROVISIONING_QUEUE = 'provisioning-orders';
/** The queue whose job delivers the due outbox SMS to the HTTP SMS gateway (deliverDueTextMessages). */
export const SMS_DELIVERY_QUEUE = 'sms-delivery';
/** pg-boss keeps its tables in this schema of the app's database, apart from Prisma's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
const EVERY_10_MINUTES = '*/10 * * * *';
/** pg-boss' finest schedule: a queued e-mail goes out within a minute. */
const EVERY_MINUTE = '* * * * *';
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
  /** The e-mail server (SMTP_URL, MAIL_FROM, MAIL_REPLY_TO); without it no e-mail is delivered (NOT_CONFIGURED). */
  mail?: MailSettings;
  /** Where the documents e-mailed keep their bytes. Default PostgreSQL (as the context's). */
  files?: FileStorage;
  /** The product name on the invoice PDFs e-mailed. Default DEFAULT_PRODUCT_NAME (as the context's). */
  productName?: string;
  /** When the outbox e-mails are delivered besides once at start. Default every minute. */
  emailCron?: string;
  /** When the due provisioning orders are sent besides once at start. Default every minute. */
  provisioningCron?: string;
  /** The SMS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SMS_SENDER); without it no SMS is delivered (NOT_CONFIGURED). */
  smsGateway?: SmsGatewaySettings;
  /** When the outbox SMS are delivered besides once at start. Default every minute. */
  smsCron?: string;
  /** How often a worker asks for jobs. Default 2 s (pg-boss' default). */
  pollingIntervalSeconds?: number;
  /** The day follow-ups are due on (and the sweep's today). Default today in Sweden (isoDay). */
  today?: () => string;
  /** Told of each job whose handler failed (pg-boss retries it), by queue: the metrics' job failures. */
  onJobFailed?: (queue: string) => void;
}

export interface JobQueue {
  /**
   * Stops taking jobs, lets a running one finish within `timeoutMs` (default 10 s; pg-boss' least is 1 s) and
   * closes the queue's connections. A job still running then is failed back to the queue, which retries it.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The durable job queue (pg-boss on the app's PostgreSQL): jobs survive restarts, and with several API processes
 * each job is handed to one worker. It runs the due follow-ups every 10 minutes and once at start; that each
 * follow-up happens once is ensured by runDueFollowUps itself, so overlapping runs are harmless. Each night (and
 * once at start) it marks the agreements whose rows have all ended as ended (endAgreements, idempotent too).
 * Every minute (and at start) it hands the due provisioning orders to the partner (sendDueProvisioningOrders).
 * With an e-mail server it delivers the outbox every minute (deliverDueEmails: each message claimed by one worker,
 * retried with backoff), and with an SMS gateway the outbox SMS likewise (deliverDueTextMessages).
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { prisma, logger } = options;
  const today = options.today ?? (() => isoDay());
  // The return slips a follow-up sends go through the same e-mail adapter as the requests' e-mails.
  const { email, provisioningPartner } = createAdapters(
    prisma,
    undefined,
    emailAdapterOverrides(options.mail),
  );
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
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  /** A queue whose one job runs `work` on `cron` and once now. */
  const every = async (queue: string, cron: string, work: () => Promise<void>, tz?: string) => {
    // 'stately': at most one waiting and one running job, so a slow run does not pile up more.
    await retriedOnDeadlock(() => boss.createQueue(queue, { name: queue, policy: 'stately', retryLimit: 3 }));
    await boss.work(queue, { pollingIntervalSeconds }, failuresReported(queue, work));
    await boss.schedule(queue, cron, {}, tz ? { tz } : {});
    await boss.send(queue, {});
  };
  try {
    await every(FOLLOW_UPS_QUEUE, options.cron ?? EVERY_10_MINUTES, async () => {
      const run = await runDueFollowUps(prisma, today(), email);
      if (run.done.length > 0) logger.info({ followUps: run.done }, 'follow-ups done');
      for (const failed of run.failed) logger.warn(failed, 'follow-up failed, tried again at the next run');
    });
    await every(
      END_AGREEMENTS_QUEUE,
      options.endAgreementsCron ?? EVERY_NIGHT,
      async () => {
        const run = await endAgreements(prisma, today());
        if (run.ended.length > 0) logger.info({ agreements: run.ended }, 'agreements ended');
      },
      'Europe/Stockholm',
    );
    await every(PROVISIONING_QUEUE, options.provisioningCron ?? EVERY_MINUTE, async () => {
      const run = await sendDueProvisioningOrders(prisma, provisioningPartner, new Date(), today());
      if (run.sent.length > 0) logger.info({ orders: run.sent }, 'provisioning orders sent');
      for (const failed of run.failed) logger.warn(failed, 'provisioning order not sent, tried again later');
    });
    if (options.mail) {
      const means = {
        transport: createSmtpTransport(options.mail),
        files: options.files ?? postgresFileStorage(prisma),
        productName: options.productName ?? DEFAULT_PRODUCT_NAME,
      };
      await every(EMAIL_DELIVERY_QUEUE, options.emailCron ?? EVERY_MINUTE, async () => {
        const run = await deliverDueEmails(prisma, means);
        if (run.sent.length > 0) logger.info({ emails: run.sent }, 'e-mails sent');
        for (const failed of run.failed) logger.warn(failed, 'e-mail not accepted, tried again later');
      });
    }
    if (options.smsGateway) {
      const gateway = createHttpSmsGateway(options.smsGateway);
      await every(SMS_DELIVERY_QUEUE, options.smsCron ?? EVERY_MINUTE, async () => {
        const run = await deliverDueTextMessages(prisma, gateway);
        if (run.sent.length > 0) logger.info({ textMessages: run.sent }, 'SMS sent');
        for (const failed of run.failed) logger.warn(failed, 'SMS not accepted, tried again later');
      });
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return { stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }) };
}

/** PostgreSQL's code for a transaction ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `step` again (at most 5 times, after a short random wait) when PostgreSQL ended it to break a deadlock:
 * pg-boss' createQueue deadlocks when several API processes of a cluster start at once on a new database.
 */
async function retriedOnDeadlock(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
