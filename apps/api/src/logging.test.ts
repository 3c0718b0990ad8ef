import { createTestDatabase } from '@sappis/db/testing/test-database';
import type { AppRouter } from '@sappis/trpc';
import { createTestUser } from '@sappis/trpc/testing/users';
import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { type AppServer, createServer } from './server.ts';
import { testSettings } from './settings.ts';
import { createSignedInUser, webSocketWithCookie } from './testing/live-clients.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: AppServer;
let baseUrl: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  server = createServer({ prisma: db.prisma, logger, settings: testSettings() });
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The log lines carrying `reqId`, once the request's own line is written (on 'finish', after the answer). */
async function linesOf(reqId: string): Promise<Record<string, unknown>[]> {
  await expect.poll(() => lines.some((line) => line.reqId === reqId && line.msg === 'request')).toBe(true);
  return lines.filter((line) => line.reqId === reqId);
}

interface ErrorBody {
  error: { data: { code: string; requestId: string | null; userMessage: string } };
}

async function login(username: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
  return { response, body: (await response.json()) as ErrorBody };
}

describe('request ids', () => {
  it('are fresh UUIDs, sent as X-Request-Id, on every log line of the request and in the error data', async () => {
    const response = await fetch(`${baseUrl}/trpc/auth.profile`, {
      headers: { 'x-request-id': 'from-client' },
    });
    expect(response.status).toBe(401);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(UUID);
    expect(((await response.json()) as ErrorBody).error.data.requestId).toBe(requestId);

    const own = await linesOf(requestId);
    expect(own).toContainEqual(
      expect.objectContaining({ msg: 'procedure refused', code: 'UNAUTHORIZED', procedure: 'auth.profile' }),
    );
    expect(own).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        level: 'info',
        req: { method: 'GET', path: '/trpc/auth.profile' },
        status: 401,
      }),
    );
    expect(JSON.stringify(lines)).not.toContain('from-client');
  });
});

describe('levels and personal data', () => {
  it('a BAD_REQUEST logs nothing at warn or error, and not the input', async () => {
    const { response } = await login('', '19121212-1212');
    expect(response.status).toBe(400);
    const own = await linesOf(response.headers.get('x-request-id') ?? '');
    expect(own.map((line) => line.level)).not.toContain('error');
    expect(own.map((line) => line.level)).not.toContain('warn');
    expect(JSON.stringify(own)).not.toContain('19121212-1212');
  });

  it('a failure of the server logs one error line with the stack, without the input the database quoted', async () => {
    const personalId = '19121212-1212';
    const password = 'hemligt-lösenord';
    await createTestUser(db.prisma, { username: personalId, password });
    // A real database error whose message quotes personal data, as some PostgreSQL messages quote values.
    await db.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_session() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no session for %', (SELECT username FROM users WHERE id = NEW."userId"); END $$`);
    await db.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_session BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session()',
    );
    try {
      const { response, body } = await login(personalId, password);
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id') ?? '';
      expect(body.error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId });

      const own = await linesOf(requestId);
      const errors = own.filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ msg: 'procedure failed', procedure: 'auth.login' });
      expect(errors[0]?.err).toMatchObject({
        stack: expect.stringMatching(/^\s+at /),
        causes: [{ type: 'DriverAdapterError', database: { kind: 'postgres', code: 'P0001' } }],
      });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(personalId);
      expect(logged).not.toContain(password);
      expect(JSON.stringify(body)).not.toContain(personalId);
    } finally {
      await db.prisma.$executeRawUnsafe('DROP TRIGGER refuse_session ON sessions');
    }
  });

  it('a NOT_FOUND inside a subscription is logged at debug without a stack; its error carries the connection id', async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    const wsClient = createWSClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
      WebSocket: webSocketWithCookie(cookie),
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    try {
      const error = await new Promise<unknown>((resolve) => {
        client.caseLocks.onChanged.subscribe(
          { caseNumber: 999_999, clientId: 'logging-test-tab' },
          { onError: resolve, onData: () => {} },
        );
      });
      expect(error).toBeInstanceOf(TRPCClientError);
      const data = (error as TRPCClientError<AppRouter>).data as { code: string; requestId: string };
      expect(data.code).toBe('NOT_FOUND');
      expect(data.requestId).toMatch(UUID);

      const own = lines.filter((line) => line.reqId === data.requestId);
      expect(own).toContainEqual(expect.objectContaining({ msg: 'websocket upgrade', status: 101 }));
      expect(own).toContainEqual(
        expect.objectContaining({ level: 'debug', msg: 'procedure refused', code: 'NOT_FOUND' }),
      );
      expect(own.filter((line) => line.level === 'error' || 'err' in line)).toEqual([]);
    } finally {
      await wsClient.close();
    }
  });
});
