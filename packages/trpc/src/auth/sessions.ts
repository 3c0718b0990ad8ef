import { hash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@sappis/db';
import { appendEvent } from '../events/append-event.ts';
import type { SqlRunner } from '../sql-runner.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { readSessionRow } from './session-rows.ts';
import type { SessionUser } from './session-user.ts';

export type { SessionUser };

/**
 * Sign-in sessions. The browser holds a random token in the `sappis_session` cookie; the database holds
 * only its SHA-256 hash as Session.id, so a leaked table does not let anyone sign in.
 */

export interface SessionSettings {
  /** Signed out after this much inactivity. */
  idleMinutes: number;
  /** Signed out this long after sign-in, whatever the activity. */
  absoluteHours: number;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = { idleMinutes: 30, absoluteHours: 12 };

/** lastSeenAt/expiresAt are written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface AuthSession {
  /** SHA-256 of the token (the Session row id). */
  id: string;
  user: SessionUser;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

type Db = PrismaClient | Prisma.TransactionClient;

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When the session ends if nothing happens: the earlier of the idle and the absolute limit. */
export function sessionExpiry(times: { createdAt: Date; lastSeenAt: Date }, settings: SessionSettings): Date {
  const idle = times.lastSeenAt.getTime() + settings.idleMinutes * MINUTE;
  const absolute = times.createdAt.getTime() + settings.absoluteHours * HOUR;
  return new Date(Math.min(idle, absolute));
}

/** Creates a session for the user; returns the token for the cookie (never stored). */
export async function createSession(
  db: Db,
  args: { userId: number; userAgent?: string | null; now: Date; settings: SessionSettings },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const sessionId = hashSessionToken(token);
  const expiresAt = sessionExpiry({ createdAt: args.now, lastSeenAt: args.now }, args.settings);
  await db.session.create({
    data: {
      id: sessionId,
      userId: args.userId,
      createdAt: args.now,
      lastSeenAt: args.now,
      expiresAt,
      userAgent: args.userAgent ? args.userAgent.slice(0, 500) : null,
    },
  });
  return { token, sessionId, expiresAt };
}

/** Slides the idle expiry; the lastSeenAt condition keeps concurrent touches from moving it back. */
const TOUCH_SQL = `
  UPDATE "sessions" SET "lastSeenAt" = ($2::timestamptz AT TIME ZONE 'UTC'),
    "expiresAt" = ($3::timestamptz AT TIME ZONE 'UTC')
  WHERE "id" = $1 AND "lastSeenAt" < ($2::timestamptz AT TIME ZONE 'UTC')`;

const DELETE_SQL = `DELETE FROM "sessions" WHERE "id" = $1`;

/**
 * The session the token belongs to if it is still valid, else null (an expired session is deleted).
 * Slides the idle timeout: lastSeenAt and expiresAt are moved forward, at most once a minute.
 * Raw SQL (on the API's pool, see sql-runner.ts): it runs before every authenticated call and WebSocket
 * upgrade, where Prisma's per-query compilation and its split of the nested select into one query per
 * relation cost several times the statement itself (bench/authenticated-requests.ts). With `cache` a session
 * read in the last few seconds answers without the database (see session-cache.ts); only the database
 * decides that a session has ended.
 */
export async function authenticateSession(
  sql: SqlRunner,
  token: string,
  args: { now: Date; settings: SessionSettings; cache?: SessionCache },
): Promise<AuthSession | null> {
  const id = hashSessionToken(token);
  const { now, settings, cache } = args;
  let session = cache?.get(id);
  // Another process may have slid the session since it was cached: an expiry is checked in the database.
  if (session && sessionExpiry(session, settings).getTime() <= now.getTime()) session = undefined;
  if (!session) {
    session = await readSession(sql, id, args);
    if (!session) {
      cache?.delete(id);
      return null;
    }
  }

  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    // Moved before the write, so concurrent calls of this process do not write it again.
    session.lastSeenAt = now;
    // A concurrent logout may have removed the row; that is not an error here.
    const expiresAt = sessionExpiry(session, settings);
    await sql.rows(TOUCH_SQL, [id, now.toISOString(), expiresAt.toISOString()]);
  }

  return {
    id,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    expiresAt: sessionExpiry(session, settings),
    user: session.user,
  };
}

/** The valid session from the database (cached when a cache is given), or undefined (an expired one is deleted). */
async function readSession(
  sql: SqlRunner,
  id: string,
  args: { now: Date; settings: SessionSettings; cache?: SessionCache },
): Promise<CachedSession | undefined> {
  const readAtVersion = args.cache?.version ?? 0;
  const row = await readSessionRow(sql, id);
  if (!row) return undefined;
  if (!row.active || sessionExpiry(row, args.settings).getTime() <= args.now.getTime()) {
    await sql.rows(DELETE_SQL, [id]);
    return undefined;
  }
  const session: CachedSession = {
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    user: {
      id: row.userId,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      employeeNumber: row.employeeNumber,
      groups: row.groups.sort(),
    },
  };
  args.cache?.set(id, session, readAtVersion);
  return session;
}

/** Of the given session ids, those that are still valid (without sliding them). */
export async function findLiveSessionIds(
  prisma: PrismaClient,
  sessionIds: readonly string[],
  args: { now: Date; settings: SessionSettings },
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await prisma.session.findMany({
    where: { id: { in: [...sessionIds] }, user: { active: true } },
    select: { id: true, createdAt: true, lastSeenAt: true },
  });
  return new Set(
    rows
      .filter((row) => sessionExpiry(row, args.settings).getTime() > args.now.getTime())
      .map((row) => row.id),
  );
}

/**
 * Deletes the token's session and, when there was one, appends 'session.ended' so that every API process
 * drops it from its session cache at once. The event takes the append lock: call it last in the transaction.
 */
export async function endSessionByToken(tx: Prisma.TransactionClient, token: string): Promise<void> {
  const sessionId = hashSessionToken(token);
  const { count } = await tx.session.deleteMany({ where: { id: sessionId } });
  if (count > 0) await appendEvent(tx, { type: 'session.ended', payload: { sessionId } });
}

/** Housekeeping: removes every session whose expiry has passed. Returns how many were removed. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
