import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { trpcHttpError } from './http-error.ts';

describe('trpcHttpError', () => {
  it('answers as tRPC would for the whole request, with the Swedish message for the user', () => {
    expect(trpcHttpError(new AppError('TOO_MANY_REQUESTS', 'Vänta lite'))).toEqual({
      status: 429,
      body: {
        error: {
          message: 'Vänta lite',
          code: -32029,
          data: expect.objectContaining({
            code: 'TOO_MANY_REQUESTS',
            httpStatus: 429,
            userMessage: 'Vänta lite',
          }),
        },
      },
    });
    expect(trpcHttpError(new AppError('PAYLOAD_TOO_LARGE', 'För stor')).status).toBe(413);
  });
});
