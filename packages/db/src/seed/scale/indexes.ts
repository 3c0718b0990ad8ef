import type pg from 'pg';

/**
 * Runs `work` in one transaction in which the secondary indexes and the foreign keys of `tables` are dropped
 * first and recreated from their exact definitions at the end. Building an index once, and checking a foreign
 * key with one join over the table, is far faster than maintaining them row by row (the per-row foreign-key
 * triggers were most of the load time). Nothing is skipped: primary keys stay, unique indexes are rebuilt and
 * foreign keys re-added with full validation before the commit, and any failure rolls everything back.
 * The tables, and the tables their dropped foreign keys refer to, stay locked (ACCESS EXCLUSIVE) until the commit.
 */
export async function withIndexesRebuilt<T>(
  client: pg.PoolClient,
  tables: readonly string[],
  work: () => Promise<T>,
  onRebuilt: (table: string, ms: number) => void,
  /** Keep foreign keys to these tables: dropping one locks the referenced table, which another lane may read. */
  keepForeignKeysTo: readonly string[] = [],
): Promise<T> {
  await client.query('BEGIN');
  try {
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    const { rows: indexes } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT t.relname::text AS table, quote_ident(ix.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_class ix ON ix.oid = i.indexrelid
       WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])
         AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       ORDER BY t.relname, ix.relname`,
      [tables],
    );
    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT t.relname::text AS table, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])
         AND NOT (c.confrelid::regclass::text = ANY($2::text[]))
       ORDER BY t.relname, c.conname`,
      [tables, keepForeignKeysTo],
    );
    for (const key of foreignKeys)
      await client.query(`ALTER TABLE "${key.table}" DROP CONSTRAINT ${key.name}`);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    const result = await work();
    for (const table of tables) {
      const start = performance.now();
      for (const index of indexes.filter((item) => item.table === table))
        await client.query(index.definition);
      for (const key of foreignKeys.filter((item) => item.table === table)) {
        await client.query(`ALTER TABLE "${key.table}" ADD CONSTRAINT ${key.name} ${key.definition}`);
      }
      onRebuilt(table, performance.now() - start);
    }
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
