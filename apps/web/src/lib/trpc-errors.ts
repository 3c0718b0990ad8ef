/** The tRPC error code of an error thrown by a procedure call, if it carries one. */
export function trpcErrorCode(error: unknown): string | undefined {
  const data = errorData(error);
  return typeof data?.code === 'string' ? data.code : undefined;
}

function errorData(error: unknown): { code?: unknown; userMessage?: unknown } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object') return data as { code?: unknown; userMessage?: unknown };
  const shape = (error as { shape?: { data?: unknown } }).shape;
  if (shape?.data && typeof shape.data === 'object')
    return shape.data as { code?: unknown; userMessage?: unknown };
  return undefined;
}

export const FALLBACK_ERROR_MESSAGE = 'Något gick fel, försök igen senare';

/** The Swedish text the API attaches to its errors (`data.userMessage`), else a general one. */
export function userMessageOf(error: unknown, fallback: string = FALLBACK_ERROR_MESSAGE): string {
  const message = errorData(error)?.userMessage;
  return typeof message === 'string' && message.length > 0 ? message : fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return trpcErrorCode(error) === 'UNAUTHORIZED';
}

export function isForbidden(error: unknown): boolean {
  return trpcErrorCode(error) === 'FORBIDDEN';
}

export function isNotFound(error: unknown): boolean {
  return trpcErrorCode(error) === 'NOT_FOUND';
}

const NO_RETRY_CODES = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_REQUEST',
  'PARSE_ERROR',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE_CONTENT',
  'TOO_MANY_REQUESTS',
]);

/** Retry only what may be transient (network, 5xx), at most twice; a refusal by the server stays a refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = trpcErrorCode(error);
  if (code && NO_RETRY_CODES.has(code)) return false;
  return failureCount < 2;
}

/** The first field error the server attached to a refusal (AppError fieldErrors), by field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { fieldErrors?: unknown } } | null)?.data;
  const fieldErrors = data?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
  }
  return errors;
}

/** The survivor the server names when the customer asked for was merged into another (AppError details). */
export function mergedIntoCustomerNumberOf(error: unknown): number | null {
  const details = (
    errorData(error) as { details?: { mergedIntoCustomerNumber?: unknown } | null } | undefined
  )?.details;
  const survivor = details?.mergedIntoCustomerNumber;
  return typeof survivor === 'number' ? survivor : null;
}
