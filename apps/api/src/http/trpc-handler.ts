import { Readable } from 'node:stream';
import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import { internal_exceptionHandler } from '@trpc/server/adapters/node-http';
import { type HTTPErrorHandler, resolveResponse } from '@trpc/server/http';
import type { Request, RequestHandler, Response } from 'express';
import { answerPlainQueries, plainQueriesOf } from './plain-queries.ts';
import { setRetryAfterOn503 } from './retry-after.ts';

export interface TrpcHandlerOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  createContext: (opts: { req: Request; res: Response }) => inferRouterContext<TRouter>;
  onError: HTTPErrorHandler<TRouter, Request>;
  maxBodySize: number;
}

/** The request headers tRPC reads: the body's type, the streaming accept headers, a subscription's resume id. */
const HEADERS_TRPC_READS = ['content-type', 'accept', 'trpc-accept', 'last-event-id'] as const;

/** The body of a POST, or a PAYLOAD_TOO_LARGE error once it passes `maxBytes`. */
function readBody(req: Request, maxBytes: number): Promise<Buffer | TRPCError> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      resolve(new TRPCError({ code: 'PAYLOAD_TOO_LARGE' }));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * tRPC over HTTP, as tRPC's express adapter serves it (same `resolveResponse`, same answers) with less work per
 * request (issue 8, CPU profile of `auth.profile` under load): the Fetch Request tRPC gets copies only the headers
 * it reads and a body already read; a JSON answer is written in one `end` instead of through a WritableStream
 * pipe; the request's abort signal fires only when the client goes away before the answer, not after every
 * answer (the adapter's abort creates a DOMException with a stack each time). Streamed answers (jsonl, SSE) are
 * piped as they come. Cookies are not read from tRPC's Response: createContext appends them to `res`.
 *
 * Plain GET queries (the bulk of the traffic) skip `resolveResponse` altogether: see plain-queries.ts.
 */
export function trpcHandler<TRouter extends AnyTRPCRouter>(
  options: TrpcHandlerOptions<TRouter>,
): RequestHandler {
  const { router, onError, maxBodySize } = options;
  const exceptionHandler = (req: Request, res: Response, path: string) =>
    internal_exceptionHandler({ req, res, path, router, onError, createContext: options.createContext });
  return (req, res) => {
    const path = req.path.slice(req.path.lastIndexOf('/') + 1);
    const queries = req.method === 'GET' ? plainQueriesOf(router, req) : undefined;
    if (queries) {
      answerPlainQueries(queries, { router, req, res, createContext: options.createContext, onError }).catch(
        exceptionHandler(req, res, path),
      );
      return;
    }
    const handle = async () => {
      const aborts = new AbortController();
      res.once('close', () => {
        if (!res.writableFinished) aborts.abort();
      });
      const headers = new Headers();
      for (const name of HEADERS_TRPC_READS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody ? await readBody(req, maxBodySize) : undefined;
      const request = new globalThis.Request(`http://localhost${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: aborts.signal,
        body: body instanceof Buffer ? new Uint8Array(body) : undefined,
      });
      const response = await resolveResponse({
        router,
        req: request,
        path,
        error: body instanceof TRPCError ? body : null,
        createContext: async () => options.createContext({ req, res }),
        onError: (failure) => onError({ ...failure, req }),
      });
      res.statusCode = response.status;
      for (const [name, value] of response.headers) res.setHeader(name, value);
      setRetryAfterOn503(res);
      if (!response.body) {
        res.end();
      } else if (response.headers.get('content-type')?.startsWith('application/json')) {
        res.end(Buffer.from(await response.arrayBuffer()));
      } else {
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
      }
    };
    handle().catch(exceptionHandler(req, res, path));
  };
}
