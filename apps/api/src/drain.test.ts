import http from 'node:http';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { SERVER_DRAINING_CLOSE_CODE } from '@sappis/shared';
import { FOLLOW_UPS_QUEUE, JOB_QUEUE_SCHEMA } from '@sappis/trpc/jobs/job-queue';
import { createTestUser } from '@sappis/trpc/testing/users';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type SpawnedProcess, spawnMain } from './testing/spawn-server.ts';

const DRAIN_DELAY_MS = 600;
const DRAIN_TIMEOUT_MS = 5_000;

/** A plain GET on a new connection (no kept-alive one): its status, or the connection error's code. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A sign-in whose body is sent in two halves: in flight until `finish()` sends the rest. */
function slowSignIn(url: string, credentials: { username: string; password: string }) {
  const body = Buffer.from(JSON.stringify(credentials));
  const half = Math.floor(body.length / 2);
  const request = http.request(`${url}/trpc/auth.login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, half));
  return { status, finish: () => request.end(body.subarray(half)) };
}

/** The states of the follow-up job's runs in pg-boss' table. */
async function followUpJobStates(db: Awaited<ReturnType<typeof createTestDatabase>>): Promise<string[]> {
  const rows = await db.prisma.$queryRaw<{ state: string }[]>`
    SELECT state::text FROM pgboss.job WHERE name = ${FOLLOW_UPS_QUEUE} ORDER BY created_on`;
  return rows.map((row) => row.state);
}

describe('graceful drain on SIGTERM (a real process)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: SpawnedProcess & { url: string };
  let releaseFollowUps: () => void = () => {};
  let followUpsLocked: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await spawnMain({
      DATABASE_URL: db.url,
      SAPPIS_DEMO_DATA: '',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS),
    });
  }, 60_000);

  /** Holds a lock on scheduled_follow_ups in a transaction of its own until releaseFollowUps(). */
  async function lockFollowUps(): Promise<void> {
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const release = new Promise<void>((resolve) => {
      releaseFollowUps = resolve;
    });
    followUpsLocked = db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE scheduled_follow_ups IN EXCLUSIVE MODE`;
        locked();
        await release;
      },
      { timeout: 60_000 },
    );
    await isLocked;
  }

  /** Queues a run of the follow-ups as a client of the queue (no worker, no maintenance of its own). */
  async function sendFollowUpJob(): Promise<void> {
    const boss = new PgBoss({
      connectionString: db.url,
      schema: JOB_QUEUE_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    await boss.send(FOLLOW_UPS_QUEUE, {});
    await boss.stop({ graceful: false });
  }

  afterAll(async () => {
    releaseFollowUps();
    await followUpsLocked;
    if (app?.process.exitCode === null) app.process.kill('SIGKILL');
    await db?.drop();
  });

  it('goes unready, finishes the request in flight, tells WebSockets to reconnect, refuses new connections, lets the running job finish, exits 0', async () => {
    const user = await createTestUser(db.prisma);
    const login = await fetch(`${app.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/trpc`, { headers: { cookie } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<{ code: number; at: number }>((resolve) =>
      socket.once('close', (code) => resolve({ code, at: Date.now() })),
    );
    expect(await freshGet(`${app.url}/health/ready`)).toBe(200);

    const inFlight = slowSignIn(app.url, user);
    // A follow-up job in progress: its run blocks on this lock (its SELECT ... FOR UPDATE) until released.
    await lockFollowUps();
    await sendFollowUpJob();
    await expect.poll(() => followUpJobStates(db), { timeout: 20_000, interval: 100 }).toContain('active');
    const signalledAt = Date.now();
    app.process.kill('SIGTERM');

    // Readiness false at once; liveness still 200 (both answered during the drain delay).
    const readiness = await (async () => {
      for (;;) {
        const status = await freshGet(`${app.url}/health/ready`);
        if (status !== 200) return status;
      }
    })();
    expect(readiness).toBe(503);
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_DELAY_MS);
    expect(await freshGet(`${app.url}/health`)).toBe(503);
    expect(await freshGet(`${app.url}/health/live`)).toBe(200);

    // After the delay: the WebSocket gets the drain code, and a new connection is refused.
    const { code, at } = await closed;
    expect(code).toBe(SERVER_DRAINING_CLOSE_CODE);
    expect(at - signalledAt).toBeGreaterThanOrEqual(DRAIN_DELAY_MS);
    expect(await freshGet(`${app.url}/health/live`)).toBe('ECONNREFUSED');

    // The request started before the signal still completes.
    inFlight.finish();
    expect(await inFlight.status).toBe(200);

    // The job is still running, so the process waits for it; once it can go on it finishes, and is not lost.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(app.process.exitCode).toBeNull();
    releaseFollowUps();
    await followUpsLocked;
    expect(await app.exited).toBe(0);
    // Within the bound: the drain delay, then at most the drain timeout for requests and again for the job.
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_DELAY_MS + 2 * DRAIN_TIMEOUT_MS);
    const states = await followUpJobStates(db);
    expect(states).not.toContain('active');
    expect(states).toContain('completed');
  }, 60_000);
});
