import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { ACCESS_CHANGED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSignedInUser } from './testing/live-clients.ts';
import { type LiveServer, startLiveServer } from './testing/live-server.ts';

// Two API processes' worth of servers (each with its own event hub and session cache) on ONE database. Their
// cache keeps a session for a minute: within these tests only an event can make them forget it.
let db: TestDatabase;
let serverA: LiveServer;
let serverB: LiveServer;

beforeAll(async () => {
  db = await createTestDatabase();
  [serverA, serverB] = await Promise.all([
    startLiveServer({ prisma: db.prisma, databaseUrl: db.url, sessionCache: { ttlMs: 60_000 } }),
    startLiveServer({ prisma: db.prisma, databaseUrl: db.url, sessionCache: { ttlMs: 60_000 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([serverA?.close(), serverB?.close()]);
  await db?.drop();
});

const profileStatus = async (server: LiveServer, cookie: string) =>
  (await fetch(`${server.url}/trpc/auth.profile`, { headers: { cookie } })).status;

/** Waits until `server`'s event hub has delivered every event committed so far. */
async function eventsArrived(server: LiveServer) {
  const newest = (await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n;
  await expect
    .poll(() => BigInt(server.events.lastSeenId ?? '0'), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(newest);
}

describe('the session cache of each API process', () => {
  it('answers a cached session without the database until it expires', async () => {
    let now = Date.now();
    const server = await startLiveServer({
      prisma: db.prisma,
      databaseUrl: db.url,
      sessionCache: { ttlMs: 300, now: () => now },
    });
    try {
      const { user, cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
      expect(await profileStatus(server, cookie)).toBe(200);
      // Deleted behind the application's back: no event, so only the TTL ends the cached entry.
      await db.prisma.session.deleteMany({ where: { userId: user.id } });
      expect(await profileStatus(server, cookie)).toBe(200);
      now += 299;
      expect(await profileStatus(server, cookie)).toBe(200);
      now += 1;
      expect(await profileStatus(server, cookie)).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('refuses a session signed out in another process once the event has arrived', async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    expect(await profileStatus(serverB, cookie)).toBe(200);
    expect(await profileStatus(serverA, cookie)).toBe(200);

    const logout = await fetch(`${serverA.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(logout.status).toBe(200);
    // The process that signed out forgets the session at once, without waiting for the event.
    expect(await profileStatus(serverA, cookie)).toBe(401);
    await eventsArrived(serverB);
    expect(await profileStatus(serverB, cookie)).toBe(401);
  });

  it("refuses a deactivated user's and a removed group member's sessions once the event has arrived", async () => {
    const deactivated = await createSignedInUser(db.prisma, ['SAPPIS']);
    const demoted = await createSignedInUser(db.prisma, ['SAPPIS']);
    const groups = async (cookie: string) => {
      const response = await fetch(`${serverB.url}/trpc/auth.profile`, { headers: { cookie } });
      return ((await response.json()) as { result: { data: { groups: string[] } } }).result.data.groups;
    };
    expect(await profileStatus(serverB, deactivated.cookie)).toBe(200);
    expect(await groups(demoted.cookie)).toEqual(['SAPPIS']);

    // As an administrator would, in SQL: the database's triggers append the events.
    await db.prisma.$executeRaw`UPDATE "users" SET "active" = false WHERE "id" = ${deactivated.user.id}`;
    await db.prisma.$executeRaw`DELETE FROM "user_groups" WHERE "userId" = ${demoted.user.id}`;
    await eventsArrived(serverB);
    expect(await profileStatus(serverB, deactivated.cookie)).toBe(401);
    expect(await groups(demoted.cookie)).toEqual([]);
  });

  it("closes another process's WebSockets of a session signed out, of a user deactivated, and of a user whose groups changed, at once", async () => {
    const openSocket = async (cookie: string) => {
      const socket = new WebSocket(serverB.wsUrl, { headers: { cookie } });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      // Wrapped: an async function returning the promise itself would wait for the close.
      return { closed: new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))) };
    };
    const signedOut = await createSignedInUser(db.prisma, ['SAPPIS']);
    const deactivated = await createSignedInUser(db.prisma, ['SAPPIS']);
    const { closed: signedOutClosed } = await openSocket(signedOut.cookie);
    const { closed: deactivatedClosed } = await openSocket(deactivated.cookie);
    const demoted = await createSignedInUser(db.prisma, ['SAPPIS', 'MARKNAD']);
    const bystander = await createSignedInUser(db.prisma, ['SAPPIS']);
    const { closed: demotedClosed } = await openSocket(demoted.cookie);
    let bystanderClosed = false;
    void openSocket(bystander.cookie).then(({ closed }) => closed.then(() => (bystanderClosed = true)));

    await fetch(`${serverA.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { cookie: signedOut.cookie, 'content-type': 'application/json' },
    });
    await db.prisma.$executeRaw`UPDATE "users" SET "active" = false WHERE "id" = ${deactivated.user.id}`;
    // Well before the servers' 60 s session check.
    expect(await signedOutClosed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await deactivatedClosed).toBe(SESSION_ENDED_CLOSE_CODE);

    // Its session lives on: the client reloads its profile and reconnects, its subscriptions checked again.
    await db.prisma
      .$executeRaw`DELETE FROM "user_groups" WHERE "userId" = ${demoted.user.id} AND "groupId" IN (SELECT "id" FROM "groups" WHERE "name" = 'MARKNAD')`;
    expect(await demotedClosed).toBe(ACCESS_CHANGED_CLOSE_CODE);
    expect(bystanderClosed).toBe(false);
  });
});
