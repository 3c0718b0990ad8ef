import { describe, expect, it } from 'vitest';
import { isUnauthorized, shouldRetry, trpcErrorCode, userMessageOf } from './trpc-errors.ts';

const trpcError = (code: string, userMessage?: string) => ({ message: 'x', data: { code, userMessage } });

describe('trpc errors', () => {
  it('reads the code and the Swedish message the API attaches', () => {
    expect(trpcErrorCode(trpcError('NOT_FOUND'))).toBe('NOT_FOUND');
    expect(isUnauthorized(trpcError('UNAUTHORIZED'))).toBe(true);
    expect(isUnauthorized(new Error('network'))).toBe(false);
    expect(userMessageOf(trpcError('CONFLICT', 'Ändrat av någon annan'))).toBe('Ändrat av någon annan');
    expect(userMessageOf(new Error('boom'))).toBe('Något gick fel, försök igen senare');
  });

  it('never retries UNAUTHORIZED or FORBIDDEN, retries transient failures twice', () => {
    expect(shouldRetry(0, trpcError('UNAUTHORIZED'))).toBe(false);
    expect(shouldRetry(0, trpcError('FORBIDDEN'))).toBe(false);
    expect(shouldRetry(0, trpcError('INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
