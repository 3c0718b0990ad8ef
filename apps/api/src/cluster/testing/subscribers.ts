import WebSocket from 'ws';

/** Clients of a dead replica come back spread over this long, not all in the same millisecond. */
const RECONNECT_JITTER_MS = 1000;

/**
 * A browser tab's live connection, cheaply: one WebSocket speaking tRPC's protocol by hand, subscribed to
 * events.onCaseEvents. On any close it connects again at once (through the load balancer, so to another
 * replica) after a random wait of up to RECONNECT_JITTER_MS and resumes from the last event id it received.
 */
export class Subscriber {
  /** The ids of the events received, in order (resyncs excluded). */
  readonly ids: string[] = [];
  /** When each subscription started (performance.now()), the first included. */
  readonly startedAt: number[] = [];
  connected = false;
  private socket: WebSocket | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private lastEventId: string | null,
  ) {}

  /** Connects and resolves once the subscription has started (or rejects on a failed first attempt). */
  start(): Promise<void> {
    return new Promise((resolve, reject) => this.connect(resolve, reject));
  }

  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }

  private connect(onStarted?: () => void, onFailed?: (error: Error) => void): void {
    const socket = new WebSocket(this.url, { headers: { cookie: this.cookie } });
    this.socket = socket;
    socket.once('open', () => {
      const params = { path: 'events.onCaseEvents', input: { lastEventId: this.lastEventId } };
      socket.send(JSON.stringify({ id: 1, method: 'subscription', params }));
    });
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text === 'PING') {
        socket.send('PONG');
        return;
      }
      const message = JSON.parse(text) as {
        result?: { type: string; id?: string; data?: { type?: string } };
      };
      const result = message.result;
      if (result?.type === 'started') {
        this.connected = true;
        this.startedAt.push(performance.now());
        onStarted?.();
      } else if (result?.type === 'data' && result.id && result.data?.type !== 'resync') {
        this.ids.push(result.id);
        this.lastEventId = result.id;
      }
    });
    socket.once('error', (error) => {
      if (!this.connected) onFailed?.(error);
    });
    socket.once('close', () => {
      this.connected = false;
      if (this.stopped || (onFailed && this.startedAt.length === 0)) return;
      setTimeout(() => this.connect(), RECONNECT_JITTER_MS * Math.random());
    });
  }
}

/** Starts `subscribers`, `concurrency` connections at a time. */
export async function startAll(subscribers: readonly Subscriber[], concurrency = 50): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < subscribers.length) await subscribers[next++]?.start();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
