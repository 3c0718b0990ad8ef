import { findFreePort } from '@sappis/db/free-port';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { isoDay } from '@sappis/shared';
import { createSession, DEFAULT_SESSION_SETTINGS } from '@sappis/trpc/auth/sessions';
import { toLiveEvent } from '@sappis/trpc/events/event-hub';
import { canSeeEvent } from '@sappis/trpc/events/visibility';
import { createScheduledReturnSlip } from '@sappis/trpc/jobs/testing/scheduled-return-slip';
import { createTestCase } from '@sappis/trpc/testing/fixtures';
import { signInTestUser } from '@sappis/trpc/testing/signed-in';
import { createTestUser } from '@sappis/trpc/testing/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/live-clients.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { newTally, overlappingHolds } from './testing/agents.ts';
import { type LoadAgent, startLoad } from './testing/cluster-load.ts';
import { Subscriber, startAll } from './testing/subscribers.ts';

// Issue 21: three API replicas behind HAProxy on loopback, 1,000 live WebSocket clients (each its own socket)
// and four agents taking case locks and writing messages with request ids. A replica killed with SIGKILL loses
// nothing: every client is connected again within 5 s with every event exactly once and in order (the events
// table says which), no retried operation acts twice, no lock has two holders or is lost, and each due follow-up
// runs once. A replica stopped with SIGTERM drains without one failed request.
const SUBSCRIBERS = 1000;
const SESSIONS_PER_USER = 100;
const RECONNECT_LIMIT_MS = 5000;
// Bounds of the whole file well under 90 s on an otherwise idle 2-core machine; SAPPIS_SLOW_MACHINE=<factor>
// stretches them on a machine shared with other work (the limits of the assertions stay).
const SLOWNESS = Number(process.env.SAPPIS_SLOW_MACHINE ?? 1);
const SETUP_LIMIT_MS = 45_000 * SLOWNESS;

let db: TestDatabase;
let cluster: Cluster | undefined;
let since: string;
const subscribers: Subscriber[] = [];
const subscriberUserIds = new Set<number>();
const agents: LoadAgent[] = [];
let cases: { id: number; number: number }[];
let returnSlips: { agreementId: number }[];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? 0;

/** Sessions of SAPPIS users for the subscribers, SESSIONS_PER_USER each (a user's tabs). */
async function subscriberSessions(): Promise<string[]> {
  const cookies: string[] = [];
  for (let n = 0; n < SUBSCRIBERS / SESSIONS_PER_USER; n += 1) {
    const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    subscriberUserIds.add(user.id);
    const sessions = await Promise.all(
      Array.from({ length: SESSIONS_PER_USER }, () =>
        createSession(db.prisma, { userId: user.id, now: new Date(), settings: DEFAULT_SESSION_SETTINGS }),
      ),
    );
    cookies.push(...sessions.map(({ token }) => `sappis_session=${token}`));
  }
  return cookies;
}

/** The agents, their two shared cases, and two return slips planned for a later day (made due in the kill run). */
async function agentFixtures(): Promise<void> {
  await ensureReferenceCatalogue(db.prisma);
  cases = await Promise.all([createTestCase(db.prisma), createTestCase(db.prisma)]);
  for (let n = 0; n < 4; n += 1) {
    const { user, cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    agents.push({ id: user.id, cookie });
  }
  const planner = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
  returnSlips = [];
  for (let n = 0; n < 2; n += 1) {
    const { agreement } = await createScheduledReturnSlip(db.prisma, planner);
    returnSlips.push({ agreementId: agreement.id });
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await findFreePort();
  // The replicas start (the slow part) while the fixtures are made.
  const [started, cookies] = await Promise.all([
    startCluster({
      databaseUrl: db.url,
      replicas: 3,
      host: '127.0.0.1',
      port,
      env: { LOG_LEVEL: 'warn' },
      onLine: () => {},
    }),
    subscriberSessions(),
    agentFixtures(),
  ]);
  cluster = started;
  since = String((await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);
  for (const cookie of cookies)
    subscribers.push(new Subscriber(`ws://127.0.0.1:${port}/trpc`, cookie, since));
  await startAll(subscribers);
}, SETUP_LIMIT_MS);

afterAll(async () => {
  for (const subscriber of subscribers) subscriber.stop();
  await cluster?.stop();
  await db?.drop();
});

/** The case events each subscriber may see after `since`, by the events table (the subscription's own rule). */
async function expectedEventIds(): Promise<string[]> {
  const rows = await db.prisma.event.findMany({
    where: { id: { gt: BigInt(since) } },
    orderBy: { id: 'asc' },
  });
  const viewer = { id: [...subscriberUserIds][0]!, groups: ['SAPPIS'] };
  const ids: string[] = [];
  for (const row of rows) {
    const event = toLiveEvent({
      ...row,
      id: String(row.id),
      payload: row.payload as Record<string, unknown>,
    });
    if (event.caseId !== null && (await canSeeEvent(db.prisma, viewer, event))) ids.push(event.id);
  }
  return ids;
}

/** Waits until every subscriber has as many events as the table holds, then counts those that differ. */
async function subscribersDifferingFromTable(): Promise<{ expected: string[]; differing: number }> {
  const expected = await expectedEventIds();
  await expect
    .poll(() => subscribers.filter((s) => s.ids.length < expected.length).length, { timeout: 20_000 })
    .toBe(0);
  const differing = subscribers.filter(
    (s) => s.ids.length !== expected.length || s.ids.some((id, i) => id !== expected[i]),
  ).length;
  return { expected, differing };
}

describe.sequential('a cluster of three API replicas behind HAProxy', () => {
  it(
    'loses nothing when a replica is killed (SIGKILL) under load',
    async () => {
      const running = cluster!;
      const tally = newTally();
      const load = startLoad({ prisma: db.prisma, baseUrl: running.url, agents, cases, tally });
      await pause(1500);

      const victim = running.replicas[1]!;
      const killedAt = performance.now();
      victim.process.kill('SIGKILL');
      await victim.exited;
      // The supervisor starts it again; meanwhile its return slips become due, which its start runs (once).
      await db.prisma.scheduledFollowUp.updateMany({
        where: { agreementId: { in: returnSlips.map((slip) => slip.agreementId) } },
        data: { runOn: new Date(`${isoDay()}T00:00:00Z`) },
      });
      const restarted = running.restart(1);

      await pause(300);
      await expect
        .poll(() => subscribers.filter((s) => !s.connected).length, {
          timeout: RECONNECT_LIMIT_MS,
          interval: 50,
        })
        .toBe(0);
      const reconnectMs = subscribers
        .map((s) => s.startedAt.find((at) => at > killedAt))
        .filter((at): at is number => at !== undefined)
        .map((at) => at - killedAt);
      expect(reconnectMs.length).toBeGreaterThan(0);
      expect(Math.max(...reconnectMs)).toBeLessThan(RECONNECT_LIMIT_MS);

      await restarted;
      await expect
        .poll(
          () =>
            db.prisma.scheduledFollowUp.count({
              where: { agreementId: { in: returnSlips.map((slip) => slip.agreementId) }, doneAt: null },
            }),
          { timeout: 20_000, interval: 200 },
        )
        .toBe(0);
      await load.stop();
      expect(load.errors).toEqual([]);

      // Each due follow-up ran once: one slip fee row per return.
      for (const slip of returnSlips) {
        expect(
          await db.prisma.agreementRow.count({
            where: { agreementId: slip.agreementId, productNumber: 'FRAKTRETUR' },
          }),
        ).toBe(1);
      }
      // No message written twice: one per request id, retried or not.
      const messages = await db.prisma.userMessage.findMany({
        where: { senderId: { in: agents.map((agent) => agent.id) } },
        select: { message: true },
      });
      const requestIdsInMessages = messages.map((m) => m.message.split(': ')[1]);
      expect(new Set(requestIdsInMessages).size).toBe(messages.length);
      expect(new Set(requestIdsInMessages)).toEqual(tally.messageRequestIds);
      // No lock with two holders, none lost while held, none left behind.
      expect(overlappingHolds(tally)).toBe(0);
      expect(tally.locksLost).toBe(0);
      expect(await db.prisma.caseLock.count({ where: { caseId: { in: cases.map((c) => c.id) } } })).toBe(0);

      const { expected, differing } = await subscribersDifferingFromTable();
      expect(differing).toBe(0);
      console.info(
        JSON.stringify({
          run: 'kill -9',
          subscribers: subscribers.length,
          reconnected: reconnectMs.length,
          reconnectMaxMs: Math.round(Math.max(...reconnectMs)),
          reconnectP99Ms: Math.round(percentile(reconnectMs, 99)),
          eventsChecked: expected.length * subscribers.length,
          messages: messages.length,
          lockRounds: [...tally.holds.values()].reduce((sum, holds) => sum + holds.length, 0),
          operationsRetried: tally.retried,
          doubleEffects: messages.length - tally.messageRequestIds.size,
        }),
      );
    },
    25_000 * SLOWNESS,
  );

  // The drain (issue 21 item 3): readiness false before the replica stops accepting, WebSocket clients told to
  // reconnect now, in-flight requests finished. Without it about 100 requests failed here (HAProxy 502s).
  it(
    'drains a replica stopped with SIGTERM without a failed request',
    async () => {
      const running = cluster!;
      // HAProxy takes the restarted replica back after two good health checks.
      await pause(2500);
      const tally = newTally();
      const load = startLoad({ prisma: db.prisma, baseUrl: running.url, agents, cases, tally });
      await pause(1000);
      const stoppedAt = performance.now();
      const drained = running.replicas[0]!;
      drained.process.kill('SIGTERM');
      expect(await drained.exited).toBe(0);
      await pause(1000);
      await load.stop();

      expect(load.errors).toEqual([]);
      expect(tally.retried).toBe(0);
      await expect
        .poll(() => subscribers.every((s) => s.connected), { timeout: RECONNECT_LIMIT_MS, interval: 50 })
        .toBe(true);
      const { expected, differing } = await subscribersDifferingFromTable();
      expect(differing).toBe(0);
      const reconnectMs = subscribers
        .map((s) => s.startedAt.find((at) => at > stoppedAt))
        .filter((at): at is number => at !== undefined)
        .map((at) => at - stoppedAt);
      console.info(
        JSON.stringify({
          run: 'SIGTERM drain',
          reconnected: reconnectMs.length,
          reconnectMaxMs: Math.round(Math.max(...reconnectMs)),
          eventsChecked: expected.length * subscribers.length,
          failedRequests: tally.retried,
        }),
      );
    },
    15_000 * SLOWNESS,
  );
});
