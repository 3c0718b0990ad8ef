import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Finds dead WebSockets with ONE timer for all of them, instead of tRPC's keep-alive with its two timers and
 * closures per connection (issue 8: an idle connection should cost at most twice a bare `ws` one). Every
 * `intervalMs` a socket that has not answered the previous ping is terminated and every other one is pinged:
 * a protocol-level ping, which browsers and `ws` clients answer without any application code. A dead
 * connection is so closed within two intervals. Returns the function that stops it.
 */
export function startWebSocketHeartbeat(wss: WebSocketServer, intervalMs: number): () => void {
  let awaitingPong = new Set<WebSocket>();
  // One listener function for every socket (`this` is the socket that answered).
  function onPong(this: WebSocket) {
    awaitingPong.delete(this);
  }
  const onConnection = (ws: WebSocket) => ws.on('pong', onPong);
  wss.on('connection', onConnection);

  const timer = setInterval(() => {
    // Rebuilt each round: sockets closed since the last one drop out of it.
    const pinged = new Set<WebSocket>();
    for (const ws of wss.clients) {
      if (awaitingPong.has(ws)) {
        ws.terminate();
        continue;
      }
      pinged.add(ws);
      ws.ping();
    }
    awaitingPong = pinged;
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off('connection', onConnection);
  };
}
