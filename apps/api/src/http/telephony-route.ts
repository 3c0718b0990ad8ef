import { createHash, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { callEventSchema, recordCallEvent } from '@sappis/trpc';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../request-logger.ts';
import type { TelephonySettings } from '../settings.ts';

/** POST {TELEPHONY_PATH}/{token}: the phone system's call events (docs/outside-systems.md 'Phone system'). */
export const TELEPHONY_PATH = '/integrations/telephony';

/** An event is a few hundred bytes; anything near this is no phone system's. */
const MAX_EVENT_BYTES = '16kb';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is one of `tokens`: every token compared, each in constant time (digests of equal length). */
export function isKnownToken(given: string, tokens: readonly string[]): boolean {
  const givenDigest = digest(given);
  let known = false;
  for (const token of tokens) known = timingSafeEqual(givenDigest, digest(token)) || known;
  return known;
}

const refuse = (res: Response, status: number, error: string, issues?: string[]) =>
  res.status(status).json(issues ? { error, issues } : { error });

/**
 * The phone-system endpoint: rate-limited per client address (429 beyond TELEPHONY_RATE_LIMIT a minute, also for
 * wrong tokens), then the token (404 when none is set, 401 when it is not one of TELEPHONY_TOKENS), then the body
 * (JSON or a form post; 415 otherwise, 400 with the problems when it is no valid event: nothing is written). A valid
 * event answers 200 with `status` 'recorded', or 'duplicate' when this event of this call came before.
 */
export function telephonyRoutes(options: {
  prisma: PrismaClient;
  logger: Logger;
  settings: TelephonySettings;
  now?: () => Date;
}): Router {
  const { prisma, logger, settings } = options;
  const now = options.now ?? (() => new Date());
  const routes = Router();
  routes.use(
    rateLimit({
      windowMs: 60_000,
      limit: settings.rateLimitPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) => refuse(res, 429, 'För många anrop: försök igen om en minut.'),
    }),
  );
  routes.post(
    '/:token',
    (req: Request<{ token: string }>, res, next) => {
      if (settings.tokens.length === 0) {
        refuse(res, 404, 'Not found');
        return;
      }
      if (!isKnownToken(req.params.token, settings.tokens)) {
        logger.warn({ reqId: requestIdOf(req) }, 'telephony event with an unknown token');
        refuse(res, 401, 'Okänd token.');
        return;
      }
      if (!req.is(['application/json', 'application/x-www-form-urlencoded'])) {
        refuse(res, 415, 'Skicka JSON eller application/x-www-form-urlencoded.');
        return;
      }
      next();
    },
    express.json({ limit: MAX_EVENT_BYTES }),
    express.urlencoded({ extended: false, limit: MAX_EVENT_BYTES, parameterLimit: 50 }),
    (req: Request, res: Response, next: NextFunction) => {
      const parsed = callEventSchema.safeParse(req.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => {
          const field = issue.path.join('.');
          return field === '' || issue.message.startsWith(`${field}:`)
            ? issue.message
            : `${field}: ${issue.message}`;
        });
        refuse(res, 400, 'Ogiltig samtalshändelse.', issues);
        return;
      }
      recordCallEvent(prisma, { event: parsed.data, now: now(), extensions: settings.extensions }).then(
        (recorded) => res.status(200).json(recorded),
        next,
      );
    },
  );
  // A body that is no JSON (or too large) is the phone system's fault: 400/413 without writing anything.
  routes.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      refuse(res, status, status === 413 ? 'För stor händelse.' : 'Ogiltig JSON.');
      return;
    }
    next(error);
  });
  return routes;
}
