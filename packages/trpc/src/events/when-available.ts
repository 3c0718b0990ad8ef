import { isDatabaseUnavailable } from '../database-unavailable.ts';

const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 2_000;

/**
 * Runs `work` again, with backoff, for as long as it fails because the database is unavailable (busy pool,
 * restart): an open subscription waits the outage out instead of ending with an error that the browser would not
 * recover from (its page would stay without live data). Any other error, or an aborted `signal`, ends it.
 */
export async function whenAvailable<T>(work: () => T | Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, LONGEST_DELAY_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted) throw error;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
