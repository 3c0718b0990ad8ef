function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * A subscription's stream, counted as open (`open()` returns its close) from its first read until it ends or its
 * consumer stops it; anything else unchanged. Values pass through one by one (tRPC still asks for each next).
 */
export function countWhileOpen(stream: unknown, open: () => () => void): unknown {
  if (!isAsyncIterable(stream)) return stream;
  return (async function* () {
    const close = open();
    try {
      return yield* stream;
    } finally {
      close();
    }
  })();
}
