import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { type AppRouter, createSqlPool, EventHub, type SqlPool } from '@sappis/trpc';
import { createTestCase } from '@sappis/trpc/testing/fixtures';
import { createTestUser } from '@sappis/trpc/testing/users';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from './logger.ts';
import { type AppServer, createServer } from './server.ts';
import { testSettings } from './settings.ts';

/** Case locks through the real server: the tab-close beacon release and the release on WebSocket close. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let hub: EventHub;
let pool: SqlPool;
let server: AppServer;
let baseUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  hub = new EventHub({ connectionString: db.url });
  await hub.ready();
  pool = createSqlPool(db.url);
  server = createServer({
    prisma,
    logger: createLogger({ level: 'silent' }),
    settings: testSettings(),
    events: hub,
    sqlPool: pool,
  });
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  await server?.close();
  await hub?.close();
  await pool?.end();
  await db?.drop();
});

async function signIn() {
  const user = await createTestUser(prisma, { groups: ['SAPPIS'] });
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sappis_session='))!
    .split(';')[0]!;
  return { user, cookie };
}

/** What navigator.sendBeacon sends: a JSON POST with the cookie, no tRPC client. */
const post = (cookie: string, procedure: string, body: unknown) =>
  fetch(`${baseUrl}/trpc/${procedure}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function wsClientFor(cookie: string) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const client = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
  });
  return { client, trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client })] }) };
}

describe('case locks over HTTP and WebSocket', () => {
  it('releases the lock with a beacon-style JSON POST', async () => {
    const item = await createTestCase(prisma);
    const { cookie } = await signIn();
    expect((await post(cookie, 'caseLocks.acquire', { caseNumber: item.number })).status).toBe(200);
    expect(await prisma.caseLock.count({ where: { caseId: item.id } })).toBe(1);
    expect((await post(cookie, 'caseLocks.release', { caseNumber: item.number })).status).toBe(200);
    expect(await prisma.caseLock.count({ where: { caseId: item.id } })).toBe(0);
  });

  it("tells viewers live, and cuts the holder's lease when the holder's socket closes", async () => {
    const item = await createTestCase(prisma);
    const anna = await signIn();
    const johan = await signIn();
    const annaWs = wsClientFor(anna.cookie);
    const johanWs = wsClientFor(johan.cookie);
    const seen: { type: string; payload?: Record<string, unknown> }[] = [];
    const subscription = johanWs.trpc.caseLocks.onChanged.subscribe(
      { caseNumber: item.number, clientId: 'johan-tab-1' },
      { onData: ({ data }) => seen.push(data as (typeof seen)[number]) },
    );
    annaWs.trpc.caseLocks.onChanged.subscribe({ caseNumber: item.number, clientId: 'anna-tab-1' }, {});
    await expect.poll(() => prisma.casePresence.count({ where: { caseId: item.id } })).toBe(2);

    await post(anna.cookie, 'caseLocks.acquire', { caseNumber: item.number });
    await expect
      .poll(() => seen.find((event) => event.type === 'case.locked')?.payload?.email)
      .toBe(anna.user.email);

    annaWs.client.close();
    await expect.poll(() => prisma.casePresence.count({ where: { caseId: item.id } })).toBe(1);
    const lock = await prisma.caseLock.findUniqueOrThrow({ where: { caseId: item.id } });
    expect(lock.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    await expect
      .poll(() => seen.filter((event) => event.type === 'case.presence').at(-1)?.payload?.viewers)
      .toEqual([expect.objectContaining({ userId: johan.user.id })]);

    subscription.unsubscribe();
    johanWs.client.close();
  });
});
