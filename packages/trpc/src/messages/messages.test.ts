import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { sendSystemMessage } from './send-system-message.ts';

const env = useLiveDatabase();

const agent = () =>
  signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'], firstName: 'Anna', lastName: 'Lind' });

async function snapshot() {
  const [messages, events, audits] = await Promise.all([
    env.db.prisma.userMessage.findMany({ orderBy: { id: 'asc' } }),
    env.db.prisma.event.count(),
    env.db.prisma.auditEntry.count(),
  ]);
  return { messages, events, audits };
}

/** Writes `count` system messages to `userId` about `caseNumber`, oldest first. */
async function seedMessages(userId: number, item: { id: number; number: number }, count: number) {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    ids.push(
      await env.db.prisma.$transaction((tx) =>
        sendSystemMessage(tx, {
          userId,
          caseId: item.id,
          caseNumber: item.number,
          message: `Meddelande ${i}`,
        }),
      ),
    );
  }
  return ids;
}

describe('messages.send', () => {
  it("writes '[case number] message' with sender and time to the colleague, with an audit row and a private event", async () => {
    const a = await agent();
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    const { id } = await a.caller.messages.send({
      requestId: randomUUID(),
      caseNumber: item.number,
      recipientEmail: b.user.email.toUpperCase(),
      message: '  Kan du ringa kunden?  ',
    });

    const latest = await b.caller.messages.latest();
    expect(latest).toMatchObject({ unreadCount: 1, total: 1, newestId: id });
    expect(latest.messages).toEqual([
      {
        id,
        caseNumber: item.number,
        message: 'Kan du ringa kunden?',
        sender: 'Anna Lind',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(await a.caller.messages.unreadCount()).toEqual({ count: 0 });
    expect(await b.caller.messages.unreadCount()).toEqual({ count: 1 });
    const event = await env.db.prisma.event.findFirstOrThrow({
      where: { type: 'message.created', userId: b.user.id },
    });
    expect(event).toMatchObject({
      caseId: null,
      payload: { messageId: id, caseNumber: item.number, unreadCount: 1, total: 1 },
    });
    expect(
      await env.db.prisma.auditEntry.count({ where: { action: 'message.send', entityId: String(id) } }),
    ).toBe(1);
  });

  it('refuses an unknown case or recipient, a bad input and a user without SAPPIS, changing nothing', async () => {
    const a = await agent();
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    const outsider = await signInTestUser(env.db.prisma, { groups: ['CANTAB'] });
    const before = await snapshot();

    await expect(
      a.caller.messages.send({
        requestId: randomUUID(),
        caseNumber: 1,
        recipientUserId: b.user.id,
        message: 'Hej',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Ärendet finns inte' });
    await expect(
      a.caller.messages.send({
        requestId: randomUUID(),
        caseNumber: item.number,
        recipientEmail: 'ingen@example.se',
        message: 'Hej',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Mottagaren finns inte' });
    await expect(
      a.caller.messages.send({
        requestId: randomUUID(),
        caseNumber: item.number,
        recipientUserId: b.user.id,
        message: '   ',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      a.caller.messages.send({ requestId: randomUUID(), caseNumber: item.number, message: 'Hej' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      outsider.caller.messages.send({
        requestId: randomUUID(),
        caseNumber: item.number,
        recipientUserId: b.user.id,
        message: 'Hej',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    expect(await snapshot()).toEqual(before);
  });
});

describe('messages.latest and messages.list', () => {
  it('shows at most 5 unread, or the 3 latest when none is unread; the list pages newest first', async () => {
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    const ids = await seedMessages(b.user.id, item, 7);

    const unread = await b.caller.messages.latest();
    expect(unread).toMatchObject({ unreadCount: 7, total: 7, newestId: ids[6] });
    expect(unread.messages.map((message) => message.id)).toEqual(ids.slice(2).reverse());

    await b.caller.messages.markAllRead({ upToId: ids[6] as number });
    const recent = await b.caller.messages.latest();
    expect(recent).toMatchObject({ unreadCount: 0, total: 7 });
    expect(recent.messages.map((message) => message.id)).toEqual(ids.slice(4).reverse());
    expect(recent.messages.every((message) => message.read)).toBe(true);

    const page2 = await b.caller.messages.list({ page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 7, unreadCount: 0 });
    expect(page2.messages.map((message) => message.id)).toEqual([ids[3], ids[2], ids[1]]);
  });

  it('orders by the time a message was written, not by its id', async () => {
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    const [older, newer] = await seedMessages(b.user.id, item, 2);
    // An imported message with a later id but an earlier time.
    await env.db.prisma.userMessage.update({
      where: { id: newer as number },
      data: { createdAt: new Date(Date.now() - 3_600_000) },
    });
    expect((await b.caller.messages.latest()).messages.map((message) => message.id)).toEqual([older, newer]);
    expect((await b.caller.messages.list({ page: 1, pageSize: 10 })).messages.map((m) => m.id)).toEqual([
      older,
      newer,
    ]);
  });
});

describe('messages.markRead', () => {
  it("marks one message read once, and refuses someone else's message without changing it", async () => {
    const a = await agent();
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    const [first, second] = await seedMessages(b.user.id, item, 2);

    await expect(a.caller.messages.markRead({ id: first as number })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Meddelandet finns inte',
    });
    expect(await b.caller.messages.unreadCount()).toEqual({ count: 2 });

    expect(await b.caller.messages.markRead({ id: first as number })).toEqual({ unreadCount: 1, total: 2 });
    const events = await env.db.prisma.event.count({ where: { userId: b.user.id, type: 'message.read' } });
    expect(await b.caller.messages.markRead({ id: first as number })).toEqual({ unreadCount: 1, total: 2 });
    expect(await env.db.prisma.event.count({ where: { userId: b.user.id, type: 'message.read' } })).toBe(
      events,
    );
    const row = await env.db.prisma.userMessage.findUniqueOrThrow({ where: { id: second as number } });
    expect(row.read).toBe(false);
  });
});

describe('messages.markAllRead', () => {
  it('never swallows a message that arrives after the client looked', async () => {
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    await seedMessages(b.user.id, item, 3);
    const seen = await b.caller.messages.latest();
    const [arrived] = await seedMessages(b.user.id, item, 1);

    const result = await b.caller.messages.markAllRead({ upToId: seen.newestId as number });
    expect(result).toEqual({ unreadCount: 1, total: 4, marked: 3 });
    const latest = await b.caller.messages.latest();
    expect(latest.messages.map((message) => message.id)).toEqual([arrived]);
  });

  it('racing many concurrent arrivals, marks exactly the messages committed before the newest one seen', async () => {
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    await seedMessages(b.user.id, item, 2);
    const seen = await b.caller.messages.latest();
    const [, arrivals] = await Promise.all([
      b.caller.messages.markAllRead({ upToId: seen.newestId as number }),
      Promise.all(Array.from({ length: 10 }, () => seedMessages(b.user.id, item, 1))),
    ]);
    const unread = await env.db.prisma.userMessage.findMany({
      where: { userId: b.user.id, read: false },
      select: { id: true },
    });
    expect(unread.map((row) => row.id).sort((x, y) => x - y)).toEqual(arrivals.flat().sort((x, y) => x - y));
  });
});

describe('messages.onChanged', () => {
  it('tells every open tab of the user, and only that user, the counts after each change', async () => {
    const a = await agent();
    const b = await agent();
    const item = await createTestCase(env.db.prisma);
    const subscribers = env.hub.subscriberCount;
    const tabs = [b, b, a].map((user) =>
      collectEvents((signal) => user.connect(signal).messages.onChanged({ lastEventId: null })),
    );
    await expect.poll(() => env.hub.subscriberCount).toBe(subscribers + 3);

    const { id } = await a.caller.messages.send({
      requestId: randomUUID(),
      caseNumber: item.number,
      recipientUserId: b.user.id,
      message: 'Hej',
    });
    await b.caller.messages.markRead({ id });

    for (const tab of tabs.slice(0, 2)) {
      await expect.poll(() => tab.events.length).toBe(2);
      expect(
        tab.events.map((event) => [event.type, 'payload' in event && event.payload.unreadCount]),
      ).toEqual([
        ['message.created', 1],
        ['message.read', 0],
      ]);
    }
    expect(tabs[2]?.events).toEqual([]);
    await Promise.all(tabs.map((tab) => tab.stop()));
  });
});
