// Event latency benchmark (issue 3, "Benchmarks"): commit-to-client latency of an event with 2,000
// subscribed WebSocket clients. The API runs in one process, the clients in another, the producer
// (this process) commits events with appendEvent and notes when each commit returned.
// Target on the 2-core machine: p50 <= 20 ms, p99 <= 100 ms.
//
//   node --import tsx bench/event-latency.ts [--clients=2000] [--events=200] [--rate=10] [--client=trpc|raw]
// --client=raw: the clients speak tRPC's WebSocket protocol on bare sockets instead of running the tRPC
// client (see support/ws-clients.ts): the clients' process then takes less of the 2 cores.
// DATABASE_URL set: a scratch database on that server; unset: a throwaway embedded PostgreSQL.

import os from 'node:os';
import { appendEvent } from '@sappis/trpc/events/append-event';
import { spawnServer } from '../apps/api/src/testing/spawn-server.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startClientsProcess } from './support/clients-process.ts';
import { createSessionCookies } from './support/sessions.ts';
import { cpuSecondsOf, epochMs, percentile, printJson } from './support/stats.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const clientCount = arg('clients', 2000);
const eventCount = arg('events', 200);
const rate = arg('rate', 10);
const clientKind = process.argv.includes('--client=raw') ? 'raw' : 'trpc';

const db = await createBenchDatabase('latency');
const server = await spawnServer({ databaseUrl: db.url });
const clients = startClientsProcess();
try {
  const cookies = await createSessionCookies(db.prisma, clientCount);
  const newest = await db.prisma.event.aggregate({ _max: { id: true } });
  const opened = await clients.request(
    {
      type: 'open',
      url: server.wsUrl,
      cookies,
      subscribe: true,
      lastEventId: String(newest._max.id ?? 0n),
      client: clientKind,
    },
    'opened',
  );
  printJson({
    bench: 'event-latency',
    phase: 'subscribed',
    client: clientKind,
    clients: opened.opened,
    failed: opened.failed,
  });

  const serverPid = server.process.pid ?? 0;
  const clientsPid = clients.child.pid ?? 0;
  const cpuBefore = { server: cpuSecondsOf(serverPid), clients: cpuSecondsOf(clientsPid) };
  const committedAt = new Map<string, number>();
  const startedAt = new Map<string, number>();
  const interval = 1000 / rate;
  const begin = performance.now();
  for (let n = 0; n < eventCount; n += 1) {
    const wait = begin + n * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = epochMs();
    const id = await db.prisma.$transaction((tx) =>
      appendEvent(tx, { type: 'case.locked', caseId: (n % 50) + 1, payload: { n } }),
    );
    committedAt.set(String(id), epochMs());
    startedAt.set(String(id), started);
  }
  const producingSeconds = (performance.now() - begin) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const cpu = {
    serverSeconds: Math.round((cpuSecondsOf(serverPid) - cpuBefore.server) * 100) / 100,
    clientsSeconds: Math.round((cpuSecondsOf(clientsPid) - cpuBefore.clients) * 100) / 100,
  };

  const { arrivals } = await clients.request({ type: 'report' }, 'report');
  const fromCommit: number[] = [];
  const fromStart: number[] = [];
  const fanOut: number[] = [];
  let missing = 0;
  for (const [id, committed] of committedAt) {
    const times = arrivals[id] ?? [];
    if (times.length > 0) fanOut.push(Math.max(...times) - Math.min(...times));
    missing += opened.opened - times.length;
    const started = startedAt.get(id) ?? committed;
    for (const at of times) {
      fromCommit.push(at - committed);
      fromStart.push(at - started);
    }
  }
  printJson({
    bench: 'event-latency',
    client: clientKind,
    clients: opened.opened,
    events: committedAt.size,
    ratePerSecond: rate,
    deliveries: fromCommit.length,
    missing,
    commitToClientMs: {
      p50: percentile(fromCommit, 50),
      p90: percentile(fromCommit, 90),
      p99: percentile(fromCommit, 99),
      max: percentile(fromCommit, 100),
    },
    transactionStartToClientMs: { p50: percentile(fromStart, 50), p99: percentile(fromStart, 99) },
    firstToLastClientMs: { p50: percentile(fanOut, 50), max: percentile(fanOut, 100) },
    cpu: { ...cpu, producingSeconds: Math.round(producingSeconds * 10) / 10 },
    loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
    target: { p50: 20, p99: 100 },
  });
} finally {
  await clients.request({ type: 'close' }, 'closed');
  server.process.kill('SIGTERM');
  await server.exited;
  await db.drop();
}
