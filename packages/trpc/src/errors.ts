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
  cause?: unknown;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  /** Swedish text meant for the user, shown as is. */
  readonly userMessage: string;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(code: AppErrorCode, userMessage: string, options: AppErrorOptions = {}) {
    super(userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
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

/**
 * Known Prisma request errors that are refusals rather than bugs, as AppErrors
 * (duck-typed on the error code so this file stays free of the Prisma runtime).
 */
export function appErrorFromPrisma(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  if (typeof code !== 'string' || !/^P\d{4}$/.test(code)) return undefined;
  switch (code) {
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
