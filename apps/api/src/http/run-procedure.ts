import {
  type AnyProcedure,
  getTRPCErrorFromUnknown,
  middlewareMarker,
  type ProcedureCallOptions,
  TRPCError,
} from '@trpc/server/unstable-core-do-not-import';

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = (opts: Record<string, unknown>) => Promise<MiddlewareResult | undefined>;
type NextOptions = { ctx?: object; input?: unknown; getRawInput?: unknown } | undefined;

interface ProcedureDef {
  middlewares?: Middleware[];
  meta?: unknown;
  caller?: unknown;
}

/**
 * Calls `procedure` exactly as the procedure calls itself (@trpc/server 11.19, `createProcedureCaller` and
 * `callRecursive` in initTRPC): each middleware gets the call's options with `meta`, `input` and `next`; `next`
 * passes on a context merged with what it was given, the new input and raw-input reader; a throw becomes a
 * failed result; a failed result is thrown. The only difference is the engine's object spread instead of the
 * `_objectSpread2` helper tRPC's build compiles it to (own keys, then one defineProperty per key), which was
 * the largest single cost of a cheap query in the API's CPU profile (issue 8). Procedures with a custom caller
 * are called as they are.
 */
export function runProcedure(procedure: AnyProcedure, opts: ProcedureCallOptions<unknown>): Promise<unknown> {
  const def = procedure._def as unknown as ProcedureDef;
  if (def.caller || !Array.isArray(def.middlewares)) return procedure(opts);
  return runMiddlewares(def as Required<ProcedureDef>, opts);
}

async function runMiddlewares(
  def: Required<ProcedureDef>,
  opts: ProcedureCallOptions<unknown>,
): Promise<unknown> {
  const result = await callMiddleware(0, def, opts);
  if (!result) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No result from middlewares - did you forget to `return next()`?',
    });
  }
  if (!result.ok) throw result.error;
  return result.data;
}

async function callMiddleware(
  index: number,
  def: Required<ProcedureDef>,
  opts: ProcedureCallOptions<unknown>,
): Promise<MiddlewareResult | undefined> {
  try {
    const middleware = def.middlewares[index] as Middleware;
    return await middleware({
      ...opts,
      meta: def.meta,
      input: opts.input,
      next(nextOpts: NextOptions) {
        return callMiddleware(index + 1, def, {
          ...opts,
          ctx: nextOpts?.ctx ? { ...(opts.ctx as object), ...nextOpts.ctx } : opts.ctx,
          input: nextOpts && 'input' in nextOpts ? nextOpts.input : opts.input,
          getRawInput:
            (nextOpts?.getRawInput as ProcedureCallOptions<unknown>['getRawInput']) ?? opts.getRawInput,
        });
      },
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}
