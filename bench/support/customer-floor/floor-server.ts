import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import express from 'express';

const PAGE = fileURLToPath(new URL('./floor-page.tsx', import.meta.url));
const HTML =
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Golv</title>' +
  '<script type="module" src="/floor.js"></script></head><body><div id="root"></div></body></html>';

/**
 * The floor's server: a bare Express app on 127.0.0.1 serving the floor page (bundled with esbuild, minified
 * React in production mode, cached like the web app's hashed assets) and passing GET /trpc/* with its cookie
 * to the API at `apiPort` over one keep-alive connection pool.
 */
export async function startFloorServer(apiPort: number) {
  const bundle = await build({
    entryPoints: [PAGE],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.text;
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.get('/', (_req, res) => {
    res.set('cache-control', 'no-cache').type('html').send(HTML);
  });
  app.get('/floor.js', (_req, res) => {
    res.set('cache-control', 'public, max-age=31536000, immutable').type('js').send(script);
  });
  app.get('/trpc/{*path}', (req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: apiPort,
        path: req.originalUrl,
        headers: { cookie: req.headers.cookie ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? '' });
        answer.pipe(res);
      },
    );
    upstream.end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
