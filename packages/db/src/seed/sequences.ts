/**
 * After rows were inserted with explicit ids, moves every serial sequence of the current schema past the
 * largest id, so that later inserts by the application get fresh ids. One statement, safe to run any time.
 */
export const RESET_SEQUENCES_SQL = `
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.table_schema, c.table_name, c.column_name,
           pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) AS seq
    FROM information_schema.columns c
    WHERE c.table_schema = current_schema() AND c.column_default LIKE 'nextval(%'
  LOOP
    IF r.seq IS NOT NULL THEN
      EXECUTE format('SELECT setval(%L, COALESCE((SELECT MAX(%I) FROM %I.%I), 0) + 1, false)',
                     r.seq, r.column_name, r.table_schema, r.table_name);
    END IF;
  END LOOP;
END $$;`;
