import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger.ts';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (request-logger.ts): on its log lines, in X-Request-Id and in its errors' data. */
    id?: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

const startedAt = Symbol('request started at');
type TimedResponse = Response & { [startedAt]?: number };

/**
 * The path without the query string (a GET's query carries the procedure input: search terms, personal ids) and
 * without the phone system's token (POST /integrations/telephony/{token}).
 */
const pathOf = (req: Request) =>
  (req.originalUrl ?? req.url ?? '')
    .split('?')[0]
    ?.replace(/^(\/integrations\/telephony\/)[^/]+/, '$1:token');

/**
 * One line per request (`msg: 'request'`: method and path, status, ms, user id) once it has ended, at info
 * (/health at debug); 499 when the client went away first. Its request id (`reqId`, a fresh UUID: nothing is
 * taken from the client) goes in the X-Request-Id answer header and on `req.id`. A failed request's error is
 * logged where it happened (tRPC's onError, the error middleware), not here again.
 *
 * The line pino-http wrote, without its two child loggers per request and their serialized bindings (issue 8,
 * CPU profile): the fields are put together only when the line is written, and only if its level is on.
 */
export function requestLogger(logger: Logger): RequestHandler {
  function onClose(this: TimedResponse) {
    const req = this.req;
    const path = pathOf(req);
    const level = path === '/health' ? 'debug' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        reqId: req.id,
        req: { method: req.method, path },
        status: this.writableFinished ? this.statusCode : 499,
        ms: Date.now() - (this[startedAt] ?? 0),
        userId: (this.locals?.userId as number | undefined) ?? null,
      },
      'request',
    );
  }
  return (req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    (res as TimedResponse)[startedAt] = Date.now();
    // 'close' comes once per response (after 'finish', or when the client leaves first): no once-wrapper needed.
    res.on('close', onClose);
    next();
  };
}

/** The request id requestLogger gave an HTTP request. */
export const requestIdOf = (req: IncomingMessage) => String(req.id);
