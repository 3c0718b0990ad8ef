import pg from 'pg';

/** The probe's connection in pg_stat_activity. */
export const HEALTH_APPLICATION_NAME = 'sappis-health';

/** How long an answer is reused: every load balancer check and reconnecting browser within it costs nothing. */
const ANSWER_REUSE_MS = 500;
/** A probe never waits longer than this for its connection (a server that does not answer is down). */
const CONNECT_TIMEOUT_MS = 2_000;

export interface DatabaseProbe {
  /** Resolves when PostgreSQL answered `SELECT 1` just now (or within the last half second); rejects otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `/health`'s view of the database, on a connection of its own: it never waits behind the request pools, so a
 * busy process still answers its health checks (issue 27: `/health` timed out under load). Checks running at
 * the same time share one query, and an answer is reused for half a second. A broken connection is dropped by
 * the pool and the next check connects again.
 */
export function createDatabaseProbe(connectionString: string): DatabaseProbe {
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    application_name: HEALTH_APPLICATION_NAME,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', () => {}); // an idle connection cut by a restart: dropped, the next check reconnects
  let current: { answer: Promise<void>; until: number } | undefined;
  return {
    check() {
      const now = Date.now();
      if (current && now < current.until) return current.answer;
      const answer = pool.query('SELECT 1').then(() => undefined);
      const entry = { answer, until: Number.POSITIVE_INFINITY };
      current = entry;
      // Reused while running, and for a moment after it settled.
      const settled = () => {
        entry.until = Date.now() + ANSWER_REUSE_MS;
      };
      answer.then(settled, settled);
      return answer;
    },
    close: () => pool.end(),
  };
}
