/**
 * Building blocks of the scale seed's SQL. Randomness inside PostgreSQL comes from hashint8extended(value,
 * salt), the seeded 64-bit hash behind hash partitioning: a pure function of its inputs (stable across
 * PostgreSQL versions since it must keep hash partitions valid through pg_upgrade), so the generated data is
 * the same on every run, unlike random().
 */

/** Id and number layout of the scale data; everything is an arithmetic function of an index. */
export const SCALE_RANGES = {
  /** customers.customerNumber = base + customer index (1-based). */
  customerNumberBase: 2_000_000,
  /** customers.id = base + customer index. */
  customerIdBase: 10_000_000,
  /** addresses.id = String(base + customer index) (9 digits). */
  addressIdBase: 500_000_000,
  /** agreements.id = base + customer index x 8 + k (k = 1..7); agreementNumber = customerNumber x 10 + k. */
  agreementIdBase: 10_000_000,
  /** agreement_rows.id = base + (customer index x 8 + k) x 8 + rowNumber (rowNumber = 1..7). */
  rowIdBase: 100_000_000,
  /** cases.id = base + case index; cases.number = numberBase + case index. */
  caseIdBase: 10_000_000,
  caseNumberBase: 10_000_000,
} as const;

/** Largest customer index the layout supports without overflowing 32-bit ids. */
export const MAX_SCALE_CUSTOMERS = Math.floor((2_147_483_647 - SCALE_RANGES.rowIdBase) / 64) - 1;

/** A uniform integer in [0, 2^31) from a SQL integer expression and a salt. */
export function hash(expression: string, salt: number): string {
  return `(hashint8extended((${expression})::bigint, ${salt}) & 2147483647)`;
}

/** A uniform integer in [0, n). */
export function pick(expression: string, salt: number, n: number): string {
  return `(${hash(expression, salt)} % ${n})`;
}

/** A uniform float in [0, 1). */
export function unit(expression: string, salt: number): string {
  return `(${hash(expression, salt)}::float8 / 2147483648.0)`;
}

/** A SQL literal of a string. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** ARRAY['a','b'] of string literals. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(literal).join(', ')}]::text[]`;
}

export function intArray(values: readonly number[]): string {
  return `ARRAY[${values.map((value) => String(Math.trunc(value))).join(', ')}]::int[]`;
}

/** `array[1 + pick]`: one element of a SQL array expression of length n. */
export function element(
  arrayExpression: string,
  indexExpression: string,
  salt: number,
  length: number,
): string {
  return `(${arrayExpression})[1 + ${pick(indexExpression, salt, length)}]`;
}

/** First day of the month `offset` months from the date expression's month (offset may be an SQL expression). */
export function monthStart(dateExpression: string, offset: string | number = 0): string {
  return `(date_trunc('month', (${dateExpression})::timestamp) + make_interval(months => (${offset})::int))::date`;
}

/** Last day of the month `offset` months from the date expression's month. */
export function monthEnd(dateExpression: string, offset: string | number = 0): string {
  return `(date_trunc('month', (${dateExpression})::timestamp) + make_interval(months => (${offset})::int + 1) - interval '1 day')::date`;
}
