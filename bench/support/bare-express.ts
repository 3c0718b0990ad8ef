// Child process of bench/authenticated-requests.ts (forked with IPC): the baseline, a bare Express app that
// answers GET /trpc/<path> with the JSON our API gave for that path (serialized on every request, like
// res.json does), no database, no auth.
// Receives { bodies } and replies { port } once it listens.
import type { AddressInfo } from 'node:net';
import express from 'express';

process.once('message', (message: { bodies: Record<string, unknown> }) => {
  const app = express();
  app.disable('x-powered-by');
  app.get('/trpc/:path', (req, res) => {
    const body = message.bodies[req.params.path];
    if (body === undefined) res.status(404).end();
    else res.json(body);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
});
