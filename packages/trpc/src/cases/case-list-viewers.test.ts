import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventHub } from '../events/event-hub.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';

let db: TestDatabase;
let hub: EventHub;

beforeAll(async () => {
  db = await createTestDatabase();
  hub = new EventHub({ connectionString: db.url, minReconnectMs: 20 });
  await hub.ready();
});
afterAll(async () => {
  await hub?.close();
  await db?.drop();
});

describe('viewers in case lists', () => {
  it('cases.search gives each case its live viewers and caseLocks.onListChanged carries presence changes', async () => {
    const item = await createTestCase(db.prisma, { customerNumber: 4242 });
    const quiet = await createTestCase(db.prisma, { customerNumber: 4242 });
    const watcher = await signInLiveUser(db.prisma, hub, { groups: ['SAPPIS'] });
    const anna = await signInLiveUser(db.prisma, hub, {
      groups: ['SAPPIS'],
      firstName: 'Anna',
      lastName: 'Lindqvist',
    });
    const live = collectEvents((signal) => watcher.connect(signal).caseLocks.onListChanged({}));
    await new Promise((resolve) => setTimeout(resolve, 100));

    await anna.caller.caseLocks.heartbeat({ caseNumber: item.number, clientId: 'tab-anna-1', editing: true });
    await expect.poll(() => live.events.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    expect(live.events[0]).toMatchObject({
      type: 'case.presence',
      payload: {
        caseNumber: item.number,
        viewers: [{ userId: anna.user.id, name: 'Anna Lindqvist', email: anna.user.email, editing: true }],
      },
    });

    const listed = await watcher.caller.cases.search({ filters: { customerNumber: 4242 } });
    const byNumber = new Map(listed.cases.map((row) => [row.number, row]));
    expect(byNumber.get(item.number)?.viewers).toEqual([
      { userId: anna.user.id, name: 'Anna Lindqvist', email: anna.user.email, editing: true },
    ]);
    expect(byNumber.get(quiet.number)?.viewers).toEqual([]);

    await anna.caller.caseLocks.acquire({ caseNumber: item.number });
    await expect.poll(() => live.events.map((event) => event.type)).toContain('case.locked');
    await live.stop();
  });
});
