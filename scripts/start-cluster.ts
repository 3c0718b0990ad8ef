// `npm run start:cluster -- --replicas 3`: the application as a cluster on one machine. Starts the database once
// (DATABASE_URL's server, or the embedded PostgreSQL under .data/postgres), migrates and seeds it once (demo data
// as `npm start` does), then N API processes on free loopback ports and HAProxy in front of them on PORT
// (default 3000, every address unless HOST is set), and supervises them (apps/api/src/cluster/supervisor.ts): a
// replica that exits is started again, SIGHUP replaces every replica in turn (a rolling restart). Ctrl-C or
// SIGTERM, or HAProxy's own exit, stops HAProxy, the replicas, then the database. The other settings
// (apps/api/src/settings.ts) are passed to every replica.
import { createPrismaClient } from '@sappis/db';
import { startDatabase } from '@sappis/db/database';
import { prepareDatabase } from '../apps/api/src/boot/prepare-database.ts';
import { type Cluster, startCluster } from '../apps/api/src/cluster/cluster.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { loadSettings } from '../apps/api/src/settings.ts';

const replicasArgument = process.argv.indexOf('--replicas');
const replicas = replicasArgument === -1 ? 3 : Number(process.argv[replicasArgument + 1]);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32) {
  console.error('usage: npm run start:cluster -- --replicas <1-32>');
  process.exit(2);
}

const settings = loadSettings();
const logger = createLogger({ level: settings.logLevel });
const database = await startDatabase();
const prisma = createPrismaClient(database.url);
let starting: Promise<Cluster> | undefined;
let cluster: Cluster | undefined;
let stopping = false;

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Stopped while its processes start: once they have, they are stopped too (none is left behind).
  const started = cluster ?? (await starting?.catch(() => undefined));
  await started?.supervisor.stop();
  await prisma.$disconnect();
  await database.stop();
  logger.info('cluster stopped');
  process.exit(exitCode);
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
// SIGHUP is a rolling restart (as a reload is for nginx), not the end of the terminal: run it under nohup,
// systemd or a container runtime to outlive the terminal.
process.on('SIGHUP', () => {
  if (!cluster || stopping) {
    logger.warn('SIGHUP while the cluster is starting or stopping: ignored');
    return;
  }
  cluster.supervisor.rollingRestart().catch((error: unknown) => {
    logger.error({ err: error }, 'rolling restart stopped; the replicas not yet replaced keep serving');
  });
});

try {
  await prepareDatabase({ url: database.url, prisma, logger, settings });
  starting = startCluster({
    databaseUrl: database.url,
    replicas,
    host: settings.host,
    port: settings.port,
    log: (level, message, fields) => logger[level](fields, message),
  });
  cluster = await starting;
} catch (error) {
  logger.error({ err: error }, 'cluster start failed');
  await stop(1);
}
const running = cluster!;
process.stdout.write(`Sappis körs på ${running.url} (${replicas} API-processer bakom HAProxy)\n`);
void running.supervisor.fatal.then((reason) => {
  logger.error({ reason }, 'stopping the cluster');
  void stop(1);
});
