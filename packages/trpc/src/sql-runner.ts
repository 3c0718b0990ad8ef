import type { Prisma, PrismaClient } from '@sappis/db';
import type pg from 'pg';

/** Runs one parameterized statement: through Prisma (inside its transactions) or a node-postgres pool (hot paths). */
export interface SqlRunner {
  rows<T>(text: string, values: readonly unknown[]): Promise<T[]>;
}

export function prismaRunner(db: Pick<Prisma.TransactionClient, '$queryRawUnsafe'>): SqlRunner {
  return { rows: <T>(text: string, values: readonly unknown[]) => db.$queryRawUnsafe<T[]>(text, ...values) };
}

/** Prepared-statement names of the statement texts run on pools (each connection plans a text once). */
const statementNames = new Map<string, string>();
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `sappis_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * ~3x less client CPU per statement than Prisma (bench/case-locks.ts, bench/authenticated-requests.ts): no
 * query compilation; named, so every pooled connection parses and plans each statement once.
 */
export function poolRunner(pool: pg.Pool): SqlRunner {
  let runner = poolRunners.get(pool);
  if (!runner) {
    runner = {
      rows: async <T>(text: string, values: readonly unknown[]) =>
        (await pool.query({ name: statementName(text), text, values: values as unknown[] })).rows as T[],
    };
    poolRunners.set(pool, runner);
  }
  return runner;
}

/** One runner per pool, not one per request or open WebSocket. */
const poolRunners = new WeakMap<pg.Pool, SqlRunner>();

/** The pool when the process has one (the API), else Prisma (plain caller tests). */
export function sqlRunnerOf(db: { prisma: PrismaClient; sqlPool?: pg.Pool | undefined }): SqlRunner {
  return db.sqlPool ? poolRunner(db.sqlPool) : prismaRunner(db.prisma);
}
