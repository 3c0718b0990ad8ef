import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from './append-event.ts';
import { EVENT_CHANNEL } from './event-types.ts';

let db: TestDatabase;
let listener: pg.Client;
const notified: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  listener.on('notification', (message) => notified.push(message.payload ?? ''));
  await listener.query(`LISTEN ${EVENT_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await db?.drop();
});

/** Waits until NOTIFYs sent before this call have reached the listener (a round trip on its connection). */
const drainNotifications = () => listener.query('SELECT 1');

describe('appendEvent', () => {
  it('writes the event and notifies its id only when the transaction commits', async () => {
    const id = await db.prisma.$transaction((tx) =>
      appendEvent(tx, { type: 'case.locked', caseId: 7, payload: { by: 'a@example.se' } }),
    );
    await expect.poll(() => notified).toContain(id.toString());
    const row = await db.prisma.event.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ type: 'case.locked', caseId: 7, userId: null, queueId: null });
    expect(row.payload).toEqual({ by: 'a@example.se' });
  });

  it('leaves neither an event nor a notification when the transaction rolls back', async () => {
    const before = await db.prisma.event.count();
    notified.length = 0;
    let appended: bigint | undefined;
    await expect(
      db.prisma.$transaction(async (tx) => {
        appended = await appendEvent(tx, { type: 'message.created', userId: 3, payload: {} });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(appended).toBeDefined();
    await drainNotifications();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notified).toEqual([]);
    expect(await db.prisma.event.count()).toBe(before);
  });
});
