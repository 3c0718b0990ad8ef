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

/** How often an answer the server marks retryable (database busy or restarting) is tried again. */
export const RETRYABLE_RETRIES = 4;

/**
 * The server's 'Systemet är hårt belastat, försök igen' (SERVICE_UNAVAILABLE with `details.retryable`): the
 * database could not take the request now; nothing was done, or a repeat with the same request id answers as
 * the first time.
 */
export function isRetryableAnswer(error: unknown): boolean {
  const details = (errorData(error) as { details?: { retryable?: unknown } | null } | undefined)?.details;
  return details?.retryable === true;
}

/**
 * Retry only what may be transient (network, 5xx), at most twice, a retryable answer RETRYABLE_RETRIES times; a
 * refusal by the server stays a refusal.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = trpcErrorCode(error);
  if (code && NO_RETRY_CODES.has(code)) return false;
  return failureCount < (isRetryableAnswer(error) ? RETRYABLE_RETRIES : 2);
}

/**
 * Whether the HTTP link sends a failed mutation again (`attempts` made so far): only after a retryable answer,
 * and only a mutation that carries a request id (a form's `useRequestId()`): the server acts once per id, so a
 * repeat of a submit that did go through answers with the first answer.
 */
export function retriesMutation(
  op: { type: string; input: unknown },
  error: unknown,
  attempts: number,
): boolean {
  const input = op.input as { requestId?: unknown } | null | undefined;
  return (
    op.type === 'mutation' &&
    attempts <= RETRYABLE_RETRIES &&
    typeof input?.requestId === 'string' &&
    isRetryableAnswer(error)
  );
}

/** Before the n-th repeat: 1-2 s, 2-4 s, then 4-8 s (the server's Retry-After is 2 s), jittered so browsers spread. */
export function mutationRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(8_000, 2_000 * 2 ** (attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
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
