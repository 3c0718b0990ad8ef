import { isDatabaseUnavailable, OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS } from './database-unavailable.ts';

/**
 * The one application error. Domain functions throw it to refuse something; they never import tRPC.
 * The tRPC layer (see `trpc.ts`) turns it into a TRPCError with the same code and the Swedish message.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export interface AppErrorOptions {
  /** Field name -> Swedish messages, for forms (shown like zod field errors). */
  fieldErrors?: Record<string, string[]>;
  /** Facts the client acts on beside the message (the survivor of a merged-away customer, to link to it). */
  details?: AppErrorDetails;
  cause?: unknown;
}

export type AppErrorDetails = Record<string, string | number | boolean | null>;

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  /** Swedish text meant for the user, shown as is. */
  readonly userMessage: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly details: AppErrorDetails | undefined;

  constructor(code: AppErrorCode, userMessage: string, options: AppErrorOptions = {}) {
    super(userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Swedish fallback texts per code, for errors that carry no user message of their own. */
export const DEFAULT_USER_MESSAGES: Record<string, string> = {
  PARSE_ERROR: 'Ogiltig förfrågan',
  BAD_REQUEST: 'Kontrollera uppgifterna och försök igen',
  UNAUTHORIZED: 'Du är inte inloggad',
  FORBIDDEN: 'Behörighet saknas',
  NOT_FOUND: 'Hittades inte',
  METHOD_NOT_SUPPORTED: 'Ogiltig förfrågan',
  TIMEOUT: 'Det tog för lång tid, försök igen',
  CONFLICT: 'Uppgifterna har ändrats av någon annan, ladda om och försök igen',
  PRECONDITION_FAILED: 'Åtgärden kan inte utföras just nu',
  PAYLOAD_TOO_LARGE: 'Förfrågan är för stor',
  UNPROCESSABLE_CONTENT: 'Kontrollera uppgifterna och försök igen',
  TOO_MANY_REQUESTS: 'För många försök, vänta en stund och försök igen',
  CLIENT_CLOSED_REQUEST: 'Förfrågan avbröts',
  SERVICE_UNAVAILABLE: 'Tjänsten är inte tillgänglig just nu, försök igen senare',
  INTERNAL_SERVER_ERROR: 'Något gick fel, försök igen senare',
};

export const FALLBACK_USER_MESSAGE = 'Något gick fel, försök igen senare';

/** Said when the database refuses a value the input schemas let through (too long, out of range, not text). */
export const INVALID_VALUE_MESSAGE = 'Ett värde är ogiltigt eller för stort, kontrollera uppgifterna';

/** Prisma's codes for a value that does not fit its column or type. */
const INPUT_PRISMA_CODES = new Set(['P2000', 'P2006', 'P2007', 'P2019', 'P2020', 'P2023', 'P2033']);

/**
 * PostgreSQL data exceptions a value sent by the client causes: too long (22001), out of range (22003), bad
 * date (22007, 22008), NUL or not UTF-8 (22021, 22P05), not a number or the like (22P02).
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE of an adapter-pg error (`DriverAdapterError.cause.originalCode`). */
function originalCode(cause: unknown): unknown {
  return typeof cause === 'object' && cause !== null
    ? (cause as { originalCode?: unknown }).originalCode
    : undefined;
}

/**
 * True for a database error the input caused. It comes as a Prisma error with a P-code (its SQLSTATE under
 * `meta.driverAdapterError` for raw queries), as adapter-pg's own DriverAdapterError (e.g. a NUL byte), as a
 * node-postgres error carrying the SQLSTATE (the raw SQL pool), or, for a lone UTF-16 surrogate, as an
 * unknown request error whose message only says the query engine could not encode it.
 */
function isInputFault(error: object): boolean {
  const { code, cause, meta, name, message } = error as {
    code?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: { cause?: unknown } };
    name?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && INPUT_PRISMA_CODES.has(code)) return true;
  const sqlStates = [code, originalCode(cause), originalCode(meta?.driverAdapterError?.cause)];
  if (sqlStates.some((state) => typeof state === 'string' && INPUT_SQLSTATES.has(state))) return true;
  return (
    name === 'PrismaClientUnknownRequestError' && typeof message === 'string' && /hex escape/.test(message)
  );
}

/**
 * The answer to a request the database could not take now (busy pool, restart): SERVICE_UNAVAILABLE (503 with
 * Retry-After over HTTP), `details.retryable`: the web client repeats a mutation that carries a request id.
 */
export function databaseUnavailableError(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', OVERLOADED_MESSAGE, {
    details: { retryable: true, retryAfterSeconds: RETRY_AFTER_SECONDS },
    cause,
  });
}

/**
 * Known database errors that are refusals rather than bugs, as AppErrors: the database unavailable for now, a
 * value the input made invalid, a missing row, a duplicate, a write conflict (duck-typed so this file stays free
 * of the Prisma runtime).
 */
export function appErrorFromPrisma(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (isDatabaseUnavailable(error)) return databaseUnavailableError(error);
  if (isInputFault(error)) return new AppError('BAD_REQUEST', INVALID_VALUE_MESSAGE, { cause: error });
  switch ((error as { code?: unknown }).code) {
    case 'P2025':
      return new AppError('NOT_FOUND', 'Hittades inte', { cause: error });
    case 'P2002':
      return new AppError('CONFLICT', 'Det finns redan en post med samma uppgifter', { cause: error });
    case 'P2034':
      return new AppError('CONFLICT', 'Någon annan ändrade samtidigt, försök igen', { cause: error });
    default:
      return undefined;
  }
}
