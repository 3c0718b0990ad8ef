import { ACCESS_CHANGED_CLOSE_CODE, reconnectDelayMs, serverReady } from '@sappis/shared';
import { createWSClient } from '@trpc/client';
import { notifyAccessChanged } from './auth-events.ts';

/**
 * Where the server renders a first screen with this module loaded (ssr/render-first-screen.tsx) Node 20 has no
 * WebSocket; nothing subscribes there (effects do not run), so none is ever opened.
 */
const NoWebSocket = class {
  constructor() {
    throw new Error('no WebSocket where the first screen is rendered on the server');
  }
} as unknown as typeof WebSocket;

/**
 * The app's WebSocket client. Lazy: the socket opens with the first subscription and closes when none is left, so
 * the login page never knocks on the WebSocket upgrade (the server refuses it without a session). After a close
 * it reconnects by the shared policy (reconnectDelayMs: full jitter with a short cap, at once after a draining
 * server's close), probing `healthUrl` before each attempt; subscriptions resume from their last event id.
 */
export function createAppWsClient(options: { url: () => string; healthUrl: string }) {
  /** A socket closed since the last one opened: probe before opening the next. */
  let closed = false;
  /** The code of that close (the failed attempts after it close too). */
  let closeCode: number | undefined;
  return createWSClient({
    // A rejected URL counts as a failed attempt: tRPC waits retryDelayMs(attempt + 1) and tries again.
    url: async () => {
      if (closed && !(await serverReady(options.healthUrl))) throw new Error('the server is not ready');
      return options.url();
    },
    lazy: { enabled: true, closeMs: 0 },
    WebSocket: globalThis.WebSocket ?? NoWebSocket,
    retryDelayMs: (attempt) => reconnectDelayMs(attempt, closeCode, Math.random()),
    onOpen: () => {
      closed = false;
      closeCode = undefined;
    },
    // The user's groups changed: the open subscriptions reconnect (checked again by the server) and the page
    // reloads its data, the profile first, so menus and route guards follow at once.
    onClose: (cause) => {
      if (!closed) closeCode = cause?.code;
      closed = true;
      if (cause?.code === ACCESS_CHANGED_CLOSE_CODE) notifyAccessChanged();
    },
  });
}
