import { createHash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@sappis/db';
import type { SqlRunner } from '../sql-runner.ts';

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

/** The signed-in user as every authenticated procedure sees it. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber: string;
  groups: string[];
}

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
  return createHash('sha256').update(token).digest('hex');
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

interface SessionRow {
  createdAt: Date;
  lastSeenAt: Date;
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber: string;
  active: boolean;
  groups: string[];
}

/** The session with its user and the user's group names: one statement, one round trip. */
const SESSION_SQL = `
  SELECT (s."createdAt" AT TIME ZONE 'UTC') AS "createdAt", (s."lastSeenAt" AT TIME ZONE 'UTC') AS "lastSeenAt",
    u."id" AS "userId", u."username", u."firstName", u."lastName", u."email", u."employeeNumber", u."active",
    ARRAY(SELECT g."name" FROM "user_groups" ug JOIN "groups" g ON g."id" = ug."groupId"
          WHERE ug."userId" = u."id") AS "groups"
  FROM "sessions" s JOIN "users" u ON u."id" = s."userId"
  WHERE s."id" = $1`;

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
 * relation cost several times the statement itself (bench/authenticated-requests.ts).
 */
export async function authenticateSession(
  sql: SqlRunner,
  token: string,
  args: { now: Date; settings: SessionSettings },
): Promise<AuthSession | null> {
  const id = hashSessionToken(token);
  const [row] = await sql.rows<SessionRow>(SESSION_SQL, [id]);
  if (!row) return null;

  const { now, settings } = args;
  if (!row.active || sessionExpiry(row, settings).getTime() <= now.getTime()) {
    await sql.rows(DELETE_SQL, [id]);
    return null;
  }

  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    lastSeenAt = now;
    // A concurrent logout may have removed the row; that is not an error here.
    const expiresAt = sessionExpiry({ createdAt: row.createdAt, lastSeenAt }, settings);
    await sql.rows(TOUCH_SQL, [id, now.toISOString(), expiresAt.toISOString()]);
  }

  return {
    id,
    createdAt: row.createdAt,
    lastSeenAt,
    expiresAt: sessionExpiry({ createdAt: row.createdAt, lastSeenAt }, settings),
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

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.session.deleteMany({ where: { id: hashSessionToken(token) } });
}

/** Housekeeping: removes every session whose expiry has passed. Returns how many were removed. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
