import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll } from 'vitest';
import { EventHub, type EventHubOptions } from '../events/event-hub.ts';

export interface LiveDatabase {
  readonly db: TestDatabase;
  readonly hub: EventHub;
}

/**
 * A test file's own database with a live event stream on it: created before the file's tests, closed and
 * dropped after them. Read `db` and `hub` inside tests and hooks (they exist once the first hook ran).
 */
export function useLiveDatabase(
  options: Partial<Omit<EventHubOptions, 'connectionString'>> = {},
): LiveDatabase {
  let db: TestDatabase | undefined;
  let hub: EventHub | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    hub = new EventHub({ minReconnectMs: 20, ...options, connectionString: db.url });
    await hub.ready();
  });
  afterAll(async () => {
    await hub?.close();
    await db?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error('useLiveDatabase: the database is not ready yet');
      return db;
    },
    get hub() {
      if (!hub) throw new Error('useLiveDatabase: the event hub is not ready yet');
      return hub;
    },
  };
}
