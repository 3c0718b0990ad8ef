import { SESSION_ENDED_CLOSE_CODE } from '@sappis/shared';
import type { WebSocket } from 'ws';

interface SessionSockets {
  userId: number;
  sockets: Set<WebSocket>;
}

/** The open WebSockets by the session (and user) they were opened with. */
export class SessionSocketRegistry {
  readonly #bySession = new Map<string, SessionSockets>();

  add(sessionId: string, userId: number, ws: WebSocket): void {
    let entry = this.#bySession.get(sessionId);
    if (!entry) {
      entry = { userId, sockets: new Set() };
      this.#bySession.set(sessionId, entry);
    }
    const { sockets } = entry;
    sockets.add(ws);
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && this.#bySession.get(sessionId)?.sockets === sockets) {
        this.#bySession.delete(sessionId);
      }
    });
  }

  sessionIds(): string[] {
    return [...this.#bySession.keys()];
  }

  /** The user whose session it is, if it has open sockets. */
  userOf(sessionId: string): number | undefined {
    return this.#bySession.get(sessionId)?.userId;
  }

  /**
   * Closes the session's sockets: with SESSION_ENDED_CLOSE_CODE when it has ended, with ACCESS_CHANGED_CLOSE_CODE
   * when its user's groups changed (its subscriptions were allowed with the old groups; the client reconnects and
   * the server checks them again with the new ones).
   */
  closeSession(sessionId: string, code: number = SESSION_ENDED_CLOSE_CODE): void {
    const entry = this.#bySession.get(sessionId);
    if (!entry) return;
    this.#bySession.delete(sessionId);
    const reason = code === SESSION_ENDED_CLOSE_CODE ? 'Session ended' : 'Access changed';
    for (const socket of entry.sockets) socket.close(code, reason);
  }
}
