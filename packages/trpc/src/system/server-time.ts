import { boundedInt, plainText } from '@sappis/shared';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';

export const serverTimeInput = z
  .object({
    /** Sent back by the client after a reconnect: the id of the last event it received. */
    lastEventId: plainText(32).nullish(),
    intervalMs: boundedInt(100, 60_000).optional(),
  })
  .optional();

export interface ServerTimeEvent {
  /** ISO timestamp of the server clock. */
  now: string;
}

/** Waits `ms`, or less if the signal aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The server clock every second (numbered events, resumable with lastEventId). It proves that
 * authenticated subscriptions work end to end over the WebSocket.
 */
export const serverTime = authedProcedure.input(serverTimeInput).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  const last = Number(input?.lastEventId ?? 0);
  let n = Number.isSafeInteger(last) && last > 0 ? last : 0;
  const intervalMs = input?.intervalMs ?? 1000;
  while (!signal?.aborted) {
    n += 1;
    yield tracked(String(n), { now: ctx.now().toISOString() } satisfies ServerTimeEvent);
    await sleep(intervalMs, signal);
  }
});
