import { POOL_WAIT_MS } from '@sappis/db';
import pg from 'pg';

export type SqlPool = pg.Pool;

/** The pool's connections in pg_stat_activity. */
export const SQL_POOL_APPLICATION_NAME = 'sappis-sql';

/**
 * A node-postgres pool for hot statements beside Prisma's own pool: the lease statements (case lock
 * acquire/release) and the reads before or of every cheap request (session lookup, unread count).
 *
 * Its sessions commit with `synchronous_commit = off`: a commit returns once its WAL is written, not flushed
 * (PostgreSQL flushes within 3 × wal_writer_delay). Lease statements hold the event-append lock through their
 * commit, so a ~0.7 ms fdatasync per commit on this disk would cap them at ~700 pairs/s (bench/case-locks.ts).
 * What a database crash could lose is a lease granted in the last fraction of a second: the holder's next
 * heartbeat or write then sees the lock free again (or re-takes it). Never two holders either way: every case
 * write re-checks the lock row in its own transaction. The only other writes on this pool are a session's
 * sliding expiry (losing one only shortens an idle session by up to a minute) and the deletion of an expired
 * session (it stays expired when lost).
 */
export function createSqlPool(
  connectionString: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): SqlPool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    options: '-c synchronous_commit=off',
    application_name: SQL_POOL_APPLICATION_NAME,
    // A wait for a connection ends as a retryable 503, not a request waiting without end (client.ts).
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
  // An idle connection that breaks (server restart, terminated backend) is dropped by the pool and replaced on
  // the next query; unhandled, its 'error' event would end the process.
  pool.on('error', options.onError ?? (() => {}));
  return pool;
}
