import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@sappis/trpc';
import { createTestUser } from '@sappis/trpc/testing/users';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSettings } from '../settings.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { LOGIN_FAILURES_PER_ADDRESS } from './login-rate-limit.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let api: TestServer | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});

afterEach(async () => {
  await api?.server.close();
});

afterAll(async () => {
  await db?.drop();
});

/** A server of its own: the per-address counts live in the server's process. */
async function freshServer(http: Partial<HttpSettings> = {}): Promise<TestServer> {
  api = await startTestServer({ prisma, http });
  return api;
}

let unique = 0;
function unknownUser(): string {
  unique += 1;
  return `finns-inte-${process.pid}-${unique}`;
}

function signIn(
  server: TestServer,
  credentials: { username: string; password: string },
  options: { path?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const path = options.path ?? 'auth.login';
  const isBatch = path.includes('batch=1');
  return fetch(`${server.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(isBatch ? { 0: credentials } : credentials),
  });
}

/** Fails `count` sign-ins (unknown users, so no username is locked); every one must answer 401. */
async function failSignIns(server: TestServer, count: number, headers?: Record<string, string>) {
  for (let i = 0; i < count; i += 1) {
    const response = await signIn(server, { username: unknownUser(), password: 'fel' }, { headers });
    expect(response.status).toBe(401);
  }
}

const throttled = {
  error: {
    message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
    code: -32029,
    data: expect.objectContaining({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      userMessage: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
    }),
  },
};

describe('sign-in rate limit per client address', () => {
  it(`answers 429 in tRPC’s error shape after ${LOGIN_FAILURES_PER_ADDRESS} failed sign-ins`, async () => {
    const server = await freshServer();
    await failSignIns(server, LOGIN_FAILURES_PER_ADDRESS);

    const refused = await signIn(server, { username: unknownUser(), password: 'fel' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual(throttled);

    // Also batched, and also with the right password.
    const user = await createTestUser(prisma);
    expect((await signIn(server, user, { path: 'auth.login?batch=1' })).status).toBe(429);
    expect((await signIn(server, user, { path: 'auth.login,auth.profile?batch=1' })).status).toBe(429);
    expect((await signIn(server, user)).status).toBe(429);
    // A client-supplied X-Forwarded-For does not make another client of it (TRUST_PROXY unset).
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect((await signIn(server, user, { headers: forwarded })).status).toBe(429);
    // Other procedures are not limited.
    expect((await fetch(`${server.url}/trpc/auth.profile`)).status).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const server = await freshServer();
    const user = await createTestUser(prisma);
    await failSignIns(server, LOGIN_FAILURES_PER_ADDRESS - 1);
    for (let i = 0; i < 5; i += 1) expect((await signIn(server, user)).status).toBe(200);
    await failSignIns(server, 1);
    expect((await signIn(server, user)).status).toBe(429);
  });

  it('tells addresses apart behind a trusted proxy (TRUST_PROXY)', async () => {
    const server = await freshServer({ trustProxy: 'loopback' });
    await failSignIns(server, LOGIN_FAILURES_PER_ADDRESS, { 'x-forwarded-for': '203.0.113.7' });
    const again = await signIn(
      server,
      { username: unknownUser(), password: 'fel' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(again.status).toBe(429);
    const other = await signIn(
      server,
      { username: unknownUser(), password: 'fel' },
      { headers: { 'x-forwarded-for': '203.0.113.8' } },
    );
    expect(other.status).toBe(401);
  });

  it('refuses two sign-ins in one batch', async () => {
    const server = await freshServer();
    const response = await fetch(`${server.url}/trpc/auth.login,auth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { username: 'a', password: 'x' }, 1: { username: 'b', password: 'y' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { data: { code: 'BAD_REQUEST', userMessage: 'Logga in med en förfrågan i taget' } },
    });
  });
});

describe('sign-in throttling over HTTP', () => {
  it('cuts off 50 wrong passwords for one user, then refuses the right one too', async () => {
    const server = await freshServer();
    const user = await createTestUser(prisma);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      statuses.push((await signIn(server, { username: user.username, password: `fel-${i}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(45).fill(429));
    const right = await signIn(server, user);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual(throttled);
    expect(right.headers.getSetCookie()).toEqual([]);
  });
});
