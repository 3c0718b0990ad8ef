import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startWebSocketHeartbeat } from './websocket-heartbeat.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverWithHeartbeat(intervalMs: number): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const stop = startWebSocketHeartbeat(wss, intervalMs);
  cleanups.push(() => new Promise<void>((resolve) => wss.close(() => resolve())));
  cleanups.push(stop);
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

async function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, options);
  cleanups.push(() => socket.terminate());
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

describe('startWebSocketHeartbeat', () => {
  it('keeps a socket that answers pings and terminates one that does not', async () => {
    const url = await serverWithHeartbeat(50);
    const answering = await connect(url);
    const silent = await connect(url, { autoPong: false });
    let pings = 0;
    answering.on('ping', () => {
      pings += 1;
    });
    const silentClosed = new Promise((resolve) => silent.once('close', resolve));

    await silentClosed;
    await expect.poll(() => pings, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    expect(answering.readyState).toBe(WebSocket.OPEN);
  });
});
