import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from './settings.ts';

export type { Logger };

/**
 * Never logged even when a call site passes them: session cookies, credentials. (Requests are logged by
 * method and path only, see request-logger.ts, and procedure inputs never.)
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'sessionToken',
  '*.sessionToken',
];

/** Errors of the database or its driver: their messages and details may quote a query's values (personal ids, search terms). */
function isDatabaseError(error: Error): boolean {
  return (
    error.name.startsWith('PrismaClient') ||
    error.name === 'DriverAdapterError' ||
    ('severity' in error && 'routine' in error) // node-postgres' DatabaseError
  );
}

function causesOf(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10; current = current.cause) {
    chain.push(current);
  }
  return chain;
}

/** What kind of failure Prisma's pg adapter reports (e.g. `{ kind: 'postgres', code: '22P02' }`), without its texts. */
function databaseFailureOf(cause: unknown): { kind: unknown; code: unknown } | undefined {
  if (typeof cause !== 'object' || cause === null || !('kind' in cause)) return undefined;
  return { kind: cause.kind, code: 'code' in cause ? cause.code : undefined };
}

/** The stack without its first line (`Name: message`). */
function framesOf(stack: string | undefined): string | undefined {
  return stack?.split('\n').slice(1).join('\n');
}

/**
 * Type, code, message and stack of an error and its causes. When any of them comes from the database, every
 * message of the chain is left out (wrappers such as TRPCError copy their cause's message).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return { type: typeof error };
  const chain = causesOf(error);
  const quiet = chain.some(isDatabaseError);
  const entries = chain.map((link) => {
    const code: unknown = (link as { code?: unknown }).code;
    const database = link.name === 'DriverAdapterError' ? databaseFailureOf(link.cause) : undefined;
    return {
      type: link.name,
      ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      ...(database ? { database } : {}),
      message: quiet ? '(left out: a database error may quote the values of the query)' : link.message,
      stack: quiet ? framesOf(link.stack) : link.stack,
    };
  });
  const [first, ...causes] = entries;
  return causes.length === 0 ? first : { ...first, causes };
}

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; default stdout, and warn and error on stderr. */
  destination?: DestinationStream;
}

/** JSON lines with an ISO time and the level's name. */
export function createLogger(options: LoggerOptions): Logger {
  const destination =
    options.destination ??
    pino.multistream(
      [
        { level: 'trace', stream: pino.destination(1) },
        { level: 'warn', stream: pino.destination(2) },
      ],
      { dedupe: true },
    );
  return pino(
    {
      level: options.level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
