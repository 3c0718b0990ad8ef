/**
 * Fast multi-row inserts through one JSON parameter: `INSERT INTO t (...) SELECT ... FROM
 * json_populate_recordset(NULL::t, $1)`. Prisma's createMany spends most of its time per value in the query
 * compiler; this sends a whole table in one or a few statements and lets PostgreSQL do the conversion.
 *
 * Rows use the Prisma field names, which are the column names (the schema maps tables, never fields).
 * Columns a row leaves out get the column's default (also when other rows of the batch set them);
 * `updatedAt` without a value gets the current UTC time, as Prisma would. Given a `stampedAt` moment, that
 * moment stands for the current time instead (the demo seed's moment: nothing it writes is later than it).
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

  constructor(
    private readonly db: RawExecutor,
    private readonly stampedAt?: Date,
  ) {}

  /** SQL for the current time, or the `stampedAt` moment (a timestamp without time zone, in UTC). */
  private currentTime(): string {
    return this.stampedAt ? `'${this.stampedAt.toISOString()}'::timestamp` : `(now() AT TIME ZONE 'UTC')`;
  }

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
    const { names, select } = await this.selectList(table, rows);
    const sql = `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')})
      SELECT ${select.join(', ')} FROM json_populate_recordset(NULL::"${table}", $1::json) AS r`;
    return this.run(sql, rows);
  }

  /**
   * Inserts the rows of `rows` whose natural key (`key`, columns) is not in `table` yet, in their order, and
   * returns how many it inserted; rows already there are left as they are. A row's `id` is kept when it is
   * free and replaced by the next serial id when another row holds it. Callers hold a lock against
   * concurrent callers.
   */
  async insertMissing(table: string, rows: ReadonlyArray<object>, key: readonly string[]): Promise<number> {
    if (rows.length === 0) return 0;
    const { names, select } = await this.selectList(table, rows);
    const sequence = names.includes('id') ? await this.serialSequence(table) : null;
    if (sequence) {
      await this.advanceSequence(
        sequence,
        Math.max(...rows.map((row) => Number((row as { id?: number }).id))),
      );
      const id = names.indexOf('id');
      select[id] =
        `CASE WHEN EXISTS (SELECT 1 FROM "${table}" taken WHERE taken.id = r.id) THEN nextval('${sequence}') ELSE ${select[id]} END`;
    }
    const match = key.map((column) => `present."${column}" = r."${column}"`).join(' AND ');
    const sql = `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')})
      SELECT ${select.join(', ')} FROM json_populate_recordset(NULL::"${table}", $1::json) WITH ORDINALITY AS r
      WHERE NOT EXISTS (SELECT 1 FROM "${table}" present WHERE ${match})
      ORDER BY r.ordinality
      ON CONFLICT DO NOTHING`;
    return this.run(sql, rows);
  }

  private async serialSequence(table: string): Promise<string | null> {
    const [row] = await this.db.$queryRawUnsafe<Array<{ sequence: string | null }>>(
      `SELECT pg_get_serial_sequence($1, 'id') AS sequence`,
      `"${table}"`,
    );
    return row?.sequence ?? null;
  }

  /** Moves the sequence forward so that it never hands out `id` or less; never moves it back. */
  private async advanceSequence(sequence: string, id: number): Promise<void> {
    await this.db.$executeRawUnsafe(
      `SELECT setval('${sequence}', $1::bigint) FROM ${sequence}
       WHERE (CASE WHEN is_called THEN last_value ELSE last_value - 1 END) < $1::bigint`,
      id,
    );
  }

  private async selectList(
    table: string,
    rows: ReadonlyArray<object>,
  ): Promise<{ names: string[]; select: string[] }> {
    const info = await this.columnsOf(table);
    const present = new Set<string>();
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) if (value !== undefined) present.add(key);
    }
    const names = [...present];
    for (const name of names) if (!info.has(name)) throw new Error(`Table ${table} has no column ${name}`);
    const stamped = (column: ColumnInfo) =>
      this.stampedAt !== undefined && !column.nullable && column.defaultExpression === 'CURRENT_TIMESTAMP';
    for (const column of info.values()) {
      if ((column.name === 'updatedAt' || stamped(column)) && !present.has(column.name))
        names.push(column.name);
    }
    const select = names.map((name) => {
      const column = info.get(name) as ColumnInfo;
      const ref = `r."${name}"`;
      if (column.defaultExpression !== null && !column.nullable)
        return `COALESCE(${ref}, ${stamped(column) ? this.currentTime() : column.defaultExpression})`;
      if (name === 'updatedAt' && column.defaultExpression === null)
        return `COALESCE(${ref}, ${this.currentTime()})`;
      return ref;
    });
    return { names, select };
  }

  private async run(sql: string, rows: ReadonlyArray<object>): Promise<number> {
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
