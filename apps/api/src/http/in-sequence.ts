import type { RequestHandler } from 'express';

/**
 * Middlewares run one after the other as one Express layer: Express matches every layer's path on every request
 * (issue 8, CPU profile), so the few that every request passes are one layer. An error goes to Express's `next`.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown) => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const handler = handlers[index];
      index += 1;
      if (handler) void handler(req, res, step);
      else next();
    };
    step();
  };
}
