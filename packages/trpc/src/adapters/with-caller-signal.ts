import type { AdapterCall } from './adapter-call.ts';

type Method = (input: unknown, call?: AdapterCall) => Promise<unknown>;

/** One adapter whose every call also stops when `signal` fires; a call's own signal still counts. */
function signalled(adapter: object, signal: AbortSignal): object {
  return Object.fromEntries(
    Object.entries(adapter).map(([name, method]) => [
      name,
      typeof method !== 'function'
        ? method
        : (input: unknown, call: AdapterCall = {}) =>
            (method as Method).call(adapter, input, {
              ...call,
              signal: call.signal ? AbortSignal.any([signal, call.signal]) : signal,
            }),
    ]),
  );
}

/**
 * The adapters as a procedure reaches them (ctx.adapters): every call also stops when the request's signal fires
 * (the client went away), so an outside call nobody waits for is aborted as on a timeout. Each adapter is wrapped
 * when first used in the request.
 */
export function withCallerSignal<T extends object>(adapters: T, signal: AbortSignal): T {
  const wrapped = new Map<PropertyKey, object>();
  return new Proxy(adapters, {
    get(target, key) {
      const adapter: unknown = Reflect.get(target, key);
      if (typeof adapter !== 'object' || adapter === null) return adapter;
      let bound = wrapped.get(key);
      if (!bound) {
        bound = signalled(adapter, signal);
        wrapped.set(key, bound);
      }
      return bound;
    },
  });
}
