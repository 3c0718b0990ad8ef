import { SERVER_DRAINING_CLOSE_CODE } from '@sappis/shared';

/** Retries after a drain close: this often, for this many attempts (about 2 s, a load balancer's checks). */
export const DRAIN_RETRY_MS = 250;
export const DRAIN_FAST_ATTEMPTS = 8;

/** tRPC's own backoff (0, 2, 4, 8, 16 s, then 30 s): after any other close. */
function backoffMs(attempt: number): number {
  return attempt === 0 ? 0 : Math.min(1_000 * 2 ** attempt, 30_000);
}

export interface ReconnectPolicy {
  onOpen(): void;
  onClose(cause?: { code?: number }): void;
  retryDelayMs(attempt: number): number;
}

/**
 * When the WebSocket client tries again. A socket closed with SERVER_DRAINING_CLOSE_CODE (its API process stops)
 * reconnects at once and keeps trying every DRAIN_RETRY_MS, without backoff, until it is open again: the load
 * balancer sends it to another process within a health check or two. Any other close backs off as tRPC does.
 */
export function createReconnectPolicy(): ReconnectPolicy {
  let drained = false;
  return {
    onOpen: () => {
      drained = false;
    },
    onClose: (cause) => {
      if (cause?.code === SERVER_DRAINING_CLOSE_CODE) drained = true;
    },
    retryDelayMs: (attempt) => {
      if (!drained || attempt >= DRAIN_FAST_ATTEMPTS) return backoffMs(attempt);
      return attempt === 0 ? 0 : DRAIN_RETRY_MS;
    },
  };
}
