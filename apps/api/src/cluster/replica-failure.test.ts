import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findFreePort } from '@sappis/db/free-port';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { isoDay } from '@sappis/shared';
import { createSession, DEFAULT_SESSION_SETTINGS } from '@sappis/trpc/auth/sessions';
import { LIST_EVENT_TYPES } from '@sappis/trpc/case-locks/on-list-changed';
import { toLiveEvent } from '@sappis/trpc/events/event-hub';
import { canSeeEvent } from '@sappis/trpc/events/visibility';
import { createScheduledReturnSlip } from '@sappis/trpc/jobs/testing/scheduled-return-slip';
import { createTestCase } from '@sappis/trpc/testing/fixtures';
import { signInTestUser } from '@sappis/trpc/testing/signed-in';
import { createTestUser } from '@sappis/trpc/testing/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/live-clients.ts';
import { newTally, overlappingHolds } from './testing/agents.ts';
import { type LoadAgent, startLoad } from './testing/cluster-load.ts';
import { type ClusterStarter, runClusterStarter } from './testing/cluster-starter.ts';
import { readSuccessRate, startReads } from './testing/reads.ts';
import { Subscriber, startAll } from './testing/subscribers.ts';

// Issues 21 and 27: `npm run start:cluster -- --replicas 3` as an operator runs it (the real starter and its
// supervisor), 1,000 live WebSocket clients (each its own socket, reconnecting by the web app's own policy) and
// four agents taking case locks and writing messages with request ids, readers querying through HAProxy. One
// replica killed with SIGKILL and another stopped with SIGTERM: the starter starts both again, HAProxy answers
// throughout, every client has an event again within 5 s of its disconnect, with every event exactly once and in
// order (the events table says which), reads succeed, no operation acts twice, no 500, no lock has two holders or
// is lost, and each due follow-up runs once. A rolling restart (SIGHUP to the starter) replaces all three without
// one failed request.
const SUBSCRIBERS = 1000;
const SESSIONS_PER_USER = 100;
const READERS = 4;
// Issue 27's bound: every client has an event again within 5 s of its disconnect. On an idle 2-core machine the worst
// client is back after 1.4–1.7 s (kill -9 + SIGTERM, and the rolling restart); each scenario also prints where each
// gap went (the policy's wait, the /health/live probe, the socket, the subscription's start, the first event, and how
// late this process's own event loop ran). The run is meant for a machine not busy with other work: run alone after
// the other tests (npm run test:unit), on a loaded machine set SAPPIS_SLOW_MACHINE for the start-up waits only.
const EVENT_AGAIN_LIMIT_MS = 5_000;
// Starting an API process takes about 5 s on an idle 2-core machine and over 30 s on a loaded one;
// SAPPIS_SLOW_MACHINE=<factor> stretches the waits for them (the limits of the assertions stay).
const SLOWNESS = Number(process.env.SAPPIS_SLOW_MACHINE ?? 1);
const SETUP_LIMIT_MS = 60_000 * SLOWNESS;
const REPLICA_START_LIMIT_MS = 45_000 * SLOWNESS;

// How late the test process's own event loop ran (1,000 sockets in one process): the harness's share of a gap.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

let db: TestDatabase;
let port: number;
let starter: ClusterStarter | undefined;
let since: string;
const subscribers: Subscriber[] = [];
const subscriberUserIds = new Set<number>();
let readerCookies: string[];
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
  port = await findFreePort();
  // The starter and its replicas start (the slow part) while the fixtures are made.
  starter = runClusterStarter({ databaseUrl: db.url, port, replicas: 3 });
  const [cookies] = await Promise.all([subscriberSessions(), agentFixtures(), starter.ready]);
  readerCookies = cookies.slice(0, READERS);
  since = String((await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);
  for (const cookie of cookies)
    subscribers.push(new Subscriber(`ws://127.0.0.1:${port}/trpc`, cookie, since));
  await startAll(subscribers);
}, SETUP_LIMIT_MS);

afterAll(async () => {
  for (const subscriber of subscribers) subscriber.stop();
  await starter?.stop();
  await db?.drop();
});

/** The lock and viewer changes each subscriber may see after `since`, by the events table (the subscription's own rule). */
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
    if (LIST_EVENT_TYPES.has(event.type) && (await canSeeEvent(db.prisma, viewer, event))) ids.push(event.id);
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

/** The load of a run: agents (retrying 502/503/504 with the same request id) and readers (not retrying). */
function startRun() {
  const startedAt = performance.now();
  for (const subscriber of subscribers) subscriber.measureFrom(startedAt);
  const tally = newTally();
  const load = startLoad({ prisma: db.prisma, baseUrl: `http://127.0.0.1:${port}`, agents, cases, tally });
  const reads = startReads({ baseUrl: `http://127.0.0.1:${port}`, cookies: readerCookies, readers: READERS });
  return {
    tally,
    reads: reads.tally,
    async stop() {
      await Promise.all([load.stop(), reads.stop()]);
      return load.errors;
    },
  };
}

/** Every subscriber cut off since `from` has an event again; the gaps from disconnect to event. */
async function eventGapsSince(gapsBefore: number[]): Promise<number[]> {
  const waiting = () => subscribers.filter((s) => s.disconnectedAt !== undefined);
  await expect
    .poll(() => waiting().length, { timeout: 20_000 })
    .toBe(0)
    .catch((error: unknown) => {
      // What the clients still waiting were doing, and the starter's last words, for the failure's reader.
      console.info({ waiting: waiting().length, connected: waiting().filter((s) => s.connected).length });
      console.info(starter?.lines.slice(-40).join('\n'));
      throw error;
    });
  return subscribers.flatMap((s, i) => s.eventGapsMs.slice(gapsBefore[i]));
}

const spread = (values: number[]) => ({
  p50: Math.round(percentile(values, 50)),
  p99: Math.round(percentile(values, 99)),
  max: Math.round(Math.max(0, ...values)),
});

const figures = (gaps: number[], phasesBefore: number[]) => {
  const phases = subscribers.flatMap((s, i) => s.phases.slice(phasesBefore[i]));
  const phase = (name: 'firstAttempt' | 'probed' | 'opened' | 'started' | 'event') =>
    spread(phases.flatMap((p) => (p[name] === undefined ? [] : [p[name]])));
  return {
    clientsCutOff: gaps.length,
    eventAgainMaxMs: Math.round(Math.max(0, ...gaps)),
    eventAgainP99Ms: Math.round(percentile(gaps, 99)),
    eventAgainP50Ms: Math.round(percentile(gaps, 50)),
    phasesMs: {
      closeCodes: Object.fromEntries(
        [...new Set(phases.map((p) => p.closeCode))].map((c) => [
          c,
          phases.filter((p) => p.closeCode === c).length,
        ]),
      ),
      attempts: spread(phases.map((p) => p.attempts)),
      firstAttempt: phase('firstAttempt'),
      probed: phase('probed'),
      opened: phase('opened'),
      started: phase('started'),
      event: phase('event'),
    },
    harnessLoopDelayMs: {
      p99: Math.round(loopDelay.percentile(99) / 1e6),
      max: Math.round(loopDelay.max / 1e6),
    },
  };
};

describe.sequential('a cluster of three API replicas behind HAProxy, run by the starter', () => {
  it(
    'heals itself when one replica is killed (SIGKILL) and another stopped (SIGTERM) under load',
    async () => {
      const running = starter!;
      const haproxy = running.haproxyPids();
      const gapsBefore = subscribers.map((s) => s.eventGapsMs.length);
      const phasesBefore = subscribers.map((s) => s.phases.length);
      loopDelay.reset();
      const run = startRun();
      await pause(1500);

      const [killed, stopped] = running.replicaPids();
      const routedBefore = running.replicasRoutedIn();
      process.kill(killed!, 'SIGKILL');
      // Its return slips become due meanwhile, which a replica's job worker runs (once).
      await db.prisma.scheduledFollowUp.updateMany({
        where: { agreementId: { in: returnSlips.map((slip) => slip.agreementId) } },
        data: { runOn: new Date(`${isoDay()}T00:00:00Z`) },
      });
      await expect
        .poll(running.replicasRoutedIn, { timeout: REPLICA_START_LIMIT_MS, interval: 200 })
        .toBe(routedBefore + 1);
      process.kill(stopped!, 'SIGTERM');
      await expect
        .poll(running.replicasRoutedIn, { timeout: REPLICA_START_LIMIT_MS, interval: 200 })
        .toBe(routedBefore + 2);

      const gaps = await eventGapsSince(gapsBefore);
      await expect
        .poll(
          () =>
            db.prisma.scheduledFollowUp.count({
              where: { agreementId: { in: returnSlips.map((slip) => slip.agreementId) }, doneAt: null },
            }),
          { timeout: 20_000, interval: 200 },
        )
        .toBe(0);
      const errors = await run.stop();
      // The figures first, so a failed run reports them too.
      console.info(
        JSON.stringify({
          run: 'kill -9 one, SIGTERM another',
          ...figures(gaps, phasesBefore),
          reads: Object.fromEntries(run.reads.byStatus),
          readsUnanswered: run.reads.unanswered,
          readSuccess: readSuccessRate(run.reads),
          operationsRetried: run.tally.retried,
          errors: errors.map(String),
        }),
      );
      expect(gaps.length).toBeGreaterThan(0);
      expect(Math.max(...gaps)).toBeLessThan(EVENT_AGAIN_LIMIT_MS);

      // The starter and HAProxy ran throughout, with two new replicas in place of the two that ended.
      expect(running.process.exitCode).toBeNull();
      expect(running.haproxyPids()).toEqual(haproxy);
      const replicas = running.replicaPids();
      expect(replicas).toHaveLength(3);
      expect(replicas).not.toContain(killed);
      expect(replicas).not.toContain(stopped);
      // HAProxy answered every request; reads succeeded; nothing answered 500 (an agent's call throws on it).
      expect(run.reads.unanswered).toBe(0);
      expect(run.reads.byStatus.get(500) ?? 0).toBe(0);
      expect(readSuccessRate(run.reads)).toBeGreaterThanOrEqual(0.99);
      expect(errors).toEqual([]);

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
      expect(new Set(requestIdsInMessages)).toEqual(run.tally.messageRequestIds);
      // No lock with two holders, none lost while held, none left behind.
      expect(overlappingHolds(run.tally)).toBe(0);
      expect(run.tally.locksLost).toBe(0);
      expect(await db.prisma.caseLock.count({ where: { caseId: { in: cases.map((c) => c.id) } } })).toBe(0);

      const { expected, differing } = await subscribersDifferingFromTable();
      expect(differing).toBe(0);
      console.info(
        JSON.stringify({ eventsChecked: expected.length * subscribers.length, messages: messages.length }),
      );
    },
    2 * REPLICA_START_LIMIT_MS + 40_000,
  );

  it(
    'replaces every replica on a rolling restart (SIGHUP to the starter) without one failed request',
    async () => {
      const running = starter!;
      const before = running.replicaPids();
      const routedBefore = running.replicasRoutedIn();
      const gapsBefore = subscribers.map((s) => s.eventGapsMs.length);
      const phasesBefore = subscribers.map((s) => s.phases.length);
      loopDelay.reset();
      const run = startRun();
      await pause(1000);
      running.process.kill('SIGHUP');
      await expect
        .poll(() => running.replicaPids().filter((pid) => before.includes(pid)).length, {
          timeout: 3 * REPLICA_START_LIMIT_MS,
          interval: 200,
        })
        .toBe(0)
        .catch((error: unknown) => {
          console.info(running.lines.slice(-40).join('\n'));
          throw error;
        });
      await pause(1000);
      const errors = await run.stop();

      const gaps = await eventGapsSince(gapsBefore);
      console.info(
        JSON.stringify({
          run: 'rolling restart (SIGHUP)',
          ...figures(gaps, phasesBefore),
          reads: Object.fromEntries(run.reads.byStatus),
          readsUnanswered: run.reads.unanswered,
          failedRequests: run.tally.retried,
          errors: errors.map(String),
        }),
      );
      expect(running.replicasRoutedIn()).toBe(routedBefore + 3);
      expect(running.replicaPids()).toHaveLength(3);
      expect(errors).toEqual([]);
      expect(run.tally.retried).toBe(0);
      expect(run.reads.unanswered).toBe(0);
      expect([...run.reads.byStatus.keys()]).toEqual([200]);
      expect(Math.max(0, ...gaps)).toBeLessThan(EVENT_AGAIN_LIMIT_MS);
      const { expected, differing } = await subscribersDifferingFromTable();
      expect(differing).toBe(0);
      console.info(JSON.stringify({ eventsChecked: expected.length * subscribers.length }));
    },
    3 * REPLICA_START_LIMIT_MS + 30_000,
  );
});
