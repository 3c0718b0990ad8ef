import type { PrismaClient } from '@sappis/db';
import { ADDRESS_WINDOW_MS, AppError, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@sappis/trpc';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from '../logger.ts';
import { LoginAddressStore } from './login-address-store.ts';
import { calledProcedures, sendTrpcError } from './trpc-request.ts';

/** Failed sign-ins allowed per client address and window, counted by all API processes together. */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
const LOGIN_PROCEDURE = 'auth.login';

/**
 * Sign-in throttling per client address (req.ip, so behind a proxy set TRUST_PROXY, or every client
 * shares the proxy's address), counted in PostgreSQL so that every API process shares it (LoginAddressStore).
 * The per-username limit is in the login itself (packages/trpc/src/auth/login-throttle.ts). One sign-in per
 * request: a batch would otherwise try many passwords for one count here. `now` is the clock its windows are
 * counted by (tests move it instead of waiting for a window to end).
 */
export function loginRateLimit(
  logger: Logger,
  prisma: PrismaClient,
  now: () => Date = () => new Date(),
): RequestHandler {
  const limiter = rateLimit({
    windowMs: ADDRESS_WINDOW_MS,
    store: new LoginAddressStore(prisma, now),
    limit: LOGIN_FAILURES_PER_ADDRESS,
    skipSuccessfulRequests: true,
    // A batch answers 207 when one of its calls failed: only 200 is a successful sign-in.
    requestWasSuccessful: (_req, res) => res.statusCode === 200,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) =>
      sendTrpcError(res, new AppError('TOO_MANY_REQUESTS', TOO_MANY_LOGIN_ATTEMPTS_MESSAGE)),
    logger: {
      warn: (error, message) => logger.warn({ err: error }, message ?? 'sign-in rate limit'),
      error: (error, message) => logger.error({ err: error }, message ?? 'sign-in rate limit'),
    },
  });
  return (req, res, next) => {
    const logins = calledProcedures(req).filter((procedure) => procedure === LOGIN_PROCEDURE).length;
    if (logins === 0) {
      next();
      return;
    }
    if (logins > 1) {
      sendTrpcError(res, new AppError('BAD_REQUEST', 'Logga in med en förfrågan i taget'));
      return;
    }
    return limiter(req, res, next);
  };
}
