import { RETRY_AFTER_SECONDS } from '@sappis/trpc';
import type { Response } from 'express';

/**
 * A 503 (the database could not take the request now, database-unavailable.ts) says when to try again, so that
 * clients and proxies wait a moment instead of hammering a busy or restarting database.
 */
export function setRetryAfterOn503(res: Response): void {
  if (res.statusCode === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
}
