import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { CUSTOMER_REPLY_MESSAGE, notifyQueueWatchersOfCustomerReply } from './queue-watchers.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const createQueue = (data: {
  name: string;
  statuses?: ('CUSTOMER_REPLIED' | 'NOT_STARTED')[];
  visibleToGroups?: string[];
}) => db.prisma.caseQueue.create({ data: { position: 1, visibleToGroups: ['SAPPIS'], ...data } });

describe('queue watchers', () => {
  it('a customer reply on a case in a watched queue sends each watcher one message', async () => {
    const replies = await createQueue({ name: 'Svar från kund', statuses: ['CUSTOMER_REPLIED'] });
    const fresh = await createQueue({ name: 'Nya', statuses: ['NOT_STARTED'] });
    const watcher = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const both = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const other = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await watcher.caller.messages.watchQueue({ queueId: replies.id, watch: true });
    await both.caller.messages.watchQueue({ queueId: replies.id, watch: true });
    await both.caller.messages.watchQueue({ queueId: replies.id, watch: true });
    await other.caller.messages.watchQueue({ queueId: fresh.id, watch: true });
    expect(await both.caller.messages.watchedQueues()).toEqual([replies.id]);

    const item = await createTestCase(db.prisma);
    await db.prisma.case.update({ where: { id: item.id }, data: { status: 'CUSTOMER_REPLIED' } });
    const told = await db.prisma.$transaction((tx) => notifyQueueWatchersOfCustomerReply(tx, item.id));

    expect(told).toEqual([watcher.user.id, both.user.id].sort((a, b) => a - b));
    for (const user of [watcher, both]) {
      const { messages } = await user.caller.messages.latest();
      expect(messages).toMatchObject([
        { caseNumber: item.number, message: CUSTOMER_REPLY_MESSAGE, sender: 'Sappis' },
      ]);
    }
    expect(await other.caller.messages.unreadCount()).toEqual({ count: 0 });

    await watcher.caller.messages.watchQueue({ queueId: replies.id, watch: false });
    expect(await watcher.caller.messages.watchedQueues()).toEqual([]);
  });

  it('cases.update to Svar från kund tells the watchers of the queues the case enters', async () => {
    const replies = await createQueue({ name: 'Kundsvar', statuses: ['CUSTOMER_REPLIED'] });
    const watcher = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const agent = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await watcher.caller.messages.watchQueue({ queueId: replies.id, watch: true });
    const item = await createTestCase(db.prisma, { customerNumber: 4711 });

    await agent.caller.cases.update({
      caseNumber: item.number,
      version: item.version,
      status: 'CUSTOMER_REPLIED',
    });

    const { messages } = await watcher.caller.messages.latest();
    expect(messages).toMatchObject([{ caseNumber: item.number, message: CUSTOMER_REPLY_MESSAGE }]);
  });

  it('refuses to watch a queue the user may not see, and a user without SAPPIS', async () => {
    const hidden = await createQueue({ name: 'Ekonomi', visibleToGroups: ['ECONOMY'] });
    const agent = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const outsider = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(agent.caller.messages.watchQueue({ queueId: hidden.id, watch: true })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
        message: 'Kön finns inte',
      },
    );
    await expect(
      outsider.caller.messages.watchQueue({ queueId: hidden.id, watch: true }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await db.prisma.queueWatch.count({ where: { queueId: hidden.id } })).toBe(0);
  });
});
