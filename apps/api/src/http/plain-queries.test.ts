import type { AddressInfo } from 'node:net';
import type { PrismaClient } from '@sappis/db';
import { AppError, createContext, SessionCache } from '@sappis/trpc';
import { hashSessionToken } from '@sappis/trpc/auth/sessions';
import { withJsonText } from '@sappis/trpc/json-text';
import { authedProcedure, publicProcedure, router } from '@sappis/trpc/trpc';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainQueriesOf } from './plain-queries.ts';
import { trpcHandler } from './trpc-handler.ts';

// The fast path for plain GET queries must answer exactly as tRPC's own express adapter does.

const TOKEN = 'plain-queries-test-token-0123456789';
const cookie = `sappis_session=${TOKEN}`;

const testRouter = router({
  hello: publicProcedure
    .input(z.object({ name: z.string() }).optional())
    .query(({ input }) => ({ greeting: `hej ${input?.name ?? 'du'}`, when: new Date(0) })),
  strict: publicProcedure.input(z.object({ n: z.number() })).query(({ input }) => input.n * 2),
  fails: publicProcedure.query(() => {
    throw new AppError('NOT_FOUND', 'Finns inte');
  }),
  crash: publicProcedure.query(() => {
    throw new Error('boom');
  }),
  nothing: publicProcedure.query(() => undefined),
  // An answer that carries its JSON text (json-text.ts): written as it is, the same bytes as serialized.
  knownText: publicProcedure.query(() =>
    withJsonText(
      { name: 'Åsa "Ö"', rows: [{ price: 99.5, on: '2026-12-06', note: null }] },
      JSON.stringify({ name: 'Åsa "Ö"', rows: [{ price: 99.5, on: '2026-12-06', note: null }] }),
    ),
  ),
  // The same with a part of its text as UTF-8 bytes (as the customer view's agreements are read).
  knownBytes: publicProcedure.query(() =>
    withJsonText({ name: 'Åsa "Ö"', rows: [{ price: 99.5, on: '2026-12-06', note: null }] }, [
      '{"name":"Åsa \\"Ö\\"","rows":',
      Buffer.from('[{"price":99.5,"on":"2026-12-06","note":null}]'),
      '}',
    ]),
  ),
  streamLike: publicProcedure.query(() => ({ later: Promise.resolve(1) })),
  me: authedProcedure.query(({ ctx }) => ({ username: ctx.user.username, groups: ctx.user.groups })),
  add: publicProcedure.input(z.number()).mutation(({ input }) => input + 1),
  nested: router({ deep: publicProcedure.query(() => 'djupt') }),
});

interface ErrorCall {
  code: string;
  path: string | undefined;
  type: string;
  input: unknown;
  hasCtx: boolean;
}

function startApp(kind: 'ours' | 'trpc') {
  const errors: ErrorCall[] = [];
  const sessionCache = new SessionCache({ ttlMs: 60 * 60_000 });
  const now = new Date();
  sessionCache.set(
    hashSessionToken(TOKEN),
    {
      createdAt: now,
      lastSeenAt: now,
      user: {
        id: 1,
        username: 'agent',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.se',
        employeeNumber: '1',
        groups: ['SAPPIS', 'SAPPA_IT'],
      },
    },
    sessionCache.version,
  );
  const contextOf = (req: Request) =>
    createContext({
      prisma: {} as PrismaClient,
      sessionToken: req.headers.cookie?.includes(TOKEN) ? TOKEN : null,
      sessionCache,
      requestId: 'request-id',
    });
  const onError = (failure: {
    error: { code: string };
    path?: string;
    type: string;
    input?: unknown;
    ctx?: unknown;
  }) => {
    errors.push({
      code: failure.error.code,
      path: failure.path,
      type: failure.type,
      input: failure.input,
      hasCtx: failure.ctx !== undefined,
    });
  };
  const app = express();
  app.use(
    '/trpc',
    kind === 'ours'
      ? trpcHandler({
          router: testRouter,
          createContext: ({ req }) => contextOf(req),
          onError,
          maxBodySize: 1024,
        })
      : createExpressMiddleware({ router: testRouter, createContext: ({ req }) => contextOf(req), onError }),
  );
  const server = app.listen(0, '127.0.0.1');
  return { server, errors, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc` };
}

const ours = startApp('ours');
const reference = startApp('trpc');

beforeAll(async () => {
  await Promise.all(
    [ours, reference].map(
      ({ server }) =>
        new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve))),
    ),
  );
});

afterAll(() => {
  ours.server.close();
  reference.server.close();
});

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

const requests: { url: string; headers?: Record<string, string>; method?: string }[] = [
  { url: '/hello' },
  { url: `/hello?${input({ name: 'Åsa' })}` },
  { url: '/hello?input=null' },
  { url: '/hello?input=' },
  { url: '/hello?input=not-json' },
  { url: `/hello?batch=1&${input({ 0: { name: 'a' } })}` },
  { url: '/hello?batch=1' },
  { url: '/hello?batch=1&input=[1]' },
  { url: `/hello,hello?batch=1&${input({ 1: { name: 'b' } })}` },
  { url: '/hello,fails?batch=1' },
  { url: '/hello%2Cfails?batch=1' },
  { url: '/fails' },
  { url: '/fails,fails?batch=1' },
  { url: '/crash' },
  { url: '/hello,crash,fails?batch=1' },
  { url: `/strict?${input({ n: 'x' })}` },
  { url: `/strict,hello?batch=1&${input({ 0: { n: 2 } })}` },
  { url: `/strict,strict?batch=1&${input({ 0: { n: 2 }, 1: {} })}` },
  { url: '/nothing' },
  { url: '/nothing,hello?batch=1' },
  { url: '/knownText' },
  { url: '/knownText,fails,knownText?batch=1' },
  { url: '/knownBytes' },
  { url: '/knownText,knownBytes,fails?batch=1' },
  { url: '/streamLike' },
  { url: '/streamLike,hello?batch=1' },
  { url: '/me' },
  { url: '/me', headers: { cookie } },
  { url: '/me,hello?batch=1', headers: { cookie } },
  { url: '/me,hello?batch=1' },
  { url: '/nested.deep' },
  { url: '/missing' },
  { url: '/hello,missing?batch=1' },
  { url: '/add' },
  { url: '/hello,add?batch=1' },
  { url: '/%E0%A4%A' },
  { url: '/hello?connectionParams=%7B%7D' },
  { url: '/hello?connectionParams=broken' },
  { url: '/hello,fails?batch=1', headers: { 'trpc-accept': 'application/jsonl' } },
  { url: '/hello', headers: { 'content-type': 'application/json' } },
  { url: '/hello', headers: { 'content-type': 'text/plain' } },
  { url: '/hello', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  { url: '/hello', method: 'HEAD' },
];

async function answerOf(base: string, request: (typeof requests)[number]) {
  const response = await fetch(`${base}${request.url}`, { method: request.method, headers: request.headers });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    vary: response.headers.get('vary'),
    body: await response.text(),
  };
}

describe('plain GET queries (fast path)', () => {
  it.each(requests)('answer $url as tRPC does', async (request) => {
    ours.errors.length = 0;
    reference.errors.length = 0;
    const expected = await answerOf(reference.url(), request);
    const actual = await answerOf(ours.url(), request);
    expect(actual).toEqual(expected);
    expect(ours.errors).toEqual(reference.errors);
  });

  it('is taken for plain GET queries and left to tRPC otherwise', () => {
    const requestOf = (url: string, headers: Record<string, string> = {}) =>
      ({ url, path: url.split('?')[0], headers }) as unknown as Request;
    const taken = (url: string, headers?: Record<string, string>) =>
      plainQueriesOf(testRouter, requestOf(url, headers)) !== undefined;
    expect(taken('/hello')).toBe(true);
    expect(taken('/me,hello?batch=1&input=%7B%7D')).toBe(true);
    expect(taken('/hello', { 'content-type': 'application/json' })).toBe(true);
    expect(taken('/nested.deep')).toBe(true);
    expect(taken('/add')).toBe(false);
    expect(taken('/missing')).toBe(false);
    expect(taken('/hello?input=not-json')).toBe(false);
    expect(taken('/hello?batch=1&input=[1]')).toBe(false);
    expect(taken('/hello?connectionParams=%7B%7D')).toBe(false);
    expect(taken('/hello', { 'trpc-accept': 'application/jsonl' })).toBe(false);
    expect(taken('/hello', { accept: 'application/jsonl' })).toBe(false);
    expect(taken('/hello', { 'content-type': 'text/plain' })).toBe(false);
  });
});
