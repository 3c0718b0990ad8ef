import type { AdapterCallObserver } from './adapter-call-observer.ts';
import { isAdapterError } from './adapter-error.ts';
import type { AsyncMethods } from './async-methods.ts';

/**
 * Reports every call of a guarded adapter to `observer`: its duration, and a failure when the system failed or
 * did not answer (an AdapterError). An AppError the adapter throws on purpose (e.g. NOT_FOUND) is an answer.
 */
export function observeAdapter<T extends AsyncMethods<T>>(
  system: string,
  adapter: T,
  observer: AdapterCallObserver,
): T {
  const observed = {} as T;
  for (const key of Object.keys(adapter) as (keyof T & string)[]) {
    const method = adapter[key] as (...args: unknown[]) => Promise<unknown>;
    observed[key] = (async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await method.apply(adapter, args);
      } catch (error) {
        if (isAdapterError(error)) observer.failed(system, key, error.timedOut ? 'timeout' : 'error');
        throw error;
      } finally {
        observer.called(system, key, (performance.now() - started) / 1_000);
      }
    }) as T[keyof T & string];
  }
  return observed;
}
