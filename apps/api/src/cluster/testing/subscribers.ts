import { reconnectDelayMs, serverReady } from '@sappis/shared';
import WebSocket from 'ws';

/**
 * A browser tab's live connection, cheaply: one WebSocket speaking tRPC's protocol by hand, subscribed to
 * events.onCaseEvents. After a close it reconnects as the web app does (its policy, reconnectDelayMs and
 * serverReady, imported from @sappis/shared: a jittered wait, a /health/live probe, then the socket, through the load
 * balancer) and resumes from the last event id it received.
 */
export class Subscriber {
  /** The ids of the events received, in order (resyncs excluded). */
  readonly ids: string[] = [];
  /** When each subscription started (performance.now()), the first included. */
  readonly startedAt: number[] = [];
  /** For each disconnect of a started subscription: how long until the next event arrived (ms). */
  readonly eventGapsMs: number[] = [];
  /** Set from a disconnect until the next event. */
  disconnectedAt: number | undefined;
  connected = false;
  private socket: WebSocket | undefined;
  private stopped = false;
  private readonly healthUrl: string;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private lastEventId: string | null,
  ) {
    this.healthUrl = `${url.replace(/^ws/, 'http').replace(/\/trpc$/, '')}/health/live`;
  }

  /** Measures a disconnect still waiting for an event from `at` on (events flow only while a run's load does). */
  measureFrom(at: number): void {
    if (this.disconnectedAt !== undefined) this.disconnectedAt = Math.max(this.disconnectedAt, at);
  }

  /** Connects and resolves once the subscription has started (or rejects on a failed first attempt). */
  start(): Promise<void> {
    return new Promise((resolve, reject) => this.connect(0, resolve, reject));
  }

  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }

  private connect(attempt: number, onStarted?: () => void, onFailed?: (error: Error) => void): void {
    const socket = new WebSocket(this.url, { headers: { cookie: this.cookie } });
    this.socket = socket;
    let started = false;
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
        started = true;
        this.connected = true;
        this.startedAt.push(performance.now());
        onStarted?.();
      } else if (result?.type === 'data' && result.id && result.data?.type !== 'resync') {
        this.ids.push(result.id);
        this.lastEventId = result.id;
        if (this.disconnectedAt !== undefined) {
          this.eventGapsMs.push(performance.now() - this.disconnectedAt);
          this.disconnectedAt = undefined;
        }
      }
    });
    socket.once('error', (error) => {
      if (!this.connected) onFailed?.(error);
    });
    socket.once('close', (code) => {
      this.connected = false;
      if (this.stopped || (onFailed && this.startedAt.length === 0)) return;
      if (started) this.disconnectedAt ??= performance.now();
      void this.reconnect(code, started ? 0 : attempt + 1);
    });
  }

  /** The web app's policy: wait, probe /health/live, open the socket; a failed probe or socket is the next attempt. */
  private async reconnect(closeCode: number, attempt: number): Promise<void> {
    for (let n = attempt; !this.stopped; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(n, closeCode, Math.random())));
      if (this.stopped) return;
      if (await serverReady(this.healthUrl)) {
        this.connect(n);
        return;
      }
    }
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
