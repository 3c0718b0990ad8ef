import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { findFreePort } from '@sappis/db/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHaproxy, startHaproxy } from './haproxy.ts';
import { haproxyConfig } from './haproxy-config.ts';
import { serverSlots } from './haproxy-runtime.ts';

// The supervisor's hold on the real HAProxy: replicas moved in and out of its server slots at run time.
const backends: Server[] = [];
let haproxy: RunningHaproxy;
let url: string;
let socket = '';

/** A stand-in replica answering every request (its health check included) with its name. */
async function backend(name: string): Promise<number> {
  const server = createServer((_req, res) => res.end(name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backends.push(server);
  return (server.address() as AddressInfo).port;
}

/** Who answered `n` requests through HAProxy. */
async function answers(n: number): Promise<Set<string>> {
  const names = new Set<string>();
  for (let i = 0; i < n; i += 1) names.add(await (await fetch(url)).text());
  return names;
}

let first: number;
beforeAll(async () => {
  first = await backend('first');
  const port = await findFreePort();
  url = `http://127.0.0.1:${port}/`;
  haproxy = await startHaproxy({
    config: (directory) => {
      socket = path.join(directory, 'admin.sock');
      return haproxyConfig({
        bind: `127.0.0.1:${port}`,
        backends: {
          kind: 'addresses',
          servers: [
            { host: '127.0.0.1', port: first },
            { host: '127.0.0.1', port: 1, disabled: true },
          ],
        },
        runtimeSocket: socket,
      });
    },
    host: '127.0.0.1',
    port,
  });
});

afterAll(async () => {
  await haproxy?.stop();
  for (const server of backends) server.close();
});

describe('HAProxy server slots at run time', () => {
  it('routes a replica into a slot in maintenance at once, takes one out, and has no slot beyond its spares', async () => {
    const slots = serverSlots({ socket, backend: 'api', serving: [true, false] });
    await expect.poll(() => answers(4), { timeout: 5_000 }).toEqual(new Set(['first']));

    const second = await slots.route(await backend('second'));
    expect(await answers(6)).toEqual(new Set(['first', 'second']));
    await expect(slots.route(await backend('third'))).rejects.toThrow('no server slot');

    await slots.initial[0]!.remove();
    expect(await answers(6)).toEqual(new Set(['second']));
    // The freed slot takes the next replica.
    await slots.route(await backend('fourth'));
    expect(await answers(6)).toEqual(new Set(['second', 'fourth']));
    await second.remove();
    expect(await answers(4)).toEqual(new Set(['fourth']));
  });
});
