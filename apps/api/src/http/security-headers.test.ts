import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/live-clients.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let dist: string;
let api: TestServer;
let httpsApi: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  dist = await mkdtemp(path.join(tmpdir(), 'sappis-web-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sappis</title>');
  api = await startTestServer({ prisma, webDistDir: dist });
  httpsApi = await startTestServer({
    prisma,
    webDistDir: dist,
    http: { publicOrigin: 'https://sappis.example.se', https: true },
  });
});

afterAll(async () => {
  await api?.server.close();
  await httpsApi?.server.close();
  await rm(dist, { recursive: true, force: true });
  await db?.drop();
});

/** A Content-Security-Policy header as directive name -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const cspOf = (response: Response) => parseCsp(response.headers.get('content-security-policy') ?? '');

describe('security headers', () => {
  it('the web app gets a CSP without inline scripts, no framing, nosniff and no referrer', async () => {
    const response = await fetch(`${api.url}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const csp = cspOf(response);
    const host = new URL(api.url).host;
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives each Host its own WebSocket sources, also when the headers of a host are reused', async () => {
    const connectSrcFor = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(`${api.url}/`, { headers: { host } }, (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        });
        req.on('error', reject);
        req.end();
      }).then((header) => parseCsp(header).get('connect-src'));
    const first = await connectSrcFor('a.example:3000');
    expect(first).toEqual(["'self'", 'ws://a.example:3000', 'wss://a.example:3000']);
    expect(await connectSrcFor('b.example')).toEqual(["'self'", 'ws://b.example', 'wss://b.example']);
    expect(await connectSrcFor('a.example:3000')).toEqual(first);
  });

  it('keeps a forged Host header out of the CSP', async () => {
    const header = await new Promise<string>((resolve, reject) => {
      const req = request(`${api.url}/`, { headers: { host: "x; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      });
      req.on('error', reject);
      req.end();
    });
    const csp = parseCsp(header);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('adds HSTS and upgrade-insecure-requests when served over https, with ws(s) to PUBLIC_URL', async () => {
    const response = await fetch(`${httpsApi.url}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=15552000');
    const csp = cspOf(response);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['ws://sappis.example.se', 'wss://sappis.example.se']),
    );
  });

  it('every /trpc answer is no-store, successful or not', async () => {
    const { cookie } = await createSignedInUser(prisma, ['SAPPIS']);
    const ok = await fetch(`${api.url}/trpc/auth.profile`, { headers: { cookie } });
    expect(ok.status).toBe(200);
    const refused = await fetch(`${api.url}/trpc/auth.profile`);
    expect(refused.status).toBe(401);
    const missing = await fetch(`${api.url}/trpc/no.such.procedure`);
    expect(missing.status).toBe(404);
    for (const response of [ok, refused, missing]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
