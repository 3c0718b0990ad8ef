import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles } from './precompressed-files.ts';

let dist: string;
let server: Server;
let url: string;

// An entry chunk as the web build leaves it: the file, and its brotli and gzip copies beside it.
const entry = Buffer.from(`export const säljbart = ${JSON.stringify('Bredband 1000/1000 '.repeat(500))};\n`);
const css = Buffer.from(`.rad { color: #123456; }\n`.repeat(200));

const setHeaders = (res: express.Response, filePath: string) => {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'sappis-precompressed-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'index-Abc123.js'), entry);
  await writeFile(path.join(dist, 'assets', 'index-Abc123.js.br'), brotliCompressSync(entry));
  await writeFile(path.join(dist, 'assets', 'index-Abc123.js.gz'), gzipSync(entry));
  // Only a gzip copy (brotli was not smaller, say).
  await writeFile(path.join(dist, 'assets', 'index-Def456.css'), css);
  await writeFile(path.join(dist, 'assets', 'index-Def456.css.gz'), gzipSync(css));
  // Too small to have copies.
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');

  const app = express();
  app.use(precompressedFiles(dist, setHeaders));
  app.use(express.static(dist, { index: false, setHeaders }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

/** fetch() would decompress on its own and hide Content-Encoding's effect: read the raw bytes instead. */
async function get(file: string, acceptEncoding?: string) {
  const headers: Record<string, string> =
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const { request } = await import('node:http');
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(`${url}${file}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed web assets', () => {
  it('sends the entry chunk brotli-compressed to a browser that accepts br, the same bytes once decoded', async () => {
    // What Chromium sends: gzip listed first, brotli still preferred.
    const response = await get('/assets/index-Abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(entry.length / 10);
    expect(brotliDecompressSync(response.body).equals(entry)).toBe(true);
  });

  it('sends gzip to a client that takes gzip only', async () => {
    const response = await get('/assets/index-Abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(response.body).equals(entry)).toBe(true);
  });

  it('sends the file as is without Accept-Encoding, when br is refused (q=0) and when no copy fits', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0', 'deflate']) {
      const response = await get('/assets/index-Abc123.js', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.equals(entry)).toBe(true);
    }
    const css = await get('/assets/index-Def456.css', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const small = await get('/favicon.svg', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-cache');
  });

  it('serves only the copies of files it found: no .br of a missing file, no way out of the folder', async () => {
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
    expect((await get('/assets/../../etc/passwd', 'br')).status).toBe(404);
    expect((await get('/assets/%2e%2e/%2e%2e/etc/passwd', 'br')).status).toBe(404);
  });
});
