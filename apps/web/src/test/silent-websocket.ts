import { vi } from 'vitest';

/** A WebSocket that never opens: components with subscriptions render from their queries alone. */
export function stubSilentWebSocket() {
  vi.stubGlobal(
    'WebSocket',
    class {
      readyState = 0;
      addEventListener() {}
      removeEventListener() {}
      close() {}
      send() {}
    },
  );
}
