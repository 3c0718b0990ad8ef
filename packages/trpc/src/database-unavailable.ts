/**
 * Database errors that say "not now" rather than "no": the request never got a connection in time (a busy
 * pool, P2028 'Unable to start a transaction in the given time'), or PostgreSQL is restarting or unreachable
 * (refused or cut connections, admin shutdown 57P01). Nothing of the request was committed unless its COMMIT
 * itself was cut, and a mutation that creates or sends is made safe to repeat by its request id (runOnce), so
 * the answer is a retryable 503, never a 500. Duck-typed: Prisma errors, adapter-pg's DriverAdapterError
 * (`cause.kind`, `cause.originalCode`) and node-postgres' own errors all arrive here.
 */

/** The Swedish answer to a request the database could not take now. */
export const OVERLOADED_MESSAGE = 'Systemet är hårt belastat, försök igen';

/** What the answer's Retry-After says (and `details.retryAfterSeconds`): about a PostgreSQL restart. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * P1001/P1002 cannot reach the server, P1008 timed out, P1017 the server closed the connection, P2024 no pool
 * connection in time, P2028 a transaction could not start in time (or expired: it was rolled back).
 */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);

/** adapter-pg's names for the same (convertDriverError). */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * SQLSTATEs: too many connections (53300), admin/crash shutdown and "starting up" (57P01-57P03); the whole
 * class 08 (connection exceptions) is matched below.
 */
const SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03']);

/** Socket errors while connecting or on an open connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres' errors without a code: pool wait timeout, a connection cut or already broken. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed and is not queryable/;

const isCode = (value: unknown, codes: ReadonlySet<string>) => typeof value === 'string' && codes.has(value);

function says(error: object): boolean {
  const { code, originalCode, kind, message } = error as {
    code?: unknown;
    originalCode?: unknown;
    kind?: unknown;
    message?: unknown;
  };
  if (isCode(code, PRISMA_CODES) || isCode(code, SOCKET_CODES) || isCode(kind, ADAPTER_KINDS)) return true;
  for (const state of [code, originalCode]) {
    if (typeof state === 'string' && (SQLSTATES.has(state) || /^08[0-9A-Z]{3}$/.test(state))) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** True when `error` (or what it wraps: `cause`, Prisma's `meta.driverAdapterError`) is one of the above. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    if (says(current)) return true;
    const { cause, meta } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    current = meta?.driverAdapterError ?? cause;
  }
  return false;
}
