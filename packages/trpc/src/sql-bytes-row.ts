import type pg from 'pg';

/**
 * A statement whose one row is read with its text columns as UTF-8 bytes, never decoded (issue 28): node-postgres
 * decodes every field of a data row into a string, and for the customer view's ~200 kB of agreements that decode,
 * the encode back for the answer and the garbage of both cost more CPU than the rest of the request.
 *
 * `text` (a SELECT of `columns` text columns, parameters `$1`… of `parameterTypes`) becomes the body of a PL/pgSQL
 * function of the session (`pg_temp`, created on a pooled connection's first use; PL/pgSQL keeps its plan as a
 * named prepared statement would), read with `COPY … TO STDOUT (FORMAT binary)`: COPY data reaches us as bytes,
 * and a text column's binary form is its UTF-8 bytes. COPY takes no parameters: the values are written as
 * literals, so only safe integers and strings without quotes or backslashes are accepted.
 */
export interface BytesRowStatement {
  /** The function's name in `pg_temp`, unique per statement. */
  name: string;
  text: string;
  parameterTypes: readonly string[];
  columns: number;
}

/** Pooled connections (their client objects last as long as the connection) and the functions created on them. */
const created = new WeakMap<pg.PoolClient, Set<string>>();

const functionSql = ({ name, text, parameterTypes, columns }: BytesRowStatement) => {
  const outputs = Array.from({ length: columns }, (_, index) => `sappis_column_${index + 1} text`);
  return `CREATE OR REPLACE FUNCTION pg_temp.${name}(${parameterTypes.join(', ')})
    RETURNS TABLE (${outputs.join(', ')}) LANGUAGE plpgsql STABLE AS $sappis_body$
    BEGIN RETURN QUERY ${text}; END $sappis_body$`;
};

function literalOf(value: number | string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && !/['\\\0]/.test(value)) return `'${value}'`;
  throw new Error(`Not a literal a COPY statement may carry: ${String(value)}`);
}

/** A simple-protocol query (node-postgres' Submittable) that collects the COPY data it is answered with. */
class CopyOut {
  private readonly messages: Buffer[] = [];
  private failed = false;

  constructor(
    private readonly text: string,
    private readonly done: (error: Error | undefined, messages: Buffer[]) => void,
  ) {}

  submit(connection: { query(text: string): void }) {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }) {
    // A view into the parser's buffer, which the next read may overwrite: copied.
    this.messages.push(Buffer.from(message.chunk));
  }

  handleCommandComplete() {}

  handleEmptyQuery() {}

  handleError(error: Error) {
    this.failed = true;
    this.done(error, []);
  }

  handleReadyForQuery() {
    if (!this.failed) this.done(undefined, this.messages);
  }
}

/**
 * The fields of the first tuple of binary COPY data (null for SQL NULL), null when it has none, undefined when
 * `data` ends before the tuple does.
 */
function firstTupleIn(data: Buffer, columns: number): (Buffer | null)[] | null | undefined {
  // Header: the 11-byte signature, 32-bit flags, the 32-bit length of the header extension and the extension.
  if (data.length < 19) return undefined;
  let offset = 19 + data.readUInt32BE(15);
  if (data.length < offset + 2) return undefined;
  const fieldCount = data.readInt16BE(offset);
  if (fieldCount === -1) return null;
  if (fieldCount !== columns) throw new Error(`COPY answered ${fieldCount} columns, not ${columns}`);
  offset += 2;
  const fields: (Buffer | null)[] = [];
  for (let index = 0; index < columns; index += 1) {
    if (data.length < offset + 4) return undefined;
    const length = data.readInt32BE(offset);
    offset += 4;
    const end = offset + Math.max(length, 0);
    if (data.length < end) return undefined;
    fields.push(length === -1 ? null : data.subarray(offset, end));
    offset = end;
  }
  return fields;
}

/** The first tuple of COPY data messages: PostgreSQL sends the header with the first tuple, a tuple a message. */
function firstTupleOf(messages: Buffer[], columns: number): (Buffer | null)[] | null {
  const tuple = messages.length > 0 ? firstTupleIn(messages[0] as Buffer, columns) : undefined;
  if (tuple !== undefined) return tuple;
  const all = firstTupleIn(Buffer.concat(messages), columns);
  if (all === undefined) throw new Error('COPY data ended within its first tuple');
  return all;
}

/** The first row of `statement` with `values`, its columns as bytes (null for SQL NULL); null when it has none. */
export async function bytesRowOf(
  pool: pg.Pool,
  statement: BytesRowStatement,
  values: readonly (number | string)[],
): Promise<(Buffer | null)[] | null> {
  const copy = `COPY (SELECT * FROM pg_temp.${statement.name}(${values.map(literalOf).join(', ')})) TO STDOUT (FORMAT binary)`;
  const client = await pool.connect();
  let names = created.get(client);
  const create = !names?.has(statement.name);
  let messages: Buffer[];
  try {
    messages = await new Promise<Buffer[]>((resolve, reject) => {
      const text = create ? `${functionSql(statement)}; ${copy}` : copy;
      client.query(new CopyOut(text, (error, result) => (error ? reject(error) : resolve(result))) as never);
    });
  } catch (error) {
    // As pg-pool's own query does: a connection whose statement failed is not reused.
    client.release(error as Error);
    throw error;
  }
  if (create) {
    names ??= new Set();
    names.add(statement.name);
    created.set(client, names);
  }
  client.release();
  return firstTupleOf(messages, statement.columns);
}
