/**
 * Fast multi-row inserts through one JSON parameter: `INSERT INTO t (...) SELECT ... FROM
 * json_populate_recordset(NULL::t, $1)`. Prisma's createMany spends most of its time per value in the query
 * compiler; this sends a whole table in one or a few statements and lets PostgreSQL do the conversion.
 *
 * Rows use the Prisma field names, which are the column names (the schema maps tables, never fields).
 * Columns a row leaves out get the column's default (also when other rows of the batch set them);
 * `updatedAt` without a value gets the current UTC time, as Prisma would.
 */

/** The raw-query part of a PrismaClient or transaction client. */
export interface RawExecutor {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

interface ColumnInfo {
  name: string;
  defaultExpression: string | null;
  nullable: boolean;
}

const BATCH_ROWS = 5000;

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array)
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  return value;
}

export class BulkInserter {
  private readonly columns = new Map<string, Map<string, ColumnInfo>>();

  constructor(private readonly db: RawExecutor) {}

  private async columnsOf(table: string): Promise<Map<string, ColumnInfo>> {
    const cached = this.columns.get(table);
    if (cached) return cached;
    const rows = await this.db.$queryRawUnsafe<
      Array<{ column_name: string; column_default: string | null; is_nullable: string }>
    >(
      `SELECT column_name::text AS column_name, column_default::text AS column_default, is_nullable::text AS is_nullable
       FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1`,
      table,
    );
    if (rows.length === 0) throw new Error(`Unknown table ${table}`);
    const info = new Map(
      rows.map((row) => [
        row.column_name,
        { name: row.column_name, defaultExpression: row.column_default, nullable: row.is_nullable === 'YES' },
      ]),
    );
    this.columns.set(table, info);
    return info;
  }

  /** Inserts `rows` into `table` and returns the number of inserted rows. */
  async insert(table: string, rows: ReadonlyArray<object>): Promise<number> {
    if (rows.length === 0) return 0;
    const info = await this.columnsOf(table);
    const present = new Set<string>();
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) if (value !== undefined) present.add(key);
    }
    const names = [...present];
    for (const name of names) if (!info.has(name)) throw new Error(`Table ${table} has no column ${name}`);
    for (const column of info.values()) {
      if (column.name === 'updatedAt' && !present.has('updatedAt')) names.push('updatedAt');
    }
    const select = names.map((name) => {
      const column = info.get(name) as ColumnInfo;
      const ref = `r."${name}"`;
      if (column.defaultExpression !== null && !column.nullable)
        return `COALESCE(${ref}, ${column.defaultExpression})`;
      if (name === 'updatedAt' && column.defaultExpression === null)
        return `COALESCE(${ref}, now() AT TIME ZONE 'UTC')`;
      return ref;
    });
    const sql = `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')})
      SELECT ${select.join(', ')} FROM json_populate_recordset(NULL::"${table}", $1::json) AS r`;
    let inserted = 0;
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) if (value !== undefined) out[key] = jsonValue(value);
        return out;
      });
      inserted += await this.db.$executeRawUnsafe(sql, JSON.stringify(batch));
    }
    return inserted;
  }
}
