import { type AppError, trpcHttpError } from '@sappis/trpc';
import type { Request, Response } from 'express';

/**
 * The procedures one tRPC HTTP request calls, read as tRPC's express adapter reads them: the last path
 * segment, URL-decoded, split on commas when the query says `batch=1`.
 */
export function calledProcedures(req: Request): string[] {
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
