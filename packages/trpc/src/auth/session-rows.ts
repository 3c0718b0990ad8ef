import type { SqlRunner } from '../sql-runner.ts';

/** A session with its user and the user's group names, as the database holds them. */
export interface SessionRow {
  id: string;
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

/** The sessions with their users and the users' group names: one statement, one round trip, for any number. */
const SESSIONS_SQL = `
  SELECT s."id", (s."createdAt" AT TIME ZONE 'UTC') AS "createdAt", (s."lastSeenAt" AT TIME ZONE 'UTC') AS "lastSeenAt",
    u."id" AS "userId", u."username", u."firstName", u."lastName", u."email", u."employeeNumber", u."active",
    ARRAY(SELECT g."name" FROM "user_groups" ug JOIN "groups" g ON g."id" = ug."groupId"
          WHERE ug."userId" = u."id") AS "groups"
  FROM "sessions" s JOIN "users" u ON u."id" = s."userId"
  WHERE s."id" = ANY($1::text[])`;

interface Waiting {
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/** The lookups asked for on each runner in this turn of the event loop, by session id. */
const waitingBySql = new WeakMap<SqlRunner, Map<string, Waiting[]>>();

/**
 * The session row `id`, read together with every other one asked for on the same runner in the same turn of the
 * event loop: a reconnect storm (hundreds of WebSocket upgrades whose sessions this process has not cached) makes a
 * few statements instead of one per connection, each waiting for a pool connection (issue 27). Alone, it is the
 * same one statement, a turn later.
 */
export function readSessionRow(sql: SqlRunner, id: string): Promise<SessionRow | undefined> {
  let waiting = waitingBySql.get(sql);
  if (!waiting) {
    const batch = new Map<string, Waiting[]>();
    waiting = batch;
    waitingBySql.set(sql, batch);
    setImmediate(() => {
      waitingBySql.delete(sql);
      void readBatch(sql, batch);
    });
  }
  const batch = waiting;
  return new Promise((resolve, reject) => {
    const forId = batch.get(id);
    if (forId) forId.push({ resolve, reject });
    else batch.set(id, [{ resolve, reject }]);
  });
}

async function readBatch(sql: SqlRunner, batch: Map<string, Waiting[]>): Promise<void> {
  try {
    const rows = await sql.rows<SessionRow>(SESSIONS_SQL, [[...batch.keys()]]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [id, waiting] of batch) {
      // Each caller gets its own copy: authenticateSession sorts the groups and caches the session.
      for (const { resolve } of waiting) {
        const row = byId.get(id);
        resolve(row && { ...row, groups: [...row.groups] });
      }
    }
  } catch (error) {
    for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
  }
}
