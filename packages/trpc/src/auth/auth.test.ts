import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { createSqlPool, type SqlPool } from '../sql-pool.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createTestUser } from '../testing/users.ts';
import { hashSessionToken } from './sessions.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let pool: SqlPool;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  pool = createSqlPool(db.url);
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** The session lookup runs on the API's SQL pool, or through Prisma where a context has no pool. */
const lookups = [
  { name: 'Prisma', sqlPool: () => undefined },
  { name: 'the SQL pool', sqlPool: () => pool },
];

function callerFor(jar: CookieJar, options?: Parameters<typeof createTestContext>[2]) {
  return createCaller(createTestContext(prisma, jar, options));
}

async function signedIn(options: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(prisma, options);
  const jar: CookieJar = { token: null };
  await callerFor(jar).auth.login({ username: user.username, password: user.password });
  expect(jar.token).toBeTruthy();
  return { user, jar, sessionId: hashSessionToken(jar.token!) };
}

const MINUTE = 60_000;

describe('auth.login', () => {
  it('signs in, sets the cookie and returns the profile', async () => {
    const user = await createTestUser(prisma, {
      firstName: 'Anna',
      lastName: 'Ström',
      groups: ['SAPPIS', 'ADMIN'],
    });
    const jar: CookieJar = { token: null };
    const result = await callerFor(jar).auth.login({
      username: ` ${user.username} `,
      password: user.password,
    });

    expect(result.profile).toEqual({
      id: user.id,
      username: user.username,
      name: 'Anna Ström',
      firstName: 'Anna',
      lastName: 'Ström',
      email: user.email,
      employeeNumber: user.employeeNumber,
      groups: ['ADMIN', 'SAPPIS'],
    });
    expect(new Date(result.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect(jar.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash of the token is stored.
    const sessions = await prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.id)).toEqual([hashSessionToken(jar.token!)]);
    expect(sessions[0]!.id).not.toBe(jar.token);
  });

  it('refuses a wrong password, an unknown user and a deactivated user with the same error', async () => {
    const user = await createTestUser(prisma);
    const inactive = await createTestUser(prisma, { active: false });
    const jar: CookieJar = { token: null };
    const expected = { code: 'UNAUTHORIZED', message: 'Fel användarnamn eller lösenord' };

    await expect(
      callerFor(jar).auth.login({ username: user.username, password: 'fel' }),
    ).rejects.toMatchObject(expected);
    await expect(callerFor(jar).auth.login({ username: 'finns-inte', password: 'x' })).rejects.toMatchObject(
      expected,
    );
    await expect(
      callerFor(jar).auth.login({ username: inactive.username, password: inactive.password }),
    ).rejects.toMatchObject(expected);
    expect(jar.token).toBeNull();
    expect(await prisma.session.count({ where: { userId: { in: [user.id, inactive.id] } } })).toBe(0);
  });

  it('validates the input', async () => {
    await expect(
      callerFor({ token: null }).auth.login({ username: '  ', password: 'x' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('creates a new session id on every login and ends the one the browser came with', async () => {
    const { user, jar, sessionId: first } = await signedIn();
    await callerFor(jar).auth.login({ username: user.username, password: user.password });
    const second = hashSessionToken(jar.token!);
    expect(second).not.toBe(first);
    expect(await prisma.session.findUnique({ where: { id: first } })).toBeNull();

    // Another browser signing in keeps the first one signed in.
    const otherJar: CookieJar = { token: null };
    await callerFor(otherJar).auth.login({ username: user.username, password: user.password });
    expect(hashSessionToken(otherJar.token!)).not.toBe(second);
    const ids = (await prisma.session.findMany({ where: { userId: user.id } })).map((s) => s.id).sort();
    expect(ids).toEqual([second, hashSessionToken(otherJar.token!)].sort());
  });
});

describe.each(lookups)('auth.profile (session read through $name)', ({ sqlPool }) => {
  const callerFor = (jar: CookieJar, options?: Parameters<typeof createTestContext>[2]) =>
    createCaller(createTestContext(prisma, jar, { ...options, sqlPool: sqlPool() }));

  it('is UNAUTHORIZED without a session', async () => {
    await expect(callerFor({ token: null }).auth.profile()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Du är inte inloggad',
    });
    await expect(callerFor({ token: 'x'.repeat(43) }).auth.profile()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('returns the signed-in user', async () => {
    const { user, jar } = await signedIn({
      firstName: 'Åsa',
      lastName: 'Öberg',
      groups: ['SAPPIS', 'ADMIN'],
    });
    expect(await callerFor(jar).auth.profile()).toEqual({
      id: user.id,
      username: user.username,
      name: 'Åsa Öberg',
      firstName: 'Åsa',
      lastName: 'Öberg',
      email: user.email,
      employeeNumber: user.employeeNumber,
      groups: ['ADMIN', 'SAPPIS'],
    });
  });

  it('refuses the next request of a deactivated user and deletes the session', async () => {
    const { user, jar, sessionId } = await signedIn();
    await callerFor(jar).auth.profile();
    await prisma.user.update({ where: { id: user.id }, data: { active: false } });
    await expect(callerFor(jar).auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await prisma.session.findUnique({ where: { id: sessionId } })).toBeNull();
  });

  it('sees a group change on the next request', async () => {
    const { user, jar } = await signedIn({ groups: ['SAPPIS'] });
    await callerFor(jar).auth.profile();
    const group = await prisma.group.upsert({
      where: { name: 'THIRD_LINE' },
      create: { name: 'THIRD_LINE' },
      update: {},
    });
    await prisma.userGroup.create({ data: { userId: user.id, groupId: group.id } });
    expect((await callerFor(jar).auth.profile()).groups).toEqual(['SAPPIS', 'THIRD_LINE']);
  });

  it("answers the profile's group names, as login does (the web app turns them into identifiers)", async () => {
    const { jar } = await signedIn({ groups: ['SAPPIS', '{product}_IT'] });
    expect((await callerFor(jar).auth.profile()).groups.sort()).toEqual(['SAPPA_IT', 'SAPPIS']);
  });
});

describe.each(lookups)('session timeouts (session read through $name)', ({ sqlPool }) => {
  const callerFor = (jar: CookieJar, options?: Parameters<typeof createTestContext>[2]) =>
    createCaller(createTestContext(prisma, jar, { ...options, sqlPool: sqlPool() }));

  it('ends a session idle for longer than the idle timeout', async () => {
    const { jar, sessionId } = await signedIn();
    await prisma.session.update({
      where: { id: sessionId },
      data: { lastSeenAt: new Date(Date.now() - 31 * MINUTE) },
    });
    await expect(callerFor(jar).auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await prisma.session.findUnique({ where: { id: sessionId } })).toBeNull();
  });

  it('honours the idle setting', async () => {
    const { jar, sessionId } = await signedIn();
    await prisma.session.update({
      where: { id: sessionId },
      data: { lastSeenAt: new Date(Date.now() - 3 * MINUTE) },
    });
    const settings = { idleMinutes: 2, absoluteHours: 12 };
    await expect(callerFor(jar, { sessionSettings: settings }).auth.profile()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('slides the idle timeout on activity, writing at most once a minute', async () => {
    const { jar, sessionId } = await signedIn();
    const fiveMinutesAgo = new Date(Date.now() - 5 * MINUTE);
    await prisma.session.update({ where: { id: sessionId }, data: { lastSeenAt: fiveMinutesAgo } });

    const before = Date.now();
    await callerFor(jar).auth.profile();
    const touched = await prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(touched.expiresAt.getTime()).toBe(touched.lastSeenAt.getTime() + 30 * MINUTE);

    // Within the minute: no write.
    const tenSecondsAgo = new Date(Date.now() - 10_000);
    await prisma.session.update({ where: { id: sessionId }, data: { lastSeenAt: tenSecondsAgo } });
    await callerFor(jar).auth.profile();
    const untouched = await prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(untouched.lastSeenAt.getTime()).toBe(tenSecondsAgo.getTime());
  });

  it('ends a session older than the absolute timeout even when active', async () => {
    const { jar, sessionId } = await signedIn();
    await prisma.session.update({
      where: { id: sessionId },
      data: { createdAt: new Date(Date.now() - 12 * 60 * MINUTE - MINUTE), lastSeenAt: new Date() },
    });
    await expect(callerFor(jar).auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await prisma.session.findUnique({ where: { id: sessionId } })).toBeNull();
  });

  it('caps the sliding expiry at the absolute timeout', async () => {
    const { jar, sessionId } = await signedIn();
    const createdAt = new Date(Date.now() - 12 * 60 * MINUTE + 10 * MINUTE);
    await prisma.session.update({
      where: { id: sessionId },
      data: { createdAt, lastSeenAt: new Date(Date.now() - 2 * MINUTE) },
    });
    await callerFor(jar).auth.profile();
    const row = await prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.expiresAt.getTime()).toBe(createdAt.getTime() + 12 * 60 * MINUTE);
  });
});

describe('auth.logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const { jar, sessionId } = await signedIn();
    const token = jar.token;
    await expect(callerFor(jar).auth.logout()).resolves.toEqual({ ok: true });
    expect(jar.token).toBeNull();
    expect(await prisma.session.findUnique({ where: { id: sessionId } })).toBeNull();
    await expect(callerFor({ token }).auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is harmless when not signed in', async () => {
    await expect(callerFor({ token: null }).auth.logout()).resolves.toEqual({ ok: true });
  });
});
