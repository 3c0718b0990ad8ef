// The customer view's server CPU per request (issue 28: ≤ 2 ms): GET /trpc/customers.byNumber over HTTP against
// one API process (apps/api/src/testing/child-server.ts), signed in, from --concurrency keep-alive clients in this
// process. The API's CPU time (user + system, /proc/<pid>/stat) over the measured requests divided by their count;
// CPU time is what other load on the machine distorts least (wall times are reported too).
// Datasets: the demo data (every demo customer in turn, then the customer with 20 agreements and 400 rows of
// packages/trpc/src/testing/bench-customer.ts alone), then the same with the scale seed added (--scale-customers, 0 skips it).
//
//   node --import tsx bench/customer-view-cpu.ts [--requests=1000] [--warmup=200] [--concurrency=4]
//     [--scale-customers=20000] [--cpu-prof=<dir>] (the API's CPU profile, written when it exits)
// DATABASE_URL set: a scratch database on that server; unset: a throwaway embedded PostgreSQL.
import http from 'node:http';
import { loadavg } from 'node:os';
import { seedDemo, seedScale } from '@sappis/db/seed/index';
import { hashPassword } from '@sappis/trpc/auth/password';
import { BENCH_CUSTOMER_NUMBER, ensureBenchCustomer } from '@sappis/trpc/testing/bench-customer';
import { spawnServer } from '../apps/api/src/testing/spawn-server.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { createSessionCookies } from './support/sessions.ts';
import { cpuSecondsOf, percentile, printJson } from './support/stats.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const requests = Number(option('requests', '1000'));
const warmup = Number(option('warmup', '200'));
const concurrency = Number(option('concurrency', '4'));
const scaleCustomers = Number(option('scale-customers', '20000'));
const cpuProfileDir = option('cpu-prof', '');

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** GETs the path; resolves with the status and the body's length in bytes. */
function get(agent: http.Agent, port: number, path: string, cookie: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const viewPath = (customerNumber: number) =>
  `/trpc/customers.byNumber?input=${encodeURIComponent(JSON.stringify({ customerNumber }))}`;

/** `count` requests from `concurrency` clients, customers in turn; the API's CPU over them. */
async function measure(port: number, pid: number, cookie: string, customers: number[], count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  const client = async () => {
    while (next < count) {
      const path = viewPath(customers[next % customers.length]!);
      next += 1;
      const started = performance.now();
      const answer = await get(agent, port, path, cookie);
      if (answer.status !== 200) throw new Error(`customers.byNumber answered ${answer.status}`);
      latencies.push(performance.now() - started);
      bytes += answer.bytes;
    }
  };
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const wallMs = performance.now() - started;
  const cpuMs = (cpuSecondsOf(pid) - cpuBefore) * 1000;
  agent.destroy();
  return {
    requests: count,
    distinctCustomers: customers.length,
    apiCpuMsPerRequest: round(cpuMs / count, 2),
    requestsPerSecond: Math.round(count / (wallMs / 1000)),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    kilobytesPerAnswer: round(bytes / count / 1000),
  };
}

const db = await createBenchDatabase('customer_view_cpu');
try {
  await seedDemo(db.prisma, { hashPassword });
  await ensureBenchCustomer(db.prisma);
  const demoCustomers = (
    await db.prisma.customer.findMany({
      where: { mergedIntoCustomerNumber: null, customerNumber: { lt: BENCH_CUSTOMER_NUMBER } },
      select: { customerNumber: true },
      orderBy: { customerNumber: 'asc' },
    })
  ).map((customer) => customer.customerNumber);
  const [cookie] = await createSessionCookies(db.prisma, 1);
  const api = await spawnServer({
    databaseUrl: db.url,
    nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  });
  try {
    const pid = api.process.pid ?? 0;
    const run = async (dataset: string) => {
      for (const [customers, label] of [
        [demoCustomers, 'every demo customer'],
        [[BENCH_CUSTOMER_NUMBER], '20 agreements × 20 rows'],
      ] as const) {
        await measure(api.port, pid, cookie!, [...customers], warmup);
        printJson({
          bench: 'customer-view-cpu',
          dataset,
          customers: label,
          concurrency,
          loadAverage: loadavg().map((load) => round(load)),
          ...(await measure(api.port, pid, cookie!, [...customers], requests)),
        });
      }
    };
    await run('demo');
    if (scaleCustomers > 0) {
      await seedScale(db.url, { customers: scaleCustomers, cases: scaleCustomers });
      await run('demo + scale');
    }
  } finally {
    api.process.kill('SIGTERM');
    await api.exited;
  }
} finally {
  await db.drop();
}
