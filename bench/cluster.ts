// Cluster benchmark (issue 21): requests/s and p99 of a cheap authenticated query (auth.profile) and of the
// customer view (customers.byNumber, what the customer page loads) through HAProxy in front of 1, 2 and 3 API
// replicas, side by side in one run on the same machine, with the machine's core count and each replica's CPU
// time per request (/proc/<pid>/stat). The replicas are started once (main.ts, as npm run start:cluster does);
// each step runs HAProxy over the first N of them. The clients run in their own process (support/http-load.ts:
// keep-alive connections, one session each). On a machine with C cores the gain stops at about C replicas, less
// the cores that HAProxy, PostgreSQL and the load process use.
//
//   node --import tsx bench/cluster.ts [--seconds=5] [--warmup=1] [--concurrency=50] [--replicas=1,2,3]
// DATABASE_URL set: a scratch database on that server; unset: a throwaway embedded PostgreSQL.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@sappis/db/free-port';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { createTestCustomer } from '@sappis/trpc/testing/fixtures';
import { startHaproxy } from '../apps/api/src/cluster/haproxy.ts';
import { haproxyConfig } from '../apps/api/src/cluster/haproxy-config.ts';
import { type Replica, startReplica } from '../apps/api/src/cluster/replica.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import type { LoadCommand, LoadResult } from './support/http-load.ts';
import { createSessionCookies } from './support/sessions.ts';
import { cpuSecondsOf, printJson } from './support/stats.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(option('seconds', '5'));
const warmupSeconds = Number(option('warmup', '1'));
const concurrency = Number(option('concurrency', '50'));
const replicaCounts = option('replicas', '1,2,3').split(',').map(Number);

const db = await createBenchDatabase('cluster');
const load = fork(fileURLToPath(new URL('./support/http-load.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
});
const replicas: Replica[] = [];
try {
  await ensureReferenceCatalogue(db.prisma);
  const { customer } = await createTestCustomer(db.prisma);
  const cookies = await createSessionCookies(db.prisma, concurrency, 10);
  const queries = {
    'auth.profile': '/trpc/auth.profile',
    'customers.byNumber': `/trpc/customers.byNumber?input=${encodeURIComponent(
      JSON.stringify({ customerNumber: customer.customerNumber }),
    )}`,
  };
  for (let n = 0; n < Math.max(...replicaCounts); n += 1) {
    replicas.push(
      await startReplica({ databaseUrl: db.url, port: 0, env: { LOG_LEVEL: 'warn' }, onLine: () => {} }),
    );
  }

  for (const count of replicaCounts) {
    const serving = replicas.slice(0, count);
    const port = await findFreePort();
    const config = haproxyConfig({
      bind: `127.0.0.1:${port}`,
      backends: {
        kind: 'addresses',
        servers: serving.map((replica) => ({ host: '127.0.0.1', port: replica.port })),
      },
    });
    const haproxy = await startHaproxy({ config, host: '127.0.0.1', port });
    try {
      // Until HAProxy's first health checks have passed, it sends nothing to a replica.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const [procedure, path] of Object.entries(queries)) {
        const cpuBefore = serving.map((replica) => cpuSecondsOf(replica.process.pid ?? 0));
        const result = await new Promise<LoadResult>((resolve) => {
          load.once('message', (reply) => resolve(reply as LoadResult));
          load.send({
            url: `http://127.0.0.1:${port}${path}`,
            cookies,
            concurrency,
            warmupMs: warmupSeconds * 1000,
            durationMs: seconds * 1000,
          } satisfies LoadCommand);
        });
        const cpuMs = serving.map(
          (replica, i) => (cpuSecondsOf(replica.process.pid ?? 0) - cpuBefore[i]!) * 1000,
        );
        const totalCpuMs = cpuMs.reduce((sum, ms) => sum + ms, 0);
        const { allRequests, ...shown } = result;
        printJson({
          bench: 'cluster',
          cores: availableParallelism(),
          replicas: count,
          procedure,
          concurrency,
          ...shown,
          cpuMsPerRequest: Math.round((totalCpuMs / allRequests) * 1000) / 1000,
          replicaCpuShare: cpuMs.map((ms) => Math.round((ms / totalCpuMs) * 100) / 100),
        });
      }
    } finally {
      await haproxy.stop();
    }
  }
} finally {
  load.kill();
  for (const replica of replicas) replica.process.kill('SIGTERM');
  await Promise.all(replicas.map((replica) => replica.exited));
  await db.drop();
}
