import { type Request, type Response, Router } from 'express';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../request-logger.ts';

export const HEALTH_PATH = '/health';
const DB_CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The load balancer's and the orchestrator's checks:
 * - `/health/live`: 200 while the process runs, draining or not (restart it only when this fails);
 * - `/health/ready`: 200 when it should get traffic: not draining and the database answers; 503 otherwise;
 * - `/health`: the same as `/health/ready` (what the checks used before the split).
 * `checkDatabase` is the process's DatabaseProbe (database-probe.ts): its own connection, not the request pools.
 */
export function healthRoutes(options: {
  checkDatabase: () => Promise<unknown>;
  logger: Logger;
  isDraining: () => boolean;
}): Router {
  const { checkDatabase, logger, isDraining } = options;
  const router = Router();
  router.get('/live', (_req, res) => {
    res.json({ status: isDraining() ? 'draining' : 'ok' });
  });
  const ready = async (req: Request, res: Response) => {
    if (isDraining()) {
      res.status(503).json({ status: 'draining', db: 'unknown' });
      return;
    }
    try {
      await withTimeout(checkDatabase(), DB_CHECK_TIMEOUT_MS);
      res.json({ status: 'ok', db: 'ok' });
    } catch (error) {
      logger.warn({ reqId: requestIdOf(req), err: error }, 'health check failed');
      res.status(503).json({ status: 'error', db: 'error' });
    }
  };
  router.get('/ready', ready);
  router.get('/', ready);
  return router;
}
