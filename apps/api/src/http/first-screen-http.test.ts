import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { firstRequestsFor } from '@sappis/shared';
import { FIRST_SCREEN_STATE_ID, type FirstAnswer } from '@sappis/shared/customers/first-screen';
import { createTestCustomer } from '@sappis/trpc/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/live-clients.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * A customer view opened as a new document comes with its first screen: the API answers the first calls with the
 * request's session and hands them to the web app's renderer (here one that shows what it was given, so the test
 * reads the answers back; the real one is walked by e2e/customer-view.spec.ts).
 */
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `export async function renderFirstScreen(url, answers) {
  if (url.endsWith('/')) throw new Error('the renderer failed');
  return { html: '<h1>Kundbild</h1>', state: JSON.stringify(answers) };
}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let api: TestServer;
let dir: string;
let agent: string;
let customerNumber: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sappis-first-screen-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'render-first-screen.mjs'), RENDERER);
  db = await createTestDatabase();
  prisma = db.prisma;
  api = await startTestServer({
    prisma,
    webDistDir: dir,
    firstScreenRenderer: path.join(dir, 'render-first-screen.mjs'),
  });
  ({ cookie: agent } = await createSignedInUser(prisma, ['SAPPIS']));
  ({
    customer: { customerNumber },
  } = await createTestCustomer(prisma));
});

afterAll(async () => {
  await api?.server.close();
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

const open = (pathname: string, cookie?: string) =>
  fetch(`${api.url}${pathname}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

/** The answers a page came with, or null for a page without a first screen. */
function answersIn(html: string): FirstAnswer[] | null {
  const state = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">(.*?)</script>`,
  ).exec(html);
  return state ? (JSON.parse(state[1]!) as FirstAnswer[]) : null;
}

/** What the browser gets for the route's first requests over /trpc with the same session. */
async function answersOverHttp(pathname: string, cookie: string): Promise<FirstAnswer[]> {
  const answers: FirstAnswer[] = [];
  for (const request of firstRequestsFor(pathname)) {
    const parts = (await (await fetch(`${api.url}${request.url}`, { headers: { cookie } })).json()) as {
      result: { data: unknown };
    }[];
    for (const [index, call] of request.calls.entries())
      answers.push({ call, data: parts[index]!.result.data });
  }
  return answers;
}

describe('a customer view opened as a new document', () => {
  it('comes rendered with the answers the browser would have asked for, and is kept nowhere', async () => {
    const pathname = `/klc/${customerNumber}/tjanster`;
    const response = await open(pathname, agent);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<div id="root" inert><h1>Kundbild</h1></div>');
    const answers = answersIn(html);
    expect(answers?.map((answer) => answer.call.path)).toEqual([
      'auth.profile',
      'system.config',
      'customers.byNumber',
    ]);
    expect(answers).toEqual(await answersOverHttp(pathname, agent));
    expect(html).not.toContain('rel="preload" as="fetch"');
  });

  it('comes as the plain page, which asks for itself, where it has no session, on other routes and with a query', async () => {
    const cases = [
      { pathname: `/klc/${customerNumber}/tjanster`, cookie: undefined },
      { pathname: `/klc/${customerNumber}/tjanster?panel=customer-details`, cookie: agent },
      { pathname: '/sappis/hem', cookie: agent },
    ];
    for (const { pathname, cookie } of cases) {
      const response = await open(pathname, cookie);
      const html = await response.text();
      expect({ pathname, cookie, answers: answersIn(html) }).toEqual({ pathname, cookie, answers: null });
      expect(html).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(html.match(/rel="preload" as="fetch"/g)).toHaveLength(
        firstRequestsFor(pathname.split('?')[0]!).length,
      );
    }
  });

  it('comes with an empty root, which asks for itself, where a call is refused or the render fails', async () => {
    const cases = [
      // A session that has ended (or never was).
      { pathname: `/klc/${customerNumber}/tjanster`, cookie: `sappis_session=${'x'.repeat(43)}` },
      { pathname: `/klc/${customerNumber + 1}/tjanster`, cookie: agent },
      // The renderer here fails for this address (trailing slash) as a real one could for any.
      { pathname: `/klc/${customerNumber}/tjanster/`, cookie: agent },
    ];
    for (const { pathname, cookie } of cases) {
      const response = await open(pathname, cookie);
      const html = await response.text();
      expect({ pathname, cookie, answers: answersIn(html) }).toEqual({ pathname, cookie, answers: null });
      expect(html).toBe(INDEX);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
