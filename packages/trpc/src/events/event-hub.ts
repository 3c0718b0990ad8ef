import pg from 'pg';
import { EVENT_CHANNEL, type EventType, type LiveEvent } from './event-types.ts';
import { RecentEvents } from './recent-events.ts';

/** The hub connection's application_name (pg_stat_activity). */
export const EVENT_HUB_APPLICATION_NAME = 'sappis-event-hub';

export type EventListener = (events: readonly LiveEvent[]) => void;

export interface EventHubOptions {
  /** A direct PostgreSQL connection (never through a transaction pooler: LISTEN needs a session). */
  connectionString: string;
  /** Rows read per query when fetching notified events. */
  batchSize?: number;
  /** Reconnect backoff: first and longest delay. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
  /**
   * How often the hub reads the table without a notification: finds a connection that died silently (its query
   * times out, then it reconnects) and delivers anything a lost notification would have announced.
   */
  checkEveryMs?: number;
  /** How many of the newest delivered events it keeps for resuming subscriptions (at least; up to twice as many). */
  recentEvents?: number;
  onError?: (error: unknown) => void;
}

/** A query on the hub's connection that takes longer than this means the connection is gone: reconnect. */
const QUERY_TIMEOUT_MS = 10_000;

interface EventRow {
  id: string;
  type: string;
  caseId: number | null;
  userId: number | null;
  queueId: number | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

const SELECT_AFTER = `SELECT "id"::text AS "id", "type", "caseId", "userId", "queueId", "payload", "createdAt"
  FROM "events" WHERE "id" > $1::bigint ORDER BY "events"."id" LIMIT $2`;

export function toLiveEvent(row: EventRow): LiveEvent {
  return {
    id: String(row.id),
    type: row.type as EventType,
    caseId: row.caseId,
    userId: row.userId,
    queueId: row.queueId,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The process's one view of the event table: a dedicated connection LISTENs on `sappis_events`;
 * each burst of notifications leads to ONE query for every event after the last one seen (ids
 * commit in order, see appendEvent), whose rows go to every in-process subscriber in id order.
 * After a lost connection it reconnects with backoff and catches up the same way, so nothing is missed.
 */
export class EventHub {
  readonly #options: Required<Omit<EventHubOptions, 'onError'>> & Pick<EventHubOptions, 'onError'>;
  readonly #listeners = new Set<EventListener>();
  #client: pg.Client | null = null;
  #lastSeen: bigint | null = null;
  readonly #recent: RecentEvents;
  #fetching = false;
  #fetchAgain = false;
  #closed = false;
  #reconnectDelay: number;
  #reconnectTimer: NodeJS.Timeout | null = null;
  readonly #checkTimer: NodeJS.Timeout;
  #ready: Promise<void>;
  #resolveReady!: () => void;

  constructor(options: EventHubOptions) {
    this.#options = {
      batchSize: 500,
      minReconnectMs: 100,
      maxReconnectMs: 2_000,
      checkEveryMs: 10_000,
      recentEvents: 2_000,
      ...options,
    };
    this.#recent = new RecentEvents(this.#options.recentEvents);
    this.#reconnectDelay = this.#options.minReconnectMs;
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
    this.#checkTimer = setInterval(() => this.#fetch(), this.#options.checkEveryMs);
    this.#checkTimer.unref();
    void this.#connect();
  }

  /** Resolves once the hub listens (the first time). */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** The id of the newest event delivered to subscribers (or seen at start), as a string. */
  get lastSeenId(): string | null {
    return this.#lastSeen?.toString() ?? null;
  }

  /**
   * Every committed event after `id` that this hub has delivered, oldest first, from memory (the newest
   * `recentEvents` or more); undefined when it does not hold them all (the table must answer). Called right after
   * `subscribe`, in the same tick, the two together miss nothing: the listener gets every event after these.
   */
  eventsAfter(id: bigint): readonly LiveEvent[] | undefined {
    return this.#recent.after(id);
  }

  /** Calls `listener` with every event committed from now on, in id order. Returns the unsubscribe. */
  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#checkTimer);
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = null;
    this.#listeners.clear();
    if (client) await client.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      application_name: EVENT_HUB_APPLICATION_NAME,
      query_timeout: QUERY_TIMEOUT_MS,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    client.on('notification', () => this.#fetch());
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
      if (this.#lastSeen === null) {
        const { rows } = await client.query<{ max: string | null }>(
          'SELECT max("id")::text AS "max" FROM "events"',
        );
        this.#lastSeen = BigInt(rows[0]?.max ?? '0');
        this.#recent.reset(this.#lastSeen);
      } else {
        // Lock events commit asynchronously (sql-pool.ts): a database that crashed may have forgotten
        // events we already delivered. Never hand their ids out again, or clients would skip the new ones.
        // The next id handed out is last_value + 1, or last_value itself while the sequence is unused.
        await client.query(
          `SELECT setval('events_id_seq', $1::bigint) FROM "events_id_seq"
           WHERE "last_value" < $1::bigint OR ("last_value" = $1::bigint AND NOT "is_called")`,
          [this.#lastSeen.toString()],
        );
        // What it delivered before may be gone from a restarted database's table: memory starts over from here.
        this.#recent.reset(this.#lastSeen);
      }
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#reconnectDelay = this.#options.minReconnectMs;
    this.#resolveReady();
    // Catch up on whatever was committed while we were not listening.
    this.#fetch();
  }

  #lost(client: pg.Client, error: unknown): void {
    if (client.listenerCount('end') === 0) return; // already handled
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    if (this.#client === client) this.#client = null;
    if (this.#closed) return;
    if (error) this.#options.onError?.(error);
    const delay = this.#reconnectDelay;
    this.#reconnectDelay = Math.min(delay * 2, this.#options.maxReconnectMs);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      void this.#connect();
    }, delay);
  }

  /** Reads every event after the last one seen, in batches, and fans them out; coalesces bursts. */
  #fetch(): void {
    if (this.#fetching) {
      this.#fetchAgain = true;
      return;
    }
    this.#fetching = true;
    let used: pg.Client | null = null;
    void (async () => {
      try {
        do {
          this.#fetchAgain = false;
          let full = true;
          while (full) {
            const client = this.#client;
            if (!client || this.#lastSeen === null) return;
            used = client;
            const { rows } = await client.query<EventRow>(SELECT_AFTER, [
              this.#lastSeen.toString(),
              this.#options.batchSize,
            ]);
            full = rows.length === this.#options.batchSize;
            const last = rows.at(-1);
            if (!last || this.#closed) break;
            this.#lastSeen = BigInt(last.id);
            const events = rows.map(toLiveEvent);
            this.#recent.add(events);
            for (const listener of this.#listeners) {
              try {
                listener(events);
              } catch (error) {
                this.#options.onError?.(error);
              }
            }
          }
        } while (this.#fetchAgain);
      } catch (error) {
        // The connection broke mid-query, or a query timed out on a connection that no longer answers: drop it;
        // #lost reconnects, and the new connection fetches everything after the last event seen.
        if (used && used === this.#client) this.#lost(used, error);
        else this.#options.onError?.(error);
      } finally {
        this.#fetching = false;
        // A fetch asked for while this one failed (a new connection's catch-up): run it now.
        if (this.#fetchAgain && this.#client && !this.#closed) this.#fetch();
      }
    })();
  }
}
