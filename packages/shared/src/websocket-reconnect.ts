import { SERVER_DRAINING_CLOSE_CODE } from './websocket-close-codes.ts';

/** The first retry waits up to this long, each further one up to twice as long as the one before... */
export const RECONNECT_BASE_MS = 500;
/** ...but never longer than this: a thousand tabs come back within a few seconds of the server. */
export const RECONNECT_CAP_MS = 2_000;
/** A readiness probe that has not answered by then counts as "not ready". */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

/**
 * The wait before reconnect attempt `attempt` (0: the first after the close), "full jitter": uniformly random in
 * [0, min(RECONNECT_CAP_MS, RECONNECT_BASE_MS · 2^attempt)) with `random` in [0, 1), so clients cut off together
 * come back spread out rather than as one burst. A socket closed with SERVER_DRAINING_CLOSE_CODE (its process
 * drains; the load balancer has the others) tries again at once.
 */
export function reconnectDelayMs(attempt: number, closeCode: number | undefined, random: number): number {
  if (attempt === 0 && closeCode === SERVER_DRAINING_CLOSE_CODE) return 0;
  return Math.floor(random * Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt));
}

/**
 * The probe before each reconnect attempt: whether `healthUrl` answers 200. The web app asks `/health/live`
 * through the load balancer, which answers 200 only from a process it has health-checked as ready (503 when it
 * has none) and costs the process no database query, so a thousand probing tabs do not load a recovering
 * server the way a thousand WebSocket upgrades (session check, subscription replay) would.
 */
export async function serverReady(healthUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(healthUrl, { signal: AbortSignal.timeout(HEALTH_PROBE_TIMEOUT_MS) });
    return response.status === 200;
  } catch {
    return false;
  }
}
