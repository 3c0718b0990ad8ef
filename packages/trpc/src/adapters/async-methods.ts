/** An adapter: an interface of async methods (a guard or an observer wraps each of them). */
export type AsyncMethods<T> = {
  // biome-ignore lint/suspicious/noExplicitAny: adapters are interfaces of async methods with any arguments.
  [K in keyof T]: T[K] extends (...args: any[]) => Promise<unknown> ? T[K] : never;
};
