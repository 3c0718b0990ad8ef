import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { collectEvents, signInLiveUser } from '../testing/live-caller.ts';
import { useLiveDatabase } from '../testing/live-database.ts';

const env = useLiveDatabase();

/** A small seeded generator, so a failing storm can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const RECIPIENTS = 3;
const TABS_PER_RECIPIENT = 2;
const OPERATIONS = 160;
const CONCURRENCY = 12;

describe('unread counts under a randomized storm', () => {
  it('every tab ends with the exact count, and exactly the targeted messages are read', async () => {
    const seed = Number(process.env.STORM_SEED ?? Date.now() % 100_000);
    const rng = random(seed);
    const item = await createTestCase(env.db.prisma);
    const senders = await Promise.all(
      [0, 1].map(() => signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] })),
    );
    const recipients = await Promise.all(
      Array.from({ length: RECIPIENTS }, () =>
        signInLiveUser(env.db.prisma, env.hub, { groups: ['SAPPIS'] }),
      ),
    );

    const subscribers = env.hub.subscriberCount;
    const tabs = recipients.flatMap((recipient) =>
      Array.from({ length: TABS_PER_RECIPIENT }, () => ({
        userId: recipient.user.id,
        stream: collectEvents((signal) =>
          recipient.connect(signal).messages.onChanged({ lastEventId: null }),
        ),
      })),
    );
    await expect.poll(() => env.hub.subscriberCount).toBe(subscribers + tabs.length);

    const sent = new Map<number, number[]>(recipients.map((recipient) => [recipient.user.id, []]));
    const targeted = new Map<number, Set<number>>(
      recipients.map((recipient) => [recipient.user.id, new Set()]),
    );
    /** markAllRead limits per user: every message of the user up to the limit must end up read. */
    const markAllLimits = new Map<number, number[]>(recipients.map((recipient) => [recipient.user.id, []]));

    const operation = async () => {
      const roll = rng.next();
      const recipient = rng.pick(recipients);
      const userId = recipient.user.id;
      // Every operation on its own connection, as from different tabs.
      const caller = recipient.connect();
      if (roll < 0.55) {
        const sender = rng.pick(senders);
        const { id } = await sender.connect().messages.send({
          requestId: randomUUID(),
          caseNumber: item.number,
          recipientUserId: userId,
          message: `Storm ${roll.toFixed(4)}`,
        });
        sent.get(userId)?.push(id);
      } else if (roll < 0.85) {
        const page = await caller.messages.latest();
        const unread = page.messages.filter((message) => !message.read);
        if (unread.length === 0) return;
        const target = rng.pick(unread).id;
        targeted.get(userId)?.add(target);
        await caller.messages.markRead({ id: target });
      } else {
        const { newestId } = await caller.messages.latest();
        if (newestId === null) return;
        markAllLimits.get(userId)?.push(newestId);
        await caller.messages.markAllRead({ upToId: newestId });
      }
    };

    let remaining = OPERATIONS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (remaining > 0) {
          remaining -= 1;
          await operation();
        }
      }),
    );

    for (const recipient of recipients) {
      const userId = recipient.user.id;
      const ids = sent.get(userId) ?? [];
      const expectedRead = new Set(targeted.get(userId));
      for (const limit of markAllLimits.get(userId) ?? [])
        for (const id of ids) if (id <= limit) expectedRead.add(id);
      const rows = await env.db.prisma.userMessage.findMany({
        where: { userId },
        select: { id: true, read: true },
      });
      expect(
        rows.map((row) => row.id).sort((x, y) => x - y),
        `seed ${seed}`,
      ).toEqual([...ids].sort((x, y) => x - y));
      expect(
        rows
          .filter((row) => row.read)
          .map((row) => row.id)
          .sort((x, y) => x - y),
        `seed ${seed}: read messages of user ${userId}`,
      ).toEqual([...expectedRead].sort((x, y) => x - y));

      const exact = rows.filter((row) => !row.read).length;
      const lastEvent = await env.db.prisma.event.findFirst({
        where: { userId },
        orderBy: { id: 'desc' },
        select: { id: true },
      });
      for (const tab of tabs.filter((candidate) => candidate.userId === userId)) {
        await expect
          .poll(() => tab.stream.events.at(-1)?.id, { timeout: 10_000 })
          .toBe(lastEvent?.id.toString());
        const ids = tab.stream.events.map((event) => BigInt(event.id));
        expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] as bigint))).toBe(true);
        const last = tab.stream.events.at(-1);
        expect(last && 'payload' in last ? last.payload.unreadCount : undefined, `seed ${seed}`).toBe(exact);
      }
      expect(await recipient.caller.messages.unreadCount()).toEqual({ count: exact });
    }
    await Promise.all(tabs.map((tab) => tab.stream.stop()));
  }, 60_000);
});
