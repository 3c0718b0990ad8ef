import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { fixedWindowOf } from '@sappis/shared';
import { ADDRESS_WINDOW_MS, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@sappis/trpc';
import { createTestUser } from '@sappis/trpc/testing/users';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpSettings } from '../settings.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { LOGIN_FAILURES_PER_ADDRESS } from './login-rate-limit.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let servers: TestServer[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});

/**
 * The limiter's clock: each test starts a minute into a fresh window and time stands still until a test moves it,
 * so no count starts again halfway through a test (nor does a test wait for a window to end).
 */
let now: Date;
const clock = () => now;

// The counts live in the database, shared by every server on it: each test starts from none.
beforeEach(async () => {
  await prisma.loginAddressAttempts.deleteMany();
  now = new Date(fixedWindowOf(new Date(), ADDRESS_WINDOW_MS).startedAt.getTime() + 60_000);
});

afterEach(async () => {
  await Promise.all(servers.map((api) => api.server.close()));
  servers = [];
});

afterAll(async () => {
  await db?.drop();
});

/** A server on the test's database (another API process, as far as its memory goes). */
async function freshServer(http: Partial<HttpSettings> = {}): Promise<TestServer> {
  const api = await startTestServer({ prisma, http, loginClock: clock });
  servers.push(api);
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

/**
 * Fails `count` sign-ins at once (unknown users, so no username is locked); every one must answer 401. Each costs
 * a password hash: concurrent, they use every core instead of one.
 */
async function failSignIns(server: TestServer, count: number, headers?: Record<string, string>) {
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      signIn(server, { username: unknownUser(), password: 'fel' }, { headers }).then(
        (response) => response.status,
      ),
    ),
  );
  expect(statuses).toEqual(Array(count).fill(401));
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

  it('is shared by every server on the database: failures through one count on the other', async () => {
    const first = await freshServer();
    const second = await freshServer();
    const half = LOGIN_FAILURES_PER_ADDRESS / 2;
    await failSignIns(first, half);
    await failSignIns(second, LOGIN_FAILURES_PER_ADDRESS - half);

    for (const server of [first, second]) {
      const refused = await signIn(server, { username: unknownUser(), password: 'fel' });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual(throttled);
    }
    // A new server (a restarted process) still knows the count.
    expect((await signIn(await freshServer(), { username: unknownUser(), password: 'fel' })).status).toBe(
      429,
    );
  });

  it('counts concurrent failures exactly once each, across servers', async () => {
    const [first, second] = [await freshServer(), await freshServer()];
    const statuses = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ADDRESS + 6 }, (_, i) =>
        signIn(i % 2 === 0 ? first : second, { username: unknownUser(), password: 'fel' }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('does not count successful sign-ins', async () => {
    const server = await freshServer();
    const user = await createTestUser(prisma);
    await failSignIns(server, LOGIN_FAILURES_PER_ADDRESS - 1);
    for (let i = 0; i < 5; i += 1) expect((await signIn(server, user)).status).toBe(200);
    await failSignIns(server, 1);
    expect((await signIn(server, user)).status).toBe(429);
  });

  it('counts from zero again when the next window starts, and not a moment before', async () => {
    const server = await freshServer();
    await failSignIns(server, LOGIN_FAILURES_PER_ADDRESS);
    const { endsAt } = fixedWindowOf(now, ADDRESS_WINDOW_MS);
    now = new Date(endsAt.getTime() - 1);
    expect((await signIn(server, { username: unknownUser(), password: 'fel' })).status).toBe(429);
    now = endsAt;
    await failSignIns(server, 1);
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
