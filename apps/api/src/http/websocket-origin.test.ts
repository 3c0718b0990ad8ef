import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createSignedInUser } from '../testing/live-clients.ts';
import { startTestServer, type TestServer, upgradeStatus } from '../testing/test-server.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let api: TestServer;
let cookie: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  api = await startTestServer({
    prisma,
    logger: createLogger({
      level: 'info',
      destination: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    }),
    http: { publicOrigin: 'https://sappis.example.se', allowedOrigins: ['http://extra.example:8080'] },
  });
  ({ cookie } = await createSignedInUser(prisma, ['SAPPIS']));
});

afterAll(async () => {
  await api?.server.close();
  await db?.drop();
});

const ownHost = () => new URL(api.url).host;

describe('WebSocket upgrade origin', () => {
  it('refuses a foreign origin with 403 even with a valid session cookie', async () => {
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: `http://${ownHost()}.evil.example` })).toBe(403);
    // Same address, other name: another site as far as the browser is concerned.
    expect(
      await upgradeStatus(api.wsUrl, { cookie, origin: api.url.replace('127.0.0.1', 'localhost') }),
    ).toBe(403);
    // Sandboxed frames and file: pages send "null".
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: 'null' })).toBe(403);
  });

  it('refuses a foreign origin before looking at the session', async () => {
    expect(await upgradeStatus(api.wsUrl, { origin: 'http://evil.example' })).toBe(403);
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'websocket upgrade', path: '/trpc', status: 403, userId: null }),
    );
  });

  it('accepts our own origin (the Host the page was loaded from), PUBLIC_URL and ALLOWED_ORIGINS', async () => {
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: api.url })).toBe(101);
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: `https://${ownHost()}` })).toBe(101);
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: 'https://sappis.example.se' })).toBe(101);
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: 'http://extra.example:8080' })).toBe(101);
    expect(await upgradeStatus(api.wsUrl, { cookie, origin: 'http://extra.example' })).toBe(403);
  });

  it('lets a client without Origin (not a browser) through to the session check', async () => {
    expect(await upgradeStatus(api.wsUrl, { cookie })).toBe(101);
    expect(await upgradeStatus(api.wsUrl)).toBe(401);
  });
});
