/** The same connection string pointing at another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The database named in a connection string (`postgres` when it names none). */
export function databaseOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  return name === '' ? 'postgres' : name;
}
