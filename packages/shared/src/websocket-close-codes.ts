/** Close code of a WebSocket whose session ended (sign-out, expiry, deactivated user): the client signs in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Close code of a WebSocket whose user's groups changed: the client reloads what it shows and reconnects. */
export const ACCESS_CHANGED_CLOSE_CODE = 4403;
/**
 * Close code of a WebSocket whose API process is draining (SIGTERM): the client reconnects at once, without
 * backoff (the load balancer sends it to another process), and its subscriptions resume from their last event id.
 */
export const SERVER_DRAINING_CLOSE_CODE = 4000;
