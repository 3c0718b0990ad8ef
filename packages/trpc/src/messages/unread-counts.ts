import type pg from 'pg';
import { poolRunner } from '../sql-runner.ts';

const COUNTS_SQL = `SELECT "userId", count(*)::int AS "count" FROM "user_messages"
  WHERE "userId" = ANY($1::int[]) AND NOT "read" GROUP BY "userId"`;

interface Waiter {
  resolve: (counts: { count: number }) => void;
  reject: (error: unknown) => void;
}

/**
 * Unread counts asked for in the same turn of the event loop, read with one statement (issue 8: the bell asks
 * for its count on every page of every agent, and each statement costs the API a round trip to the database).
 * The statement is sent after every asking call has arrived, so each count is as fresh as a statement of its
 * own would be: it sees every write committed before its call. A failure fails every call of the batch.
 */
class UnreadCountBatch {
  readonly #pool: pg.Pool;
  #waiting = new Map<number, Waiter[]>();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  count(userId: number): Promise<{ count: number }> {
    return new Promise((resolve, reject) => {
      const first = this.#waiting.size === 0;
      const waiters = this.#waiting.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else this.#waiting.set(userId, [{ resolve, reject }]);
      // After the poll phase: the calls of every request read from the sockets in this turn join the batch.
      if (first) setImmediate(this.#send);
    });
  }

  readonly #send = () => {
    const batch = this.#waiting;
    this.#waiting = new Map();
    poolRunner(this.#pool)
      .rows<{ userId: number; count: number }>(COUNTS_SQL, [[...batch.keys()]])
      .then(
        (rows) => {
          const counts = new Map(rows.map((row) => [row.userId, row.count]));
          for (const [userId, waiters] of batch) {
            for (const waiter of waiters) waiter.resolve({ count: counts.get(userId) ?? 0 });
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      );
  };
}

const batches = new WeakMap<pg.Pool, UnreadCountBatch>();

/** The user's unread messages, read together with the other counts asked for in this turn (see above). */
export function countUnreadInBatch(pool: pg.Pool, userId: number): Promise<{ count: number }> {
  let batch = batches.get(pool);
  if (!batch) {
    batch = new UnreadCountBatch(pool);
    batches.set(pool, batch);
  }
  return batch.count(userId);
}
