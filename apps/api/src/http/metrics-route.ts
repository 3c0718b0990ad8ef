import { createHash, timingSafeEqual } from 'node:crypto';
import type { Metrics } from '@sappis/trpc';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../request-logger.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (digests of equal length, whatever the lengths of the inputs). */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The Prometheus exposition of `metrics`, only for a request with `Authorization: Bearer <token>` (setting
 * METRICS_TOKEN): 401 without or with a wrong one; 404 when no token is set (metrics are not served at all).
 */
export function metricsRoute(options: {
  metrics: Metrics;
  token: string | undefined;
  logger: Logger;
}): RequestHandler {
  const { metrics, token, logger } = options;
  return async (req, res) => {
    if (token === undefined) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ error: 'Unauthorized' });
      return;
    }
    try {
      const text = await metrics.scrape();
      res.setHeader('Content-Type', metrics.contentType);
      res.send(text);
    } catch (error) {
      logger.error({ reqId: requestIdOf(req), err: error }, 'metrics scrape failed');
      res.status(503).json({ error: 'Metrics unavailable' });
    }
  };
}
