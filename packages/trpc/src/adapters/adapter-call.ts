/**
 * The contract of every adapter method: ONE input argument, then the call. Callers pass the call when they have
 * something to say (their own signal, e.g. the request's; a writing call's idempotency key); the guard
 * (guard-adapter.ts) always hands the implementation a call whose `signal` fires on the timeout or on the
 * caller's signal, whichever comes first.
 *
 * An implementation honours the signal: it passes it to fetch, checks `signal.throwIfAborted()` before it acts,
 * and does a write in one transaction that checks the signal last, so an abort before the commit rolls it back
 * (remembered-write.ts). A writing method declares its call as `WriteCall`: its callers must give the
 * operation's request id as `idempotencyKey`, and the system acts once per key, answering a repeat with its first
 * answer, so a retry after a timeout cannot act twice.
 */
export interface AdapterCall {
  /** Fires when the call must stop: the guard's timeout or the caller's own signal. */
  signal?: AbortSignal;
  /** A writing call's idempotency key: the operation's request id. */
  idempotencyKey?: string;
}

/** The call of a writing method: it always carries its idempotency key. */
export interface WriteCall extends AdapterCall {
  idempotencyKey: string;
}
