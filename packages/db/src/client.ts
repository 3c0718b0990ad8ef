import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@prisma/client';
import pg from 'pg';

type Release = (error?: Error | boolean) => void;

/**
 * A node-postgres connection for Prisma's pool, with two fixes:
 *
 * - It runs its queries one after another. Prisma's query interpreter sends the queries of one nested read (a
 *   findMany with includes) at the same time; inside a transaction they all go to the transaction's one
 *   connection, where node-postgres queues them but warns "Calling client.query() when the client is already
 *   executing a query" (pg 9 will refuse it). The order and results stay the same.
 * - A connection that dies while lent out (PostgreSQL restarted, backend terminated) goes back to the pool, which
 *   drops it. adapter-pg 6.19 never releases a transaction's connection when the transaction's ROLLBACK fails on
 *   the dead connection: each such transaction kept one slot of the pool for good, so a restart under load left
 *   the pool with no usable connection (every later transaction P2028) and `$disconnect()` waiting forever
 *   (client.test.ts). The holder's own release afterwards does nothing.
 */
class PooledClient extends pg.Client {
  #previous: Promise<unknown> = Promise.resolve();
  #release: Release | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('end', () => this.release(new Error('Connection terminated')));
  }

  /** Set by pg-pool each time it lends the connection out. */
  set release(release: Release) {
    this.#release = release;
  }

  /** Returns the connection to the pool once, whoever calls first (the holder, or the 'end' above). */
  get release(): Release {
    return (error) => {
      const release = this.#release;
      this.#release = undefined;
      release?.(error);
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query() has many overloads; arguments pass through.
  override query(...args: any[]): any {
    const callback = typeof args.at(-1) === 'function' ? args.pop() : undefined;
    const run = () => super.query(...(args as [string])) as Promise<unknown>;
    const result = this.#previous.then(run, run);
    this.#previous = result.catch(() => {});
    if (!callback) return result;
    result.then(
      (value) => callback(null, value),
      (error: unknown) => callback(error),
    );
    return undefined;
  }
}

/** The API's Prisma pool in pg_stat_activity (README 'Database connections'). */
export const PRISMA_APPLICATION_NAME = 'sappis-prisma';

export interface PrismaPoolOptions {
  /** Connections in the pool (node-postgres' default: 10). */
  max?: number;
  /** pg_stat_activity's application_name of its connections. */
  applicationName?: string;
}

/**
 * How long a query waits for a pool connection (or to connect) before it fails, so that a saturated pool or an
 * unreachable server answers a retryable 503 (database-unavailable.ts) instead of keeping the request waiting
 * without end; node-postgres' default is to wait forever. Transactions wait at most Prisma's `maxWait` (2 s).
 */
export const POOL_WAIT_MS = 5_000;

/** A Prisma client over node-postgres (the Rust-free `engineType = "client"` runtime). */
export function createPrismaClient(url: string, pool: PrismaPoolOptions = {}): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString: url,
      Client: PooledClient,
      connectionTimeoutMillis: POOL_WAIT_MS,
      ...(pool.max === undefined ? {} : { max: pool.max }),
      ...(pool.applicationName === undefined ? {} : { application_name: pool.applicationName }),
    }),
  });
}
