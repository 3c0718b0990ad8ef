import pg from 'pg';

export type SqlPool = pg.Pool;

/** A node-postgres pool for hot raw-SQL paths (case lock acquire/release), beside Prisma's own pool. */
export function createSqlPool(connectionString: string, max = 10): SqlPool {
  return new pg.Pool({ connectionString, max });
}
