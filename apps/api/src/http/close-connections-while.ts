import type { RequestHandler } from 'express';

/**
 * While `draining()`, every response says `Connection: close`: a client's kept-alive connection ends with the
 * request it carried, and its next request opens a new connection, which the load balancer sends elsewhere.
 */
export function closeConnectionsWhile(draining: () => boolean): RequestHandler {
  return (_req, res, next) => {
    if (draining()) res.setHeader('Connection', 'close');
    next();
  };
}
