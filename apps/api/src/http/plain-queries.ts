import { type JsonTextPart, jsonTextPartsOf } from '@sappis/trpc';
import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import type { HTTPErrorHandler } from '@trpc/server/http';
import {
  type AnyProcedure,
  defaultTransformer,
  emptyObject,
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  TRPCError,
  type TRPCResponse,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { Request, Response } from 'express';
import { setRetryAfterOn503 } from './retry-after.ts';
import { runProcedure } from './run-procedure.ts';
import { trpcRequestOf } from './trpc-request.ts';

/**
 * The fast path of tRPC over HTTP for the requests browsers send most (issue 8): a GET of known query
 * procedures, single or batched, answered as JSON. It does what tRPC's `resolveResponse` does for such a
 * request (same procedure call, same context, same onError calls, same error shapes, status codes incl. 207,
 * headers and body) without the Fetch Request/Headers/Response, the URL, the per-call abort signals and the
 * content-type handler chain. Anything else (another method, a streaming accept header, a lazy, missing or
 * non-query procedure, a query string tRPC would refuse or read more of) goes through `resolveResponse`,
 * which then gives tRPC's own answer; `plain-queries.test.ts` compares both.
 */
export interface PlainQueries {
  paths: string[];
  procedures: AnyProcedure[];
  isBatch: boolean;
  /** The deserialized inputs by call index (tRPC's `getInputs`), undefined where a call has none. */
  inputs: Record<number, unknown>;
}

/** tRPC's test for a streamed answer; a value with a JSON text is data (its properties, maybe read on demand, unread). */
const isDataStream = (value: unknown) =>
  isObject(value) &&
  jsonTextPartsOf(value) === undefined &&
  (isAsyncIterable(value) ||
    Object.values(value).some(isPromise) ||
    Object.values(value).some(isAsyncIterable));

/** The calls of a GET that may take the fast path, or undefined (then tRPC's resolveResponse answers it). */
export function plainQueriesOf(router: AnyTRPCRouter, req: Request): PlainQueries | undefined {
  const { headers } = req;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return undefined;
  const contentType = headers['content-type'];
  if (contentType !== undefined && !contentType.startsWith('application/json')) return undefined;

  if (req.url.includes('#')) return undefined;
  const { procedures: paths, pathDecoded, isBatch, query } = trpcRequestOf(req);
  if (!pathDecoded || query.has('connectionParams')) return undefined;
  const procedures: AnyProcedure[] = [];
  const known = router._def.procedures as Record<string, AnyProcedure | undefined>;
  for (const name of paths) {
    const procedure = known[name];
    if (typeof procedure !== 'function' || procedure._def?.type !== 'query') return undefined;
    procedures.push(procedure);
  }

  // Parsed now, not when a procedure asks: a query string tRPC refuses gets tRPC's own answer.
  const deserialize = router._def._config.transformer.input.deserialize as (value: unknown) => unknown;
  const inputs: Record<number, unknown> = emptyObject();
  const rawInput = query.get('input');
  if (rawInput) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawInput);
    } catch {
      return undefined;
    }
    if (!isBatch) {
      inputs[0] = deserialize(parsed);
    } else {
      if (!isObject(parsed)) return undefined;
      for (const index of paths.keys()) {
        const input = (parsed as Record<number, unknown>)[index];
        if (input !== undefined) inputs[index] = deserialize(input);
      }
    }
  }
  return { paths, procedures, isBatch, inputs };
}

const abortsOfResponse = Symbol('procedure aborts');
type AbortableResponse = Response & { [abortsOfResponse]?: AbortController };

/** A response's 'close' listener (one function for all, no closure per request). */
function abortIfUnanswered(this: AbortableResponse) {
  if (!this.writableFinished) this[abortsOfResponse]?.abort();
}

type CallResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/** Runs the calls as resolveResponse does and writes the JSON answer. */
export async function answerPlainQueries<TRouter extends AnyTRPCRouter>(
  queries: PlainQueries,
  opts: {
    router: TRouter;
    req: Request;
    res: Response;
    createContext: (opts: { req: Request; res: Response }) => inferRouterContext<TRouter>;
    onError: HTTPErrorHandler<TRouter, Request>;
  },
): Promise<void> {
  const { router, req, res, onError } = opts;
  const config = router._def._config;
  const { paths, procedures, isBatch, inputs } = queries;

  let ctx: inferRouterContext<TRouter> | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await opts.createContext({ req, res });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }

  // The procedures' signal: aborted when the client goes away before the answer.
  const aborts = new AbortController();
  (res as AbortableResponse)[abortsOfResponse] = aborts;
  res.on('close', abortIfUnanswered);

  // tRPC reports a call's input (onError, the error formatter) only once the procedure has read it.
  const inputRead: boolean[] = [];
  const inputOf = (index: number) => (inputRead[index] ? inputs[index] : undefined);

  const call = async (index: number): Promise<CallResult> => {
    const path = paths[index] as string;
    try {
      if (ctxError) throw ctxError;
      const data: unknown = await runProcedure(procedures[index] as AnyProcedure, {
        path,
        getRawInput: async () => {
          inputRead[index] = true;
          return inputs[index];
        },
        ctx,
        type: 'query',
        signal: aborts.signal,
        batchIndex: index,
      });
      return { ok: true, data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError({ error, path, input: inputOf(index), ctx, type: 'query', req });
      return { ok: false, error };
    }
  };
  const results =
    paths.length === 1 ? [await call(0)] : await Promise.all(paths.map((_, index) => call(index)));

  const errorItem = (error: TRPCError, index: number) => ({
    error: getErrorShape({ config, ctx, error, input: inputOf(index), path: paths[index], type: 'query' }),
  });
  let untransformed: TRPCResponse | TRPCResponse[];
  if (!isBatch) {
    const [result] = results as [CallResult];
    if (result.ok && isDataStream(result.data)) {
      // tRPC throws here: its catch-all answers with an error of no path, not in an array.
      const error = new TRPCError({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
      });
      onError({ error, path: undefined, input: undefined, ctx, type: 'query', req });
      untransformed = {
        error: getErrorShape({ config, ctx, error, input: undefined, path: undefined, type: 'query' }),
      };
    } else {
      untransformed = result.ok ? { result: { data: result.data } } : errorItem(result.error, 0);
    }
  } else {
    untransformed = results.map((result, index) => {
      if (!result.ok) return errorItem(result.error, index);
      if (isDataStream(result.data)) {
        const error = new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
        });
        return errorItem(error, index);
      }
      return { result: { data: result.data } };
    });
  }

  res.statusCode = getHTTPStatusCode(untransformed);
  setRetryAfterOn503(res);
  res.setHeader('content-type', 'application/json');
  res.setHeader('vary', 'trpc-accept, accept');
  // The default transformer serializes nothing: tRPC's transform would only copy the objects.
  if (config.transformer !== defaultTransformer) {
    res.end(JSON.stringify(transformTRPCResponse(config, untransformed)));
    return;
  }
  writeBody(res, answerParts(untransformed));
}

/**
 * Writes the parts of the body. All strings: as one string, written with the headers in one write. Else (an answer
 * with a text read as bytes) each part as it is, headers and parts in one writev, no copy into one Buffer.
 */
function writeBody(res: Response, parts: JsonTextPart[]) {
  if (parts.every((part) => typeof part === 'string')) {
    res.end(parts.join(''));
    return;
  }
  // Neighbouring strings joined: fewer, larger chunks.
  const chunks: JsonTextPart[] = [];
  let length = 0;
  for (const part of parts) {
    const previous = chunks.at(-1);
    if (typeof part === 'string' && typeof previous === 'string') chunks[chunks.length - 1] = previous + part;
    else chunks.push(part);
    length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  }
  res.setHeader('content-length', length);
  res.cork();
  const last = chunks.length - 1;
  for (let index = 0; index < last; index += 1) res.write(chunks[index]);
  res.end(chunks[last]);
  res.uncork();
}

/** The JSON text of one answer item in parts, a result that carries its JSON text (json-text.ts) as it is. */
function itemParts(item: TRPCResponse, into: JsonTextPart[]) {
  const parts = 'result' in item ? jsonTextPartsOf(item.result.data) : undefined;
  if (parts === undefined) {
    into.push(JSON.stringify(item));
  } else {
    into.push('{"result":{"data":', ...parts, '}}');
  }
}

/** `JSON.stringify` of the answer in parts, results that carry their JSON text not serialized again. */
function answerParts(answer: TRPCResponse | TRPCResponse[]): JsonTextPart[] {
  const parts: JsonTextPart[] = [];
  if (!Array.isArray(answer)) {
    itemParts(answer, parts);
    return parts;
  }
  parts.push('[');
  answer.forEach((item, index) => {
    if (index > 0) parts.push(',');
    itemParts(item, parts);
  });
  parts.push(']');
  return parts;
}
