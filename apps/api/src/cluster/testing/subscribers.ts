import { reconnectDelayMs, serverReady } from '@sappis/shared';
import WebSocket from 'ws';

/**
 * Where one disconnect's gap went (ms after the disconnect): the first attempt after the policy's wait, the
 * probe that answered 200, the socket open, the subscription started, the first event (replayed or live).
 */
export interface GapPhases {
  closeCode: number;
  attempts: number;
  firstAttempt: number;
  probed: number;
  opened: number;
  started: number;
  event: number;
}

/**
 * A browser tab's live connection, cheaply: one WebSocket speaking tRPC's protocol by hand, subscribed to
 * caseLocks.onListChanged (what every case list follows). After a close it reconnects as the web app does (its policy, reconnectDelayMs and
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
  /** For each disconnect of a started subscription: where its gap went. */
  readonly phases: GapPhases[] = [];
  /** Set from a disconnect until the next event. */
  disconnectedAt: number | undefined;
  private current: Partial<GapPhases> | undefined;
  connected = false;
  private socket: WebSocket | undefined;
  private stopped = false;
  private readonly healthUrl: string;
  private onFirstStart: (() => void) | undefined;

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
    if (this.disconnectedAt === undefined) this.current = undefined;
  }

  /**
   * Connects and resolves once the subscription has started. A refused first attempt (a busy replica's 503) is
   * tried again by the same policy as a reconnect, as the web app's first connection is.
   */
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.onFirstStart = resolve;
      this.connect(0);
    });
  }

  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }

  private connect(attempt: number): void {
    const socket = new WebSocket(this.url, { headers: { cookie: this.cookie } });
    this.socket = socket;
    let started = false;
    socket.once('open', () => {
      this.mark('opened');
      const params = { path: 'caseLocks.onListChanged', input: { lastEventId: this.lastEventId } };
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
        this.mark('started');
        this.onFirstStart?.();
        this.onFirstStart = undefined;
      } else if (result?.type === 'data' && result.id && result.data?.type !== 'resync') {
        this.ids.push(result.id);
        this.lastEventId = result.id;
        if (this.disconnectedAt !== undefined) {
          this.eventGapsMs.push(performance.now() - this.disconnectedAt);
          this.mark('event');
          if (this.current) this.phases.push(this.current as GapPhases);
          this.current = undefined;
          this.disconnectedAt = undefined;
        }
      }
    });
    // A failed handshake or a reset ends in 'close' (below), which reconnects.
    socket.on('error', () => {});
    socket.once('close', (code) => {
      this.connected = false;
      if (this.stopped) return;
      if (started && this.disconnectedAt === undefined) {
        this.disconnectedAt = performance.now();
        this.current = { closeCode: code, attempts: 0 };
      }
      void this.reconnect(code, started ? 0 : attempt + 1);
    });
  }

  /** Notes when `phase` of the current gap was first reached (ms after its disconnect). */
  private mark(phase: 'firstAttempt' | 'probed' | 'opened' | 'started' | 'event'): void {
    if (this.current && this.disconnectedAt !== undefined && this.current[phase] === undefined) {
      this.current[phase] = Math.round(performance.now() - this.disconnectedAt);
    }
  }

  /** The web app's policy: wait, probe /health/live, open the socket; a failed probe or socket is the next attempt. */
  private async reconnect(closeCode: number, attempt: number): Promise<void> {
    for (let n = attempt; !this.stopped; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(n, closeCode, Math.random())));
      if (this.stopped) return;
      if (this.current) this.current.attempts = (this.current.attempts ?? 0) + 1;
      this.mark('firstAttempt');
      if (await serverReady(this.healthUrl)) {
        this.mark('probed');
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
