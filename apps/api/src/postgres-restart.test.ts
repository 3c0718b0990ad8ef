import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPrismaClient, type PrismaClient } from '@sappis/db';
import { ensureDatabase, withAdminClient } from '@sappis/db/admin';
import { type EmbeddedServer, startEmbeddedServer } from '@sappis/db/embedded-server';
import { migrateDeploy } from '@sappis/db/migrate';
import { LIST_EVENT_TYPES } from '@sappis/trpc/case-locks/on-list-changed';
import { OVERLOADED_MESSAGE } from '@sappis/trpc/database-unavailable';
import { appendEvent } from '@sappis/trpc/events/append-event';
import { EVENT_HUB_APPLICATION_NAME } from '@sappis/trpc/events/event-hub';
import { createTestCase } from '@sappis/trpc/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectListChanges,
  createSignedInUser,
  type EventCollector,
  idsOf,
} from './testing/live-clients.ts';
import { type SpawnedProcess, spawnMain } from './testing/spawn-server.ts';

// Issue 27: PostgreSQL (here the embedded server, on its own data directory) is stopped and started again under
// load. Two API processes must recover on their own: their LISTEN connections come back, every committed event
// reaches every subscriber once and in order, and a request during the outage is answered 503 (Retry-After, the
// Swedish 'försök igen'), never 500; a mutation retried with its request id then acts exactly once.

const SUBSCRIBERS_PER_PROCESS = 5;
const WORKERS_PER_PROCESS = 3;
/** How long the database stays down: long enough for every worker to meet the outage several times. */
const OUTAGE_MS = 1_500;

let dataRoot: string;
let postgres: EmbeddedServer | undefined;
let prisma: PrismaClient;
const processes: (SpawnedProcess & { url: string })[] = [];
const collectors: EventCollector[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'sappis-restart-'));
  await chmod(dataRoot, 0o755); // as root the server runs as `postgres`, which must reach its data directory
  postgres = await startEmbeddedServer({ dataDir: path.join(dataRoot, 'data'), durable: true });
}, 120_000);

afterAll(async () => {
  await Promise.all(collectors.map((collector) => collector.stop()));
  for (const spawned of processes) spawned.process.kill('SIGKILL');
  await Promise.all(processes.map((spawned) => spawned.exited));
  await prisma?.$disconnect();
  await postgres?.stop();
  await rm(dataRoot, { recursive: true, force: true });
}, 120_000);

interface Answer {
  status: number;
  retryAfter: string | null;
  userMessage: string | undefined;
}

/** One tRPC call over HTTP, as the browser's batch link sends it (single call). */
async function call(
  url: string,
  cookie: string,
  type: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
): Promise<Answer> {
  const response =
    type === 'query'
      ? await fetch(`${url}/trpc/${procedure}`, { headers: { cookie } })
      : await fetch(`${url}/trpc/${procedure}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  const body = (await response.json()) as { error?: { data?: { userMessage?: string } } };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    userMessage: body.error?.data?.userMessage,
  };
}

describe('PostgreSQL restart under load', () => {
  it('every process recovers by itself, no event is lost, and the outage is answered 503, never 500', async () => {
    const server = postgres as EmbeddedServer;
    const serverUrl = `postgresql://postgres:postgres@127.0.0.1:${server.port}`;
    await withAdminClient(`${serverUrl}/postgres`, (client) => ensureDatabase(client, 'sappis'));
    const url = `${serverUrl}/sappis`;
    await migrateDeploy(url);
    prisma = createPrismaClient(url);

    for (let index = 0; index < 2; index += 1) {
      processes.push(await spawnMain({ DATABASE_URL: url, SAPPIS_PREPARE_DB: '0', SAPPIS_DEMO_DATA: '0' }));
    }
    const pids = processes.map((spawned) => spawned.process.pid);
    const item = await createTestCase(prisma);
    const recipient = await createSignedInUser(prisma, ['SAPPIS']);
    const since = String((await prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);

    // Subscribers on both processes, from the same starting point.
    const subscriptionErrors: unknown[] = [];
    for (const spawned of processes) {
      const wsUrl = `${spawned.url.replace('http:', 'ws:')}/trpc`;
      for (let index = 0; index < SUBSCRIBERS_PER_PROCESS; index += 1) {
        const { cookie } = await createSignedInUser(prisma, ['SAPPIS']);
        collectors.push(
          collectListChanges({
            url: () => wsUrl,
            cookie,
            lastEventId: since,
            onError: (error) => subscriptionErrors.push(error),
          }),
        );
      }
    }

    // A writer outside the API: every case event it gets an id for is committed.
    const acknowledged: string[] = [];
    let running = true;
    const writer = (async () => {
      let n = 0;
      while (running) {
        n += 1;
        try {
          const id = await prisma.$transaction((tx) =>
            appendEvent(tx, { type: 'case.locked', caseId: item.id, payload: { n } }),
          );
          acknowledged.push(String(id));
        } catch {
          // the database is down: try again shortly
        }
        await pause(10);
      }
    })();

    // Agents on both processes: the bell's query and the case list (retried by their next round), and messages
    // sent with a request id, retried on 503 with the same id like the web client does.
    const answers: (Answer & { at: number; procedure: string })[] = [];
    const record = async (procedure: string, answer: Promise<Answer>) => {
      const settled = await answer;
      answers.push({ ...settled, at: Date.now(), procedure });
      return settled;
    };
    const sentRequestIds: string[] = [];
    const readers = processes.flatMap((spawned) =>
      Array.from({ length: WORKERS_PER_PROCESS }, async () => {
        const { cookie } = await createSignedInUser(prisma, ['SAPPIS']);
        while (running) {
          await record('messages.latest', call(spawned.url, cookie, 'query', 'messages.latest'));
          await record(
            'cases.search',
            call(spawned.url, cookie, 'query', `cases.search?input=${encodeURIComponent('{}')}`),
          );
          await pause(20);
        }
      }),
    );
    const senders = processes.flatMap((spawned) =>
      Array.from({ length: WORKERS_PER_PROCESS }, async () => {
        const { cookie } = await createSignedInUser(prisma, ['SAPPIS']);
        while (running) {
          const requestId = randomUUID();
          const input = {
            requestId,
            caseNumber: item.number,
            recipientUserId: recipient.user.id,
            message: 'Återkom till kunden om fakturan, tack!',
          };
          while (
            (await record('messages.send', call(spawned.url, cookie, 'mutation', 'messages.send', input)))
              .status === 503
          ) {
            await pause(100);
          }
          sentRequestIds.push(requestId);
        }
      }),
    );

    await pause(1_500);
    const connections = await withAdminClient(`${serverUrl}/postgres`, async (client) => {
      const { rows } = await client.query<{ application_name: string; count: number }>(
        `SELECT application_name, count(*)::int AS count FROM pg_stat_activity
         WHERE datname = 'sappis' GROUP BY application_name ORDER BY application_name`,
      );
      return rows;
    });

    const acknowledgedBeforeStop = acknowledged.length;
    // A session made now, for probing the processes when the database is back.
    const { cookie } = await createSignedInUser(prisma, ['SAPPIS']);
    const stopAt = Date.now();
    await server.stop();
    const downAt = Date.now();
    await pause(OUTAGE_MS);
    postgres = await startEmbeddedServer({
      dataDir: path.join(dataRoot, 'data'),
      durable: true,
      port: server.port,
    });
    const upAt = Date.now();

    // Each process serves again without being restarted: /health, then a procedure through its pools.
    const recoveredAt = await Promise.all(
      processes.map(async (spawned) => {
        for (;;) {
          const health = await fetch(`${spawned.url}/health`).catch(() => undefined);
          if (health?.status === 200) {
            const answer = await call(spawned.url, cookie, 'query', 'messages.latest');
            if (answer.status === 200) return Date.now();
          }
          await pause(50);
        }
      }),
    );
    // Both LISTEN connections are back.
    await expect
      .poll(
        () =>
          withAdminClient(`${serverUrl}/postgres`, async (client) => {
            const { rows } = await client.query<{ count: number }>(
              `SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1`,
              [EVENT_HUB_APPLICATION_NAME],
            );
            return rows[0]?.count;
          }),
        { timeout: 10_000 },
      )
      .toBe(2);
    const listenBackAt = Date.now();
    // An event written after the restart reaches every subscriber.
    const firstAfter = await prisma.$transaction((tx) =>
      appendEvent(tx, { type: 'case.locked', caseId: item.id, payload: { after: true } }),
    );
    const firstAfterAt = Date.now();
    await expect
      .poll(() => collectors.every((collector) => idsOf(collector.events).includes(String(firstAfter))), {
        timeout: 15_000,
      })
      .toBe(true);
    const eventsBackAt = Date.now();

    await pause(1_000);
    running = false;
    await Promise.all([writer, ...readers, ...senders]);

    // The truth: every lock change committed since the start, whoever wrote it.
    const committed = (
      await prisma.event.findMany({
        where: { id: { gt: BigInt(since) }, type: { in: [...LIST_EVENT_TYPES] }, userId: null },
        select: { id: true },
        orderBy: { id: 'asc' },
      })
    ).map((row) => String(row.id));
    expect(committed).toEqual(expect.arrayContaining(acknowledged));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && collectors.some((c) => idsOf(c.events).length < committed.length)) {
      await pause(100);
    }
    await pause(200);
    for (const collector of collectors) {
      const received = idsOf(collector.events);
      const missing = committed.filter((id) => !received.includes(id));
      if (missing.length > 0) {
        const rows = await prisma.event.findMany({ where: { id: { in: missing.map(BigInt) } } });
        console.error(
          'missing',
          collectors.indexOf(collector),
          JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
          'received',
          received.join(','),
        );
      }
    }
    for (const collector of collectors) expect(idsOf(collector.events)).toEqual(committed);
    expect(subscriptionErrors).toEqual([]);

    // The outage was met, and answered as retryable: 503 with Retry-After and the Swedish text, never anything else.
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toBe('2');
      expect(answer.userMessage).toBe(OVERLOADED_MESSAGE);
    }
    // Each message acted once, whatever the retries.
    expect(await prisma.userMessage.count({ where: { userId: recipient.user.id } })).toBe(
      sentRequestIds.length,
    );

    // Still the same processes.
    for (const [index, spawned] of processes.entries()) {
      expect(spawned.process.pid).toBe(pids[index]);
      expect(spawned.process.exitCode).toBeNull();
    }

    console.info(
      JSON.stringify({
        connectionsUnderLoad: connections,
        stopMs: downAt - stopAt,
        downMs: upAt - downAt,
        recoveryMsAfterUp: recoveredAt.map((at) => at - upAt),
        listenBackMsAfterUp: listenBackAt - upAt,
        eventsBackMsAfterUp: eventsBackAt - upAt,
        deliveryAfterCommitMs: eventsBackAt - firstAfterAt,
        eventAfterUpCommittedMs: firstAfterAt - upAt,
        eventsChecked: committed.length,
        eventsAcknowledgedBeforeStop: acknowledgedBeforeStop,
        subscribers: collectors.length,
        answers: answers.length,
        unavailable: unavailable.length,
        byProcedure: Object.fromEntries(
          ['messages.latest', 'cases.search', 'messages.send'].map((procedure) => [
            procedure,
            unavailable.filter((answer) => answer.procedure === procedure).length,
          ]),
        ),
      }),
    );
  }, 180_000);
});
