import { createTestDatabase } from '@sappis/db/testing/test-database';
import { createTestUser } from '@sappis/trpc/testing/users';
import { INVALID_INPUT_MESSAGE } from '@sappis/trpc/trpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { type AppServer, createServer } from './server.ts';
import { testSettings } from './settings.ts';

/** The hostile inputs of issue 8 over real HTTP: each is a 400 with a Swedish message, never a 500. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: AppServer;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  server = createServer({
    prisma: db.prisma,
    logger: createLogger({ level: 'silent' }),
    settings: testSettings(),
  });
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

interface ErrorBody {
  error: { data: { code: string; httpStatus: number; userMessage: string; zodError: unknown } };
}

async function query(path: string, input: string) {
  const response = await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(input)}`, {
    headers: { cookie },
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

/** POSTs `body` as is (JSON text, so escapes such as a lone surrogate reach the server unchanged). */
async function mutation(path: string, body: string) {
  const response = await fetch(`${baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('hostile input over HTTP', () => {
  it('refuses a case number beyond int4 with 400 and says which field', async () => {
    const { status, body } = await query('cases.byNumber', '{"caseNumber":2147483648}');
    expect(status).toBe(400);
    expect(body.error.data).toMatchObject({ code: 'BAD_REQUEST', userMessage: INVALID_INPUT_MESSAGE });
    expect(body.error.data.zodError).toMatchObject({
      fieldErrors: { caseNumber: ['Ogiltigt ärendenummer'] },
    });
  });

  it('refuses a search page that would overflow the offset', async () => {
    const { status, body } = await query('search.customers', '{"query":"Karin","page":9007199254740991}');
    expect(status).toBe(400);
    expect(body.error.data.zodError).toMatchObject({ fieldErrors: { page: ['Ogiltig sida'] } });
  });

  it.each([
    ['a NUL byte', String.raw`{"username":"agent\u0000","password":"x"}`],
    ['a lone UTF-16 surrogate', String.raw`{"username":"\ud800","password":"x"}`],
    ['a lone surrogate in the password', String.raw`{"username":"agent","password":"\udc00"}`],
  ])('refuses %s in an anonymous sign-in with 400', async (_, body) => {
    const answer = await mutation('auth.login', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.data).toMatchObject({ code: 'BAD_REQUEST', userMessage: INVALID_INPUT_MESSAGE });
    expect(JSON.stringify(answer.body.error.data.zodError)).toContain('Texten innehåller otillåtna tecken');
  });
});
