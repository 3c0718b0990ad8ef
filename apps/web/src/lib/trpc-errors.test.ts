// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isUnauthorized,
  mutationRetryDelayMs,
  RETRYABLE_RETRIES,
  retriesMutation,
  shouldRetry,
  trpcErrorCode,
  userMessageOf,
} from './trpc-errors.ts';

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

  // The API's answer when the database could not take the request (busy pool, restart).
  const busy = {
    message: 'x',
    data: {
      code: 'SERVICE_UNAVAILABLE',
      userMessage: 'Systemet är hårt belastat, försök igen',
      details: { retryable: true, retryAfterSeconds: 2 },
    },
  };
  const send = {
    type: 'mutation',
    input: { requestId: '5f0c3c0e-4a86-4f55-9d5e-8f2b7f4f1a10', message: 'Hej' },
  };

  it('sends a mutation with a request id again after a retryable answer, a few times, with the same input', () => {
    for (let attempts = 1; attempts <= RETRYABLE_RETRIES; attempts += 1) {
      expect(retriesMutation(send, busy, attempts)).toBe(true);
    }
    expect(retriesMutation(send, busy, RETRYABLE_RETRIES + 1)).toBe(false);
  });

  it('never repeats a mutation without a request id, or after any other failure', () => {
    expect(retriesMutation({ type: 'mutation', input: { message: 'Hej' } }, busy, 1)).toBe(false);
    expect(retriesMutation(send, trpcError('SERVICE_UNAVAILABLE', 'TV-plattformen svarar inte'), 1)).toBe(
      false,
    );
    expect(retriesMutation(send, trpcError('INTERNAL_SERVER_ERROR'), 1)).toBe(false);
    expect(retriesMutation(send, new TypeError('Failed to fetch'), 1)).toBe(false);
    expect(retriesMutation({ type: 'query', input: send.input }, busy, 1)).toBe(false);
  });

  it('waits about the Retry-After and longer each time, spread between browsers', () => {
    for (const random of [0, 0.5, 0.999]) {
      const delays = [1, 2, 3, 4].map((attempts) => mutationRetryDelayMs(attempts, () => random));
      expect(delays[0]).toBeGreaterThanOrEqual(1_000);
      expect(delays[0]).toBeLessThanOrEqual(2_000);
      expect(delays[3]).toBeLessThanOrEqual(8_000);
      for (let index = 1; index < delays.length; index += 1) {
        expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1] as number);
      }
    }
  });

  it('retries a query answered as retryable more often than another server failure', () => {
    expect(shouldRetry(RETRYABLE_RETRIES - 1, busy)).toBe(true);
    expect(shouldRetry(RETRYABLE_RETRIES, busy)).toBe(false);
    expect(shouldRetry(2, trpcError('INTERNAL_SERVER_ERROR'))).toBe(false);
  });
});
