import { TRPCError } from '@trpc/server';
import { getErrorShape, transformTRPCResponse } from '@trpc/server/unstable-core-do-not-import';
import { appRouter } from './app-router.ts';
import type { AppError } from './errors.ts';

/**
 * The HTTP answer tRPC gives when a whole request fails with `error`, for refusals made in front of tRPC
 * (sign-in rate limit, batch size): clients read them like any procedure error, Swedish message included.
 */
export function trpcHttpError(error: AppError): { status: number; body: unknown } {
  const config = appRouter._def._config;
  const shape = getErrorShape({
    config,
    error: new TRPCError({ code: error.code, message: error.userMessage, cause: error }),
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  return { status: shape.data.httpStatus, body: transformTRPCResponse(config, { error: shape }) };
}
