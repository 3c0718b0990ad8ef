import { type AppError, trpcHttpError } from '@sappis/trpc';
import type { Request, Response } from 'express';

/** What a tRPC HTTP request asks for, read once per request (the batch cap, the sign-in throttle and the handler). */
export interface TrpcRequestInfo {
  /** The called procedures: the last path segment, URL-decoded, split on commas when the query says `batch=1`. */
  procedures: string[];
  /** False when the segment has malformed escapes (tRPC refuses the request itself). */
  pathDecoded: boolean;
  isBatch: boolean;
  /** The query string's parameters, as `new URL(req.url).searchParams` reads them. */
  query: URLSearchParams;
}

const infoByRequest = new WeakMap<Request, TrpcRequestInfo>();

/** The request's tRPC procedures and query, read as tRPC reads them. */
export function trpcRequestOf(req: Request): TrpcRequestInfo {
  let info = infoByRequest.get(req);
  if (!info) {
    info = readTrpcRequest(req);
    infoByRequest.set(req, info);
  }
  return info;
}

/** The procedures one tRPC HTTP request calls (see TrpcRequestInfo). */
export const calledProcedures = (req: Request): string[] => trpcRequestOf(req).procedures;

function readTrpcRequest(req: Request): TrpcRequestInfo {
  const segment = req.path.slice(req.path.lastIndexOf('/') + 1);
  let path = segment;
  let pathDecoded = true;
  try {
    path = decodeURIComponent(segment);
  } catch {
    pathDecoded = false;
  }
  // The query without a fragment, as a URL parser splits it (cheaper than building the URL).
  const { url } = req;
  const queryStart = url.indexOf('?');
  const fragmentStart = url.indexOf('#', queryStart + 1);
  const query = new URLSearchParams(
    queryStart < 0 ? '' : url.slice(queryStart + 1, fragmentStart < 0 ? undefined : fragmentStart),
  );
  const isBatch = query.get('batch') === '1';
  return { procedures: isBatch ? path.split(',') : [path], pathDecoded, isBatch, query };
}

/** Refuses a tRPC request before tRPC sees it, in tRPC's error shape. */
export function sendTrpcError(res: Response, error: AppError): void {
  const { status, body } = trpcHttpError(error);
  res.status(status).json(body);
}
