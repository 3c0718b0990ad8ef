import { setTimeout as sleep } from 'node:timers/promises';
import { isAppError } from '../errors.ts';
import type { AdapterCall } from './adapter-call.ts';
import { AdapterError } from './adapter-error.ts';
import type { AsyncMethods } from './async-methods.ts';

export interface AdapterCallSettings {
  /** A call that has not answered within this many milliseconds fails with a timeout. */
  timeoutMs: number;
  /** Added before every call (setting ADAPTER_LATENCY_MS), so loading states can be seen and tested. */
  latencyMs: number;
}

export const timeoutReason = (timeoutMs: number) =>
  timeoutMs < 1_000
    ? `Inget svar inom ${timeoutMs} ms`
    : `Inget svar inom ${Math.round(timeoutMs / 1_000)} sekunder`;

/** The reason of a call its caller stopped (e.g. the request was closed). */
export const CALL_ABORTED_REASON = 'Anropet avbröts';

/**
 * Wraps every method of an adapter (adapter-call.ts): the configured latency, a timeout, and any failure turned
 * into an AdapterError naming `system`. The implementation gets the caller's call with a `signal` that fires on
 * the timeout or the caller's own signal, so it stops instead of acting after its caller was told it failed. An
 * AppError the adapter throws on purpose (e.g. NOT_FOUND) passes unchanged.
 */
export function guardAdapter<T extends AsyncMethods<T>>(
  system: string,
  adapter: T,
  settings: AdapterCallSettings,
): T {
  const guarded = {} as T;
  for (const key of Object.keys(adapter) as (keyof T)[]) {
    const method = adapter[key] as (input: unknown, call: AdapterCall) => Promise<unknown>;
    guarded[key] = ((input: unknown, call: AdapterCall = {}) =>
      guardedCall(system, settings, call, (signal) =>
        method.call(adapter, input, { ...call, signal }),
      )) as T[keyof T];
  }
  return guarded;
}

async function guardedCall(
  system: string,
  settings: AdapterCallSettings,
  call: AdapterCall,
  run: (signal: AbortSignal) => Promise<unknown>,
): Promise<unknown> {
  const stop = new AbortController();
  const timer = setTimeout(
    () => stop.abort(new AdapterError(system, timeoutReason(settings.timeoutMs), { timedOut: true })),
    settings.timeoutMs,
  );
  const callerAborted = () =>
    stop.abort(new AdapterError(system, CALL_ABORTED_REASON, { timedOut: true, cause: call.signal?.reason }));
  if (call.signal?.aborted) callerAborted();
  call.signal?.addEventListener('abort', callerAborted, { once: true });
  const stopped = new Promise<never>((_resolve, reject) => {
    if (stop.signal.aborted) reject(stop.signal.reason);
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true });
  });
  try {
    return await Promise.race([
      (async () => {
        if (settings.latencyMs > 0) await sleep(settings.latencyMs, undefined, { signal: stop.signal });
        stop.signal.throwIfAborted();
        return run(stop.signal);
      })(),
      stopped,
    ]);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AdapterError(system, error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', callerAborted);
  }
}
