const patched = Symbol.for('sappis.schemaEngineTimersUnref');

/**
 * The WASM schema engine of Prisma 6.19 arms a 10 s timer (its advisory-lock timeout) and never
 * clears it, so `migrate deploy` and `migrate dev` sit idle for 10 s after finishing. Unref the
 * timers it creates: they still fire while anything else keeps the process alive (such as a
 * pending lock query), but no longer keep the CLI from exiting. For the CLI process only
 * (prisma.config.ts).
 */
export function unrefSchemaEngineTimers(): void {
  const original = globalThis.setTimeout;
  if (patched in original) return;
  const wrapped = function setTimeout(this: unknown, ...args: unknown[]): unknown {
    const timer: unknown = Reflect.apply(original, this, args);
    if (isUnrefable(timer) && new Error().stack?.includes('wasm://')) timer.unref();
    return timer;
  };
  globalThis.setTimeout = Object.assign(wrapped, original, {
    [patched]: true,
  }) as unknown as typeof globalThis.setTimeout;
}

function isUnrefable(timer: unknown): timer is { unref(): void } {
  return typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function';
}
