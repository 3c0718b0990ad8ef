// Reconnect storm benchmark (issue 27): what one WebSocket reconnect costs the API process, PostgreSQL and the
// clients' process, the path a replica's survivors take when another one dies. N subscribed clients (raw tRPC
// protocol, one session each, support/ws-clients.ts) are cut at once and open again within `spread` ms (each at a
// random moment, as the web app's reconnect policy spreads them), each resuming after an event id so that `replay`
// events are replayed. Before each round the process's session cache has expired (a client reconnecting to another
// replica is a cache miss there) and, with --touch, every session was last seen over a minute ago (the lookup then
// also slides it). Reports per round: when each client had the last replayed event (p50/p99/max after the first
// reconnect could start) and the
// CPU milliseconds per reconnect of each process (/proc; PostgreSQL: the backends of the bench's database).
//
//   node --import tsx bench/reconnect-storm.ts [--clients=1000] [--rounds=3] [--spread=500] [--replay=10] [--touch]
//     [--cpu-prof=<dir>]
// DATABASE_URL set: a scratch database on that server; unset: a throwaway embedded PostgreSQL.
import { loadavg } from 'node:os';
import { appendEvent } from '@sappis/trpc/events/append-event';
import { spawnServer } from '../apps/api/src/testing/spawn-server.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startClientsProcess } from './support/clients-process.ts';
import { createSessionCookies } from './support/sessions.ts';
import { cpuSecondsOf, percentile, printJson } from './support/stats.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const clientCount = Number(option('clients', '1000'));
const rounds = Number(option('rounds', '3'));
const spreadMs = Number(option('spread', '500'));
const replay = Number(option('replay', '10'));
const touch = process.argv.includes('--touch');
const cpuProfileDir = option('cpu-prof', '');
/** The API's session cache keeps a looked-up session this long (its default). */
const SESSION_CACHE_TTL_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const db = await createBenchDatabase('reconnect');
const server = await spawnServer({
  databaseUrl: db.url,
  nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
});
const clients = startClientsProcess();

/** The newest event id after appending `count` case events. */
async function appendCaseEvents(count: number): Promise<string> {
  let id = 0n;
  for (let n = 0; n < count; n += 1) {
    id = await db.prisma.$transaction((tx) =>
      appendEvent(tx, { type: 'case.changed', caseId: (n % 50) + 1, payload: { n } }),
    );
  }
  return String(id);
}

const postgresCpu = async () => {
  const rows = await db.prisma.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database()`;
  return rows.reduce((sum, { pid }) => {
    try {
      return sum + cpuSecondsOf(pid);
    } catch {
      return sum; // a backend that ended meanwhile
    }
  }, 0);
};

try {
  const cookies = await createSessionCookies(db.prisma, clientCount);
  let lastEventId = await appendCaseEvents(1);
  const opened = await clients.request(
    { type: 'open', url: server.wsUrl, cookies, subscribe: true, lastEventId, client: 'raw' },
    'opened',
  );
  printJson({ bench: 'reconnect-storm', phase: 'subscribed', clients: opened.opened, failed: opened.failed });
  const serverPid = server.process.pid ?? 0;
  const clientsPid = clients.child.pid ?? 0;
  for (let round = 1; round <= rounds; round += 1) {
    if (touch) {
      await db.prisma.$executeRaw`UPDATE "sessions" SET "lastSeenAt" = now() - interval '2 minutes'`;
    }
    await pause(SESSION_CACHE_TTL_MS + 500);
    await clients.request({ type: 'cut' }, 'cut');
    const resumeAfter = lastEventId;
    lastEventId = await appendCaseEvents(replay);
    await pause(500);
    const before = {
      server: cpuSecondsOf(serverPid),
      clients: cpuSecondsOf(clientsPid),
      postgres: await postgresCpu(),
    };
    const load = loadavg()[0];
    const result = await clients.request(
      { type: 'reconnect', lastEventId: resumeAfter, untilEventId: lastEventId, spreadMs },
      'reconnected',
    );
    const perReconnectMs = (seconds: number) =>
      Math.round((seconds * 1000 * 100) / Math.max(1, result.eventMs.length)) / 100;
    printJson({
      bench: 'reconnect-storm',
      round,
      spreadMs,
      replay,
      touch,
      reconnected: result.eventMs.length,
      failed: result.failed,
      eventAgainMs: {
        p50: percentile(result.eventMs, 50),
        p99: percentile(result.eventMs, 99),
        max: Math.round(Math.max(...result.eventMs)),
      },
      cpuMsPerReconnect: {
        api: perReconnectMs(cpuSecondsOf(serverPid) - before.server),
        postgres: perReconnectMs((await postgresCpu()) - before.postgres),
        clients: perReconnectMs(cpuSecondsOf(clientsPid) - before.clients),
      },
      loadAverage: load,
    });
  }
} finally {
  await clients.request({ type: 'close' }, 'closed');
  server.process.kill('SIGTERM');
  await server.exited;
  await db.drop();
}
