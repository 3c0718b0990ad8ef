import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../events/event-types.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';

const sessionOf = (userId: number): CachedSession => ({
  createdAt: new Date(0),
  lastSeenAt: new Date(0),
  user: {
    id: userId,
    username: `u${userId}`,
    firstName: '',
    lastName: '',
    email: '',
    employeeNumber: '',
    groups: [],
  },
});
const event = (type: LiveEvent['type'], fields: Partial<LiveEvent> = {}): LiveEvent => ({
  id: '1',
  type,
  caseId: null,
  userId: null,
  queueId: null,
  payload: {},
  createdAt: new Date(0).toISOString(),
  ...fields,
});

function cacheWithClock(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new SessionCache({ ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('answers within the TTL and forgets the entry after it', () => {
    const { cache, advance } = cacheWithClock({ ttlMs: 5_000 });
    cache.set('a', sessionOf(1), cache.version);
    advance(4_999);
    expect(cache.get('a')?.user.id).toBe(1);
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('sweeps the expired entries', () => {
    const { cache, advance } = cacheWithClock({ ttlMs: 5_000 });
    cache.set('a', sessionOf(1), cache.version);
    advance(3_000);
    cache.set('b', sessionOf(2), cache.version);
    advance(2_000);
    cache.sweep();
    expect(cache.size).toBe(1);
    advance(3_000);
    cache.set('c', sessionOf(3), cache.version);
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    cache.set('a', sessionOf(1), cache.version);
    cache.set('b', sessionOf(2), cache.version);
    cache.set('c', sessionOf(3), cache.version);
    expect([cache.get('a'), cache.get('b')?.user.id, cache.get('c')?.user.id]).toEqual([undefined, 2, 3]);
  });

  it("drops a session on 'session.ended', a user's sessions on 'user.changed', all on a change naming no user", () => {
    const { cache } = cacheWithClock();
    cache.set('a', sessionOf(1), cache.version);
    cache.set('b', sessionOf(2), cache.version);
    cache.set('c', sessionOf(2), cache.version);
    cache.set('d', sessionOf(3), cache.version);
    cache.onEvents([
      event('session.ended', { payload: { sessionId: 'a' } }),
      event('case.changed', { caseId: 1 }),
    ]);
    expect(cache.get('a')).toBeUndefined();
    cache.onEvents([event('user.changed', { userId: 2 })]);
    expect([cache.get('b'), cache.get('c'), cache.get('d')?.user.id]).toEqual([undefined, undefined, 3]);
    cache.onEvents([event('user.changed')]);
    expect(cache.size).toBe(0);
  });

  it('does not cache a session read before an invalidating event arrived', () => {
    const { cache } = cacheWithClock();
    const readAt = cache.version;
    cache.onEvents([event('session.ended', { payload: { sessionId: 'a' } })]);
    cache.set('a', sessionOf(1), readAt);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', sessionOf(1), cache.version);
    expect(cache.get('a')?.user.id).toBe(1);
  });
});
