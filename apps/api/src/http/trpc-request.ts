import { type AppError, trpcHttpError } from '@sappis/trpc';
import type { Request, Response } from 'express';

/** Read once per request: the batch cap and the sign-in throttle both ask. */
const proceduresByRequest = new WeakMap<Request, string[]>();

/**
 * The procedures one tRPC HTTP request calls, read as tRPC's express adapter reads them: the last path
 * segment, URL-decoded, split on commas when the query says `batch=1`.
 */
export function calledProcedures(req: Request): string[] {
  let procedures = proceduresByRequest.get(req);
  if (!procedures) {
    procedures = readCalledProcedures(req);
    proceduresByRequest.set(req, procedures);
  }
  return procedures;
}

function readCalledProcedures(req: Request): string[] {
  const segment = req.path.slice(req.path.lastIndexOf('/') + 1);
  let path = segment;
  try {
    path = decodeURIComponent(segment);
  } catch {
    // Malformed escapes: tRPC refuses the request itself.
  }
  const isBatch = new URL(req.url, 'http://localhost').searchParams.get('batch') === '1';
  return isBatch ? path.split(',') : [path];
}

/** Refuses a tRPC request before tRPC sees it, in tRPC's error shape. */
export function sendTrpcError(res: Response, error: AppError): void {
  const { status, body } = trpcHttpError(error);
  res.status(status).json(body);
}
