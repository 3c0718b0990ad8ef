import type { Prisma } from '@sappis/db';
import { appendEvent } from '../events/append-event.ts';
import { EVENT_APPEND_LOCK } from '../events/event-types.ts';
import type { MessageCounts } from './message-schemas.ts';

/**
 * Serializes a write to a user's messages with every other event-producing write, until the
 * transaction ends, by taking appendEvent's lock up front (appendEvent takes it again, re-entrantly).
 * Message ids are therefore given out in commit order, so 'every id up to the newest one I saw' names
 * only messages the client could have seen, and counts read under the lock are exact at commit.
 * One lock for every mailbox keeps the lock order fixed (this lock, then rows), so messages to
 * several users in one transaction cannot deadlock.
 */
export async function lockMailbox(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK}::bigint)`;
}

export async function mailboxCounts(tx: Prisma.TransactionClient, userId: number): Promise<MessageCounts> {
  const [unreadCount, total] = await Promise.all([
    tx.userMessage.count({ where: { userId, read: false } }),
    tx.userMessage.count({ where: { userId } }),
  ]);
  return { unreadCount, total };
}

/** Appends the user's private event about a change to the mailbox, carrying the counts after it. */
export async function appendMailboxEvent(
  tx: Prisma.TransactionClient,
  userId: number,
  event:
    | { type: 'message.created'; messageId: number; caseNumber: number | null }
    | { type: 'message.read'; messageIds: number[] },
): Promise<MessageCounts> {
  const counts = await mailboxCounts(tx, userId);
  const { type, ...details } = event;
  await appendEvent(tx, { type, userId, payload: { ...details, ...counts } });
  return counts;
}
