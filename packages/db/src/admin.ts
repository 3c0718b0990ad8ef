import pg from 'pg';

/** Runs `work` with a single node-postgres connection to `url`, always closing it. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return result.rowCount === 1;
}

/** CREATE DATABASE, optionally copying `template`. */
export async function createDatabase(client: pg.Client, name: string, template?: string): Promise<void> {
  const templateClause = template === undefined ? '' : ` TEMPLATE ${client.escapeIdentifier(template)}`;
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${templateClause}`);
}

/** Creates the database unless it exists; tolerates a concurrent creation of the same name. */
export async function ensureDatabase(client: pg.Client, name: string): Promise<void> {
  if (await databaseExists(client, name)) return;
  try {
    await createDatabase(client, name);
  } catch (error) {
    if (!isPgError(error, '42P04')) throw error; // duplicate_database: someone else was faster
  }
}

/** DROP DATABASE IF EXISTS ... WITH (FORCE): terminates remaining sessions first (PostgreSQL 13+). */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
}

function isPgError(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
