import type { AdapterCall } from './adapter-call.ts';

/**
 * An adapter: an interface of async methods taking one input and the call (adapter-call.ts); a guard or an
 * observer wraps each of them.
 */
export type AsyncMethods<T> = {
  // biome-ignore lint/suspicious/noExplicitAny: adapters are interfaces of async methods with any input.
  [K in keyof T]: T[K] extends (input: any, call?: AdapterCall) => Promise<unknown> ? T[K] : never;
};
