// Child process of bench/idle-connections.ts (forked with IPC): the baseline, a bare `ws` server on its own
// HTTP server that accepts every upgrade and keeps nothing per connection. Replies { port } once it listens.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const server = http.createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', () => {});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
