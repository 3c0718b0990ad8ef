import { fileURLToPath } from 'node:url';
import { createPrismaClient, PRISMA_APPLICATION_NAME } from '@sappis/db';
import { startDatabase } from '@sappis/db/database';
import { createFileStorage, createMetrics, createSqlPool, EventHub, startJobQueue } from '@sappis/trpc';
import { startCaseLockHousekeeping } from './boot/case-lock-housekeeping.ts';
import {
  startEventPruning,
  startIdempotencyPruning,
  startLoginAttemptPruning,
  startSessionCleanup,
} from './boot/housekeeping.ts';
import { prepareDatabase } from './boot/prepare-database.ts';
import { createDatabaseProbe } from './http/database-probe.ts';
import { createLogger } from './logger.ts';
import { createServer } from './server.ts';
import { loadSettings } from './settings.ts';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const FIRST_SCREEN_RENDERER = fileURLToPath(
  new URL('../../web/dist-ssr/render-first-screen.js', import.meta.url),
);

async function main(): Promise<void> {
  const settings = loadSettings();
  const logger = createLogger({ level: settings.logLevel });

  // Cleanup steps, run in reverse order on shutdown or on a failed start.
  const cleanups: { name: string; run: () => Promise<unknown> | unknown }[] = [];
  const cleanUp = async () => {
    for (const step of cleanups.reverse()) {
      const started = Date.now();
      try {
        await step.run();
        logger.info({ step: step.name, ms: Date.now() - started }, 'shutdown step done');
      } catch (error) {
        logger.error({ step: step.name, err: error }, 'shutdown step failed');
      }
    }
  };

  try {
    const database = await startDatabase({ ephemeral: settings.ephemeralDatabase });
    cleanups.push({ name: 'database', run: () => database.stop() });
    logger.info({ embedded: database.embedded }, 'database ready');

    const prisma = createPrismaClient(database.url, {
      max: settings.pools.prisma,
      applicationName: PRISMA_APPLICATION_NAME,
    });
    cleanups.push({ name: 'prisma', run: () => prisma.$disconnect() });

    if (settings.prepareDatabase) await prepareDatabase({ url: database.url, prisma, logger, settings });

    cleanups.push({ name: 'session cleanup', run: startSessionCleanup(prisma, logger) });
    cleanups.push({ name: 'case lock housekeeping', run: startCaseLockHousekeeping(prisma, logger) });

    cleanups.push({
      name: 'event pruning',
      run: startEventPruning(prisma, logger, settings.eventRetentionHours),
    });
    cleanups.push({ name: 'request id pruning', run: startIdempotencyPruning(prisma, logger) });
    cleanups.push({ name: 'sign-in attempt pruning', run: startLoginAttemptPruning(prisma, logger) });

    // Work planned for a later day (a pause's end): durable in PostgreSQL, run once across API processes.
    // One registry for the process: the server and the job queue report into it, /metrics serves it.
    const metrics = createMetrics(prisma, { processMetrics: true });
    const jobs = await startJobQueue({
      connectionString: database.url,
      prisma,
      logger,
      onJobFailed: metrics.countJobFailure,
      ...(settings.mail ? { mail: settings.mail } : {}),
      // The same storage as the server's (server.ts): the delivery job streams e-mailed documents from it.
      files: createFileStorage(prisma, settings.files),
      productName: settings.productName,
      ...(settings.adapters.smsGateway ? { smsGateway: settings.adapters.smsGateway } : {}),
    });
    if (!settings.mail) logger.warn('SMTP_URL not set: e-mails are kept as not sent (NOT_CONFIGURED)');
    if (!settings.adapters.smsGateway)
      logger.warn('SMS_GATEWAY_URL not set: SMS are kept as not sent (NOT_CONFIGURED)');
    // After the server's drain: a running job gets the drain timeout too, then goes back to the queue (retried).
    cleanups.push({ name: 'job queue', run: () => jobs.stop(settings.drain.timeoutMs) });
    logger.info('job queue started');

    const events = new EventHub({
      connectionString: database.url,
      onError: (error) => logger.warn({ err: error }, 'event hub connection problem'),
    });
    cleanups.push({ name: 'event hub', run: () => events.close() });
    await events.ready();

    const sqlPool = createSqlPool(database.url, {
      max: settings.pools.sql,
      onError: (error) => logger.warn({ err: error }, 'sql pool connection problem'),
    });
    cleanups.push({ name: 'sql pool', run: () => sqlPool.end() });

    // /health's own connection: it answers however busy the request pools are.
    const databaseProbe = createDatabaseProbe(database.url);
    cleanups.push({ name: 'health probe', run: () => databaseProbe.close() });

    const server = createServer({
      prisma,
      logger,
      settings,
      webDistDir: WEB_DIST_DIR,
      firstScreenRenderer: FIRST_SCREEN_RENDERER,
      events,
      sqlPool,
      metrics,
      databaseProbe,
    });
    cleanups.push({ name: 'server', run: () => server.close() });
    const { url } = await server.listen(settings.port, settings.host);
    logger.info({ url }, 'listening');
    process.stdout.write(`Sappis körs på ${url}\n`);
  } catch (error) {
    logger.error({ err: error }, 'start failed');
    await cleanUp();
    process.exit(1);
  }

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, ...settings.drain }, 'shutting down: draining');
    // The drain delay, then requests and the job worker each get the drain timeout; the rest closes in seconds.
    const force = setTimeout(
      () => {
        logger.error('shutdown took too long, exiting');
        process.exit(1);
      },
      settings.drain.delayMs + 2 * settings.drain.timeoutMs + 15_000,
    );
    force.unref();
    void cleanUp().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
