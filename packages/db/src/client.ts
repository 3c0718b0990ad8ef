import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@prisma/client';
import pg from 'pg';

/**
 * A node-postgres connection that runs its queries one after another. Prisma's query interpreter sends the
 * queries of one nested read (a findMany with includes) at the same time; inside a transaction they all go to
 * the transaction's one connection, where node-postgres queues them but warns "Calling client.query() when the
 * client is already executing a query" (pg 9 will refuse it). The order and results stay the same.
 */
class OneQueryAtATimeClient extends pg.Client {
  #previous: Promise<unknown> = Promise.resolve();

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

/** A Prisma client over node-postgres (the Rust-free `engineType = "client"` runtime). */
export function createPrismaClient(url: string): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, Client: OneQueryAtATimeClient }),
  });
}
