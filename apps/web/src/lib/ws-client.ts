import { ACCESS_CHANGED_CLOSE_CODE } from '@sappis/shared';
import { createWSClient } from '@trpc/client';
import { notifyAccessChanged } from './auth-events.ts';
import { createReconnectPolicy } from './reconnect-policy.ts';

/**
 * The app's WebSocket client. Lazy: the socket opens with the first subscription and closes when none is left, so
 * the login page never knocks on the WebSocket upgrade (the server refuses it without a session). Subscriptions
 * resume from their last event id after any reconnect; a draining server's close reconnects at once.
 */
export function createAppWsClient(url: () => string) {
  const reconnect = createReconnectPolicy();
  return createWSClient({
    url,
    lazy: { enabled: true, closeMs: 0 },
    retryDelayMs: reconnect.retryDelayMs,
    onOpen: reconnect.onOpen,
    // The user's groups changed: the open subscriptions reconnect (checked again by the server) and the page
    // reloads its data, the profile first, so menus and route guards follow at once.
    onClose: (cause) => {
      reconnect.onClose(cause);
      if (cause?.code === ACCESS_CHANGED_CLOSE_CODE) notifyAccessChanged();
    },
  });
}
