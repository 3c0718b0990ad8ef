import { AppError } from '@sappis/trpc';
import type { RequestHandler } from 'express';
import { calledProcedures, sendTrpcError } from './trpc-request.ts';

/** Refuses (413) a batched tRPC request of more than `maxCalls` procedure calls. */
export function limitBatchSize(maxCalls: number): RequestHandler {
  return (req, res, next) => {
    if (calledProcedures(req).length <= maxCalls) {
      next();
      return;
    }
    sendTrpcError(
      res,
      new AppError('PAYLOAD_TOO_LARGE', `För många anrop i samma förfrågan (högst ${maxCalls})`),
    );
  };
}
