import { describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';

const env = useLiveDatabase();

describe('viewers in case lists', () => {
  it('cases.search gives each case its live viewers and caseLocks.onListChanged carries presence changes', async () => {
    const item = await createTestCase(env.db.prisma, { customerNumber: 4242 });
    const quiet = await createTestCase(env.db.prisma, { customerNumber: 4242 });
    const watcher = await signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] });
    const anna = await signInLiveUser(env.db.prisma, env.hub, {
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
