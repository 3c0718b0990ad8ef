import { setTimeout as sleep } from 'node:timers/promises';
import { isAppError } from '../errors.ts';
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

/**
 * Wraps every method of an adapter: the configured latency, a timeout, and any failure turned into an
 * AdapterError naming `system`. An AppError the adapter throws on purpose (e.g. NOT_FOUND) passes unchanged.
 */
export function guardAdapter<T extends AsyncMethods<T>>(
  system: string,
  adapter: T,
  settings: AdapterCallSettings,
): T {
  const guarded = {} as T;
  for (const key of Object.keys(adapter) as (keyof T)[]) {
    const method = adapter[key] as (...args: unknown[]) => Promise<unknown>;
    guarded[key] = (async (...args: unknown[]) => {
      const timeout = new AbortController();
      try {
        return await Promise.race([
          (async () => {
            if (settings.latencyMs > 0)
              await sleep(settings.latencyMs, undefined, { signal: timeout.signal });
            return method.apply(adapter, args);
          })(),
          sleep(settings.timeoutMs, undefined, { signal: timeout.signal }).then(() => {
            throw new AdapterError(system, timeoutReason(settings.timeoutMs), { timedOut: true });
          }),
        ]);
      } catch (error) {
        if (isAppError(error)) throw error;
        throw new AdapterError(system, error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      } finally {
        timeout.abort();
      }
    }) as T[keyof T];
  }
  return guarded;
}
