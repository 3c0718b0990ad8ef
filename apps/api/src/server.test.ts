import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { SERVER_DRAINING_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '@sappis/shared';
import type { AppRouter } from '@sappis/trpc';
import { hashSessionToken } from '@sappis/trpc/auth/sessions';
import { createTestUser } from '@sappis/trpc/testing/users';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from './logger.ts';
import { type AppServer, createServer } from './server.ts';
import { testSettings } from './settings.ts';
import { startTestServer, upgradeStatus } from './testing/test-server.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let server: AppServer;
let baseUrl: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  server = createServer({ prisma, logger, settings: testSettings() });
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const wsUrl = () => `${baseUrl.replace(/^http/, 'ws')}/trpc`;

/** Signs in over HTTP and returns the `name=value` of the session cookie and the full Set-Cookie header. */
async function logIn(options: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(prisma, options);
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sappis_session='));
  expect(setCookie).toBeDefined();
  const cookie = setCookie!.split(';')[0]!;
  return {
    user,
    cookie,
    setCookie: setCookie!,
    body: (await response.json()) as { result: { data: unknown } },
  };
}

function logOut(cookie: string) {
  return fetch(`${baseUrl}/trpc/auth.logout`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
  });
}

/** A `ws` WebSocket class that sends the given cookie, for the tRPC client. */
function webSocketWithCookie(cookie: string | undefined): typeof globalThis.WebSocket {
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return CookieWebSocket as unknown as typeof globalThis.WebSocket;
}

function openSocket(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closeCodeOf(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

describe('GET /health', () => {
  it('answers 200 when the database answers, as /health/ready does; /health/live answers without it', async () => {
    for (const check of ['/health', '/health/ready']) {
      const response = await fetch(`${baseUrl}${check}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
    }
    const live = await fetch(`${baseUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });
});

describe('tRPC over HTTP', () => {
  it('login sets an httpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const { setCookie, body, user } = await logIn({ groups: ['SAPPIS'] });
    expect(setCookie).toMatch(/^sappis_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(body.result.data).toMatchObject({ profile: { id: user.id, groups: ['SAPPIS'] } });
  });

  it('does not let a client-supplied X-Forwarded-Proto decide Secure', async () => {
    const user = await createTestUser(prisma);
    const response = await fetch(`${baseUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^sappis_session=/)]);
    expect(response.headers.getSetCookie()[0]).not.toContain('Secure');
  });

  it('over https (PUBLIC_URL) uses a __Host- Secure cookie and reads only that name', async () => {
    const https = await startTestServer({
      prisma,
      http: { publicOrigin: 'https://sappis.example.se', https: true },
    });
    try {
      const user = await createTestUser(prisma);
      const login = await fetch(`${https.url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: user.password }),
      });
      const [setCookie] = login.headers.getSetCookie();
      expect(setCookie).toMatch(
        /^__Host-sappis_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
      );
      const token = setCookie!.split(';')[0]!.split('=')[1]!;
      const prefixed = { cookie: `__Host-sappis_session=${token}` };
      const plain = { cookie: `sappis_session=${token}` };
      expect((await fetch(`${https.url}/trpc/auth.profile`, { headers: prefixed })).status).toBe(200);
      expect((await fetch(`${https.url}/trpc/auth.profile`, { headers: plain })).status).toBe(401);
      expect(await upgradeStatus(https.wsUrl, prefixed)).toBe(101);
      expect(await upgradeStatus(https.wsUrl, plain)).toBe(401);

      const logout = await fetch(`${https.url}/trpc/auth.logout`, {
        method: 'POST',
        headers: { ...prefixed, 'content-type': 'application/json' },
      });
      expect(logout.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^__Host-sappis_session=;.*Secure/),
      ]);
    } finally {
      await https.server.close();
    }
  });

  it('answers 401 UNAUTHORIZED with a Swedish message to an unauthenticated profile call', async () => {
    const response = await fetch(`${baseUrl}/trpc/auth.profile`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toBe('Du är inte inloggad');
    expect(body.error.data).toMatchObject({
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      userMessage: 'Du är inte inloggad',
    });
  });

  it('refuses wrong credentials with 401 and the Swedish message', async () => {
    const response = await fetch(`${baseUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'finns-inte', password: 'fel' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = (await response.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data.userMessage).toBe('Fel användarnamn eller lösenord');
  });

  it('reports invalid input per field (zodError) for forms', async () => {
    const response = await fetch(`${baseUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '', password: '' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      userMessage: 'Kontrollera de ifyllda uppgifterna',
      zodError: { fieldErrors: { username: ['Ange användarnamn'], password: ['Ange lösenord'] } },
    });
  });

  it('serves the profile with the cookie, logs the user id, and logout ends the session', async () => {
    const { cookie, user } = await logIn({ firstName: 'Åsa', lastName: 'Öberg' });
    const profile = await fetch(`${baseUrl}/trpc/auth.profile`, { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { result: { data: unknown } }).result.data).toMatchObject({
      id: user.id,
      name: 'Åsa Öberg',
    });
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        req: { method: 'GET', path: '/trpc/auth.profile' },
        status: 200,
        ms: expect.any(Number),
        userId: user.id,
      }),
    );

    const logout = await logOut(cookie);
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/sappis_session=;.*Max-Age=0/);
    const after = await fetch(`${baseUrl}/trpc/auth.profile`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });
});

describe('tRPC over WebSocket', () => {
  it('refuses an upgrade without a session cookie with 401', async () => {
    expect(await upgradeStatus(wsUrl())).toBe(401);
    expect(
      await upgradeStatus(wsUrl(), { cookie: 'sappis_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    ).toBe(401);
  });

  it('refuses upgrades on other paths', async () => {
    expect(await upgradeStatus(`${baseUrl.replace(/^http/, 'ws')}/other`)).toBe(404);
  });

  it('closes the connections of a session that logs out', async () => {
    const { cookie } = await logIn();
    const wsClient = createWSClient({ url: wsUrl(), WebSocket: webSocketWithCookie(cookie) });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    const raw = await openSocket(wsUrl(), cookie);
    try {
      await expect(client.auth.profile.query()).resolves.toMatchObject({ username: expect.any(String) });
      const closed = closeCodeOf(raw);
      await logOut(cookie);
      expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      raw.terminate();
      await wsClient.close();
    }
  });

  it('closes the connections of a session that expires', async () => {
    const own = createServer({
      prisma,
      logger: createLogger({ level: 'silent' }),
      settings: testSettings(),
      webSocketSessionCheckMs: 100,
    });
    const { url } = await own.listen(0, '127.0.0.1');
    try {
      const { cookie } = await logIn();
      const raw = await openSocket(`${url.replace(/^http/, 'ws')}/trpc`, cookie);
      const closed = closeCodeOf(raw);
      const sessionId = hashSessionToken(cookie.split('=')[1]!);
      await prisma.session.update({
        where: { id: sessionId },
        data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) },
      });
      expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      await own.close();
    }
  });
});

describe('web app', () => {
  let dist: string;
  let webServer: AppServer;
  let webUrl: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'sappis-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sappis</title>');
    await writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    webServer = createServer({
      prisma,
      logger: createLogger({ level: 'silent' }),
      settings: testSettings(),
      webDistDir: dist,
    });
    ({ url: webUrl } = await webServer.listen(0, '127.0.0.1'));
  });

  afterAll(async () => {
    await webServer?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for client-side routes and the assets as files', async () => {
    for (const route of ['/', '/sappis/hem', '/klc/123/tjanster', '/tidrap.html', '/pong.html']) {
      const response = await fetch(`${webUrl}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Sappis</title>');
    }
    const asset = await fetch(`${webUrl}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${webUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${webUrl}/missing.html`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('keeps /trpc and /health out of the fallback', async () => {
    expect((await fetch(`${webUrl}/trpc/auth.profile`, { headers: { accept: 'text/html' } })).status).toBe(
      401,
    );
    expect((await fetch(`${webUrl}/health`)).status).toBe(200);
  });

  it('has no fallback when there is no built web app', async () => {
    expect((await fetch(`${baseUrl}/sappis/hem`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});

describe('close() (the drain of SIGTERM)', () => {
  it('closes open WebSockets with the drain code and stops listening', async () => {
    const own = createServer({ prisma, logger: createLogger({ level: 'silent' }), settings: testSettings() });
    const { url } = await own.listen(0, '127.0.0.1');
    const { cookie } = await logIn();
    const socket = await openSocket(`${url.replace(/^http/, 'ws')}/trpc`, cookie);
    const closedCode = closeCodeOf(socket);

    await own.close();
    expect(await closedCode).toBe(SERVER_DRAINING_CLOSE_CODE);
    expect(own.httpServer.listening).toBe(false);
  });
});
