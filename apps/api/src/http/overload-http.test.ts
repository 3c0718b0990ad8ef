import { createPrismaClient, type PrismaClient } from '@sappis/db';
import { findFreePort } from '@sappis/db/free-port';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { type AppServer, createServer } from '../server.ts';
import { testSettings } from '../settings.ts';
import { createDatabaseProbe, type DatabaseProbe } from './database-probe.ts';

// Issue 27 item 3: a busy or unreachable database is answered 503 with Retry-After and the Swedish 'försök
// igen', on both HTTP paths (plain GET queries and tRPC's own), and /health does not wait behind the pools.

let db: TestDatabase;
let closedPortUrl: string;
const servers: AppServer[] = [];
const probes: DatabaseProbe[] = [];
const clients: PrismaClient[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  url.port = String(await findFreePort()); // nobody listens there
  closedPortUrl = url.toString();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(probes.map((probe) => probe.close()));
  await Promise.all(clients.map((client) => client.$disconnect()));
  await db?.drop();
});

async function serve(prisma: PrismaClient, probeUrl: string): Promise<string> {
  const probe = createDatabaseProbe(probeUrl);
  probes.push(probe);
  const server = createServer({
    prisma,
    logger: createLogger({ level: 'silent' }),
    settings: testSettings(),
    databaseProbe: probe,
  });
  servers.push(server);
  return (await server.listen(0, '127.0.0.1')).url;
}

describe('a database that cannot take requests now', () => {
  it('is answered 503 with Retry-After and the Swedish text, for a query and a mutation; /health says 503', async () => {
    const unreachable = createPrismaClient(closedPortUrl);
    clients.push(unreachable);
    const url = await serve(unreachable, closedPortUrl);
    const cookie = 'sappis_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

    const query = await fetch(`${url}/trpc/messages.latest`, { headers: { cookie } });
    const mutation = await fetch(`${url}/trpc/messages.markAllRead`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ upToId: 1 }),
    });
    for (const response of [query, mutation]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      const body = (await response.json()) as { error: { data: Record<string, unknown> } };
      expect(body.error.data).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        userMessage: 'Systemet är hårt belastat, försök igen',
        details: { retryable: true, retryAfterSeconds: 2 },
      });
    }
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', db: 'error' });
  });

  it('answers /health at once while every connection of the request pool is taken', async () => {
    const busy = createPrismaClient(db.url, { max: 1 });
    clients.push(busy);
    const url = await serve(busy, db.url);
    const holding = busy.$queryRaw`SELECT pg_sleep(3)::text`.then(() => undefined);
    await expect
      .poll(
        async () =>
          db.prisma.$queryRaw<
            unknown[]
          >`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(3)%'`,
      )
      .toHaveLength(1);
    const started = performance.now();
    const health = await fetch(`${url}/health`);
    const tookMs = performance.now() - started;
    expect(health.status).toBe(200);
    // The pool stays taken for about 3 s: an answer well before that did not wait for it.
    expect(tookMs).toBeLessThan(1_500);
    await holding;
  });
});
