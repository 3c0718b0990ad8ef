import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The path without the query string: a GET's query carries the procedure input (search terms, personal ids). */
const pathOf = (req: IncomingMessage) => ((req as Request).originalUrl ?? req.url ?? '').split('?')[0];

/** Status, time and user of a finished request; 499 when the client went away first. */
function outcome(res: ServerResponse, fields: { responseTime: number }) {
  return {
    status: res.writableFinished ? res.statusCode : 499,
    ms: fields.responseTime,
    userId: ((res as Response).locals?.userId as number | undefined) ?? null,
  };
}

/**
 * One line per request (`msg: 'request'`: method and path, status, ms, user id), its request id (`reqId`, a
 * fresh UUID: nothing is taken from the client) in the X-Request-Id answer header and on `req.id`. A failed
 * request's error is logged where it happened (tRPC's onError, the error middleware), not here again.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: { req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req) }) },
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (req) => (pathOf(req) === '/health' ? 'debug' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (_req, res, fields) => outcome(res, fields),
    customErrorObject: (_req, res, _error, fields) => outcome(res, fields),
  });
}

/** The request id pino-http gave an HTTP request. */
export const requestIdOf = (req: IncomingMessage) => String(req.id);
