import http from 'node:http';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { SERVER_DRAINING_CLOSE_CODE } from '@sappis/shared';
import { createTestUser } from '@sappis/trpc/testing/users';
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

describe('graceful drain on SIGTERM (a real process)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: SpawnedProcess & { url: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await spawnMain({
      DATABASE_URL: db.url,
      SAPPIS_DEMO_DATA: '',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS),
    });
  }, 60_000);

  afterAll(async () => {
    if (app?.process.exitCode === null) app.process.kill('SIGKILL');
    await db?.drop();
  });

  it('goes unready, finishes the request in flight, tells WebSockets to reconnect, refuses new connections, exits 0', async () => {
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
    // The server has the request's headers and half its body before the signal.
    await new Promise((resolve) => setTimeout(resolve, 100));
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

    // The request started before the signal still completes, then the process exits 0 within the bound.
    inFlight.finish();
    expect(await inFlight.status).toBe(200);
    expect(await app.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_DELAY_MS + DRAIN_TIMEOUT_MS);
  }, 60_000);
});
