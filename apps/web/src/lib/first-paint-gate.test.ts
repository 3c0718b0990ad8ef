import type { AppRouter } from '@sappis/trpc';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { createFirstPaintGate } from './first-paint-gate.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The procedure paths of each request sent so far. */
const sentPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) =>
    new URL(String(url), 'http://localhost').pathname.replace('/trpc/', ''),
  );

function clientWith(gate: ReturnType<typeof createFirstPaintGate>) {
  return createTRPCClient<AppRouter>({ links: [gate.link(), httpBatchLink({ url: '/trpc' })] });
}

describe('createFirstPaintGate', () => {
  it('holds back every query but the needed ones until the view is painted, then sends them', async () => {
    const fetchMock = mockApi({
      'auth.profile': () => ({ result: { data: TEST_PROFILE } }),
      'messages.unreadCount': () => ({ result: { data: { count: 2 } } }),
    });
    const gate = createFirstPaintGate();
    const client = clientWith(gate);
    gate.close(['auth.profile']);
    const unread = client.messages.unreadCount.query();
    await expect(client.auth.profile.query()).resolves.toEqual(TEST_PROFILE);
    expect(sentPaths(fetchMock)).toEqual(['auth.profile']);
    expect(gate.isClosed()).toBe(true);
    gate.openAfterPaint();
    await expect(unread).resolves.toEqual({ count: 2 });
    expect(sentPaths(fetchMock)).toEqual(['auth.profile', 'messages.unreadCount']);
    expect(gate.isClosed()).toBe(false);
  });

  it('never holds back a mutation, nor anything while open', async () => {
    const fetchMock = mockApi({
      'messages.unreadCount': () => ({ result: { data: { count: 0 } } }),
      'customers.heartbeat': () => ({ result: { data: null } }),
    });
    const gate = createFirstPaintGate();
    const client = clientWith(gate);
    await client.messages.unreadCount.query();
    gate.close(['auth.profile']);
    await client.customers.heartbeat.mutate({ customerNumber: 100234, clientId: 'tab-1' });
    expect(sentPaths(fetchMock)).toEqual(['messages.unreadCount', 'customers.heartbeat']);
  });

  it('a held-back call cancelled meanwhile ends as aborted without a request', async () => {
    const fetchMock = mockApi({ 'messages.unreadCount': () => ({ result: { data: { count: 0 } } }) });
    const gate = createFirstPaintGate();
    const client = clientWith(gate);
    gate.close([]);
    const abort = new AbortController();
    const cancelled = client.messages.unreadCount
      .query(undefined, { signal: abort.signal })
      .catch((error: Error) => error.message);
    abort.abort();
    gate.openAfterPaint();
    // The wording is the environment's AbortError (Node's or jsdom's, whichever a worker's earlier file left).
    await expect(cancelled).resolves.toMatch(/operation was aborted/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
