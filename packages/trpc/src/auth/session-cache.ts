import type { LiveEvent } from '../events/event-types.ts';
import type { SessionUser } from './session-user.ts';

/** What the session lookup read about a valid session (the user's groups by name, as in the database). */
export interface CachedSession {
  createdAt: Date;
  /** Moved forward when this process slides the session (at most once a minute). */
  lastSeenAt: Date;
  user: SessionUser;
}

export interface SessionCacheOptions {
  /** How long an entry answers without the database. Default 5 s. */
  ttlMs?: number;
  /** Entries kept at most; the oldest goes first. Default 10,000. */
  maxEntries?: number;
  /** The clock (ms); tests may move it. */
  now?: () => number;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
}

/**
 * The sessions this process has recently looked up, by Session id, for a few seconds (issue 8: the session
 * statement was the largest cost of a cheap authenticated request). What can end a session early reaches
 * every process through the event stream and drops its entries at once (`onEvents`): a sign-out or a
 * replaced session ('session.ended', appended by logOut/logIn), a user's deactivation or change of groups
 * or name ('user.changed', appended by database triggers, migration session_cache_events). Expiry needs no
 * event: it is computed from the entry's times on every hit. The TTL bounds what a missed event could cost.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** How long an entry answers without the database. */
  readonly ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #invalidations = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  get(sessionId: string): CachedSession | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt < this.ttlMs) return entry.session;
    this.#entries.delete(sessionId);
    return undefined;
  }

  /**
   * Counts the events that dropped entries: a lookup takes it before reading the database and passes it to
   * `set`, so a session read before its sign-out committed is not cached after the sign-out's event arrived.
   */
  get version(): number {
    return this.#invalidations;
  }

  set(sessionId: string, session: CachedSession, readAtVersion: number): void {
    if (readAtVersion !== this.#invalidations) return;
    this.#entries.delete(sessionId);
    this.sweep();
    if (this.#entries.size >= this.#maxEntries) {
      // Insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(sessionId, { session, storedAt: this.#now() });
  }

  /** Forgets the expired entries (the API calls it now and then, so that idle ones do not stay). */
  sweep(): void {
    const now = this.#now();
    // Insertion order is storage order (`set` re-inserts): the expired entries come first.
    for (const [sessionId, entry] of this.#entries) {
      if (now - entry.storedAt < this.ttlMs) break;
      this.#entries.delete(sessionId);
    }
  }

  delete(sessionId: string): void {
    this.#entries.delete(sessionId);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The event hub's listener: drops what session and user events name. */
  readonly onEvents = (events: readonly LiveEvent[]): void => {
    for (const event of events) {
      if (event.type === 'session.ended' || event.type === 'user.changed') this.#invalidations += 1;
      if (event.type === 'session.ended') {
        const { sessionId } = event.payload;
        if (typeof sessionId === 'string') this.#entries.delete(sessionId);
      } else if (event.type === 'user.changed') {
        if (event.userId === null) this.#entries.clear();
        else this.#dropUser(event.userId);
      }
    }
  };

  #dropUser(userId: number): void {
    for (const [sessionId, entry] of this.#entries) {
      if (entry.session.user.id === userId) this.#entries.delete(sessionId);
    }
  }
}
