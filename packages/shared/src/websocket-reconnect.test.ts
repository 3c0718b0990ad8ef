import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_DRAINING_CLOSE_CODE } from './websocket-close-codes.ts';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelayMs, serverReady } from './websocket-reconnect.ts';

const attempt = fc.integer({ min: 0, max: 60 });
const closeCode = fc.oneof(fc.constant(undefined), fc.integer({ min: 1000, max: 4999 }));
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const window = (n: number) => Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** n);

/** A small seeded generator, so a property's clients draw their own random numbers reproducibly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the WebSocket reconnect policy', () => {
  it('waits a uniformly random time within a window that doubles per attempt and never exceeds the cap', () => {
    fc.assert(
      fc.property(attempt, closeCode, random, (n, code, r) => {
        fc.pre(!(n === 0 && code === SERVER_DRAINING_CLOSE_CODE));
        const delay = reconnectDelayMs(n, code, r);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.max(0, window(n) - 1));
        // Full jitter: the whole window, from no wait at all to its end.
        expect(delay).toBe(Math.floor(r * window(n)));
      }),
      { numRuns: 300 },
    );
  });

  it('reconnects at once after a draining server’s close, then jitters like any other', () => {
    fc.assert(
      fc.property(random, fc.integer({ min: 1, max: 60 }), (r, n) => {
        expect(reconnectDelayMs(0, SERVER_DRAINING_CLOSE_CODE, r)).toBe(0);
        expect(reconnectDelayMs(n, SERVER_DRAINING_CLOSE_CODE, r)).toBe(reconnectDelayMs(n, 1006, r));
      }),
      { numRuns: 100 },
    );
  });

  it('brings a thousand clients cut off together back within the cap of the server’s return, spread out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer(), (downMs, seed) => {
        const next = seeded(seed);
        // Each client waits, probes; a probe before the server is back fails and it waits again.
        const backAt = Array.from({ length: 1000 }, () => {
          let at = 0;
          for (let n = 0; ; n += 1) {
            at += reconnectDelayMs(n, 1006, next());
            if (at >= downMs) return at;
          }
        });
        expect(Math.max(...backAt)).toBeLessThan(downMs + RECONNECT_CAP_MS);
        // No burst (tRPC's own backoff brought them all in the same millisecond): no 100 ms holds 30 % of them.
        const perSlot = new Map<number, number>();
        for (const at of backAt)
          perSlot.set(Math.floor(at / 100), (perSlot.get(Math.floor(at / 100)) ?? 0) + 1);
        expect(Math.max(...perSlot.values())).toBeLessThan(300);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the readiness probe before a reconnect', () => {
  let server: Server | undefined;
  const closeServer = async () => {
    const open = server;
    server = undefined;
    if (open) await new Promise((resolve) => open.close(resolve));
  };
  afterEach(closeServer);

  async function healthServer(status: number): Promise<string> {
    server = createServer((_req, res) => {
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
  }

  it('says ready only on a 200', async () => {
    expect(await serverReady(await healthServer(200))).toBe(true);
    await closeServer();
    expect(await serverReady(await healthServer(503))).toBe(false);
    await closeServer();
    expect(await serverReady(await healthServer(502))).toBe(false);
  });

  it('says not ready when nothing listens', async () => {
    const url = await healthServer(200);
    await closeServer();
    expect(await serverReady(url)).toBe(false);
  });
});
