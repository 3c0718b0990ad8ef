import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters, DEFAULT_ADAPTER_SETTINGS } from '../adapters/adapters.ts';
import { createOperationDatabase } from '../agreements/testing/operation-database.ts';
import { startTestSmtpServer } from '../email/delivery/testing/test-smtp-server.ts';
import { createProvisioningOrder } from '../provisioning/testing/provisioning-fixtures.ts';
import { startTestSmsGateway } from '../sms/delivery/testing/test-sms-gateway.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import {
  END_AGREEMENTS_QUEUE,
  FOLLOW_UPS_QUEUE,
  type JobQueue,
  PROVISIONING_QUEUE,
  startJobQueue,
} from './job-queue.ts';
import { createScheduledReturnSlip } from './testing/scheduled-return-slip.ts';

let db: TestDatabase;
let queue: JobQueue | undefined;

beforeAll(async () => {
  db = await createOperationDatabase();
});
afterAll(async () => {
  await queue?.stop();
  await db?.drop();
});

const silent = { info: () => {}, warn: () => {} };

describe('the job queue', () => {
  it('starts in several API processes at once on a new database, as a cluster first starts', async () => {
    const fresh = await createTestDatabase();
    try {
      const start = () =>
        startJobQueue({ connectionString: fresh.url, prisma: fresh.prisma, logger: silent });
      const started = await Promise.allSettled([start(), start(), start()]);
      await Promise.all(
        started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
      );
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await fresh.drop();
    }
  }, 40_000);

  it('runs the due follow-ups and the ended-agreements sweep through pg-boss once started, and stops', async () => {
    const signedIn = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const { agreement, slipDay } = await createScheduledReturnSlip(db.prisma, signedIn);

    queue = await startJobQueue({
      connectionString: db.url,
      prisma: db.prisma,
      logger: silent,
      pollingIntervalSeconds: 0.5,
      today: () => slipDay,
    });
    const state = async () => {
      const followUp = await db.prisma.scheduledFollowUp.findFirstOrThrow({
        where: { agreementId: agreement.id },
      });
      const jobs = await db.prisma.$queryRaw<{ state: string }[]>`
        SELECT state FROM pgboss.job WHERE name = 'scheduled-follow-ups' ORDER BY created_on LIMIT 1`;
      const sweeps = await db.prisma.$queryRaw<{ state: string }[]>`
        SELECT state FROM pgboss.job WHERE name = 'end-agreements' ORDER BY created_on LIMIT 1`;
      return { done: followUp.doneAt !== null, job: jobs[0]?.state, sweep: sweeps[0]?.state };
    };
    const deadline = Date.now() + 20_000;
    let seen = await state();
    while ((!seen.done || seen.job !== 'completed' || seen.sweep !== 'completed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await state();
    }
    expect(seen).toEqual({ done: true, job: 'completed', sweep: 'completed' });

    await queue.stop();
    queue = undefined;
  }, 40_000);

  it('reports each failed job by its queue (the metrics count them)', async () => {
    const failedQueues = new Set<string>();
    queue = await startJobQueue({
      connectionString: db.url,
      prisma: db.prisma,
      logger: silent,
      pollingIntervalSeconds: 0.5,
      today: () => {
        throw new Error('the clock is broken');
      },
      onJobFailed: (name) => failedQueues.add(name),
    });
    const deadline = Date.now() + 20_000;
    while (failedQueues.size < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...failedQueues].sort()).toEqual(
      [END_AGREEMENTS_QUEUE, FOLLOW_UPS_QUEUE, PROVISIONING_QUEUE].sort(),
    );

    await queue.stop();
    queue = undefined;
  }, 40_000);

  it('delivers a queued outbox e-mail over SMTP through pg-boss when an e-mail server is configured', async () => {
    const smtp = await startTestSmtpServer();
    const { customer } = await createTestCustomer(db.prisma);
    const email = await db.prisma.customerEmail.create({
      data: {
        customerId: customer.id,
        title: 'Bekräftelse',
        subject: 'Din paus',
        html: '<p>Hej!</p>',
        recipient: 'karin.lindqvist@example.se',
        operation: 'pause',
        delivery: 'QUEUED',
        nextAttemptAt: new Date(),
      },
    });
    try {
      queue = await startJobQueue({
        connectionString: db.url,
        prisma: db.prisma,
        logger: silent,
        pollingIntervalSeconds: 0.5,
        mail: { smtpUrl: smtp.url, from: 'kundservice@sappa.se' },
      });
      await expect
        .poll(
          async () => (await db.prisma.customerEmail.findUniqueOrThrow({ where: { id: email.id } })).delivery,
          { timeout: 20_000, interval: 200 },
        )
        .toBe('SENT');
      expect(smtp.received.map(({ to, mail }) => [to, mail.subject])).toEqual([
        [['karin.lindqvist@example.se'], 'Din paus'],
      ]);
      await queue.stop();
      queue = undefined;
    } finally {
      await smtp.close();
    }
  }, 40_000);

  it('sends a due provisioning order to the partner through pg-boss, and leaves one due tomorrow waiting', async () => {
    const today = '2026-12-01';
    const waiting = { status: 'PENDING_AUTO' as const, attempts: 0 };
    const { order: due } = await createProvisioningOrder(db.prisma, {
      ...waiting,
      dueOn: new Date(`${today}T00:00:00Z`),
    });
    const { order: later } = await createProvisioningOrder(db.prisma, {
      ...waiting,
      dueOn: new Date('2026-12-02T00:00:00Z'),
    });
    queue = await startJobQueue({
      connectionString: db.url,
      prisma: db.prisma,
      logger: silent,
      pollingIntervalSeconds: 0.5,
      today: () => today,
    });
    const status = async (id: number) =>
      (await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id } })).status;
    await expect.poll(() => status(due.id), { timeout: 20_000, interval: 200 }).toBe('DONE');
    expect(await status(later.id)).toBe('PENDING_AUTO');
    await queue.stop();
    queue = undefined;
  }, 40_000);

  it('delivers an SMS the sms adapter queued to the HTTP gateway through pg-boss when a gateway is configured', async () => {
    const gateway = await startTestSmsGateway();
    const smsGateway = { url: gateway.url, sender: 'Sappa' };
    const { sms } = createAdapters(db.prisma, { ...DEFAULT_ADAPTER_SETTINGS, smsGateway });
    const { customer } = await createTestCustomer(db.prisma);
    const { id } = await db.prisma.$transaction((tx) =>
      sms.send({
        tx,
        message: { customerId: customer.id, to: '070-123 45 67', text: 'Sappa: Hej!', operation: 'test' },
      }),
    );
    try {
      queue = await startJobQueue({
        connectionString: db.url,
        prisma: db.prisma,
        logger: silent,
        pollingIntervalSeconds: 0.5,
        smsGateway,
      });
      await expect
        .poll(
          async () => (await db.prisma.customerTextMessage.findUniqueOrThrow({ where: { id } })).delivery,
          {
            timeout: 20_000,
            interval: 200,
          },
        )
        .toBe('SENT');
      expect(gateway.received.map(({ body }) => body)).toEqual([
        { id: `customer-text-message-${id}`, from: 'Sappa', to: '+46701234567', text: 'Sappa: Hej!' },
      ]);
      await queue.stop();
      queue = undefined;
    } finally {
      await gateway.close();
    }
  }, 40_000);
});
