import type { Prisma, PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import type { SqlRunner } from '../sql-runner.ts';
import { type MessageCounts, type MessageOutput, messageSelect, toMessageOutput } from './message-schemas.ts';
import { sendSystemMessage } from './send-system-message.ts';
import { appendMailboxEvent, lockMailbox, mailboxCounts } from './user-mailbox.ts';

/** The bell shows at most this many unread messages, else this many latest ones (document 1 section 2.2). */
export const BELL_UNREAD_LIMIT = 5;
export const BELL_RECENT_LIMIT = 3;

/** Messages are shown newest first by their time (ids break ties). */
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export async function listMessages(
  prisma: PrismaClient,
  { userId, page, pageSize }: { userId: number; page: number; pageSize: number },
) {
  const [rows, total, unreadCount] = await Promise.all([
    prisma.userMessage.findMany({
      where: { userId },
      orderBy: NEWEST_FIRST,
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: messageSelect,
    }),
    prisma.userMessage.count({ where: { userId } }),
    prisma.userMessage.count({ where: { userId, read: false } }),
  ]);
  return { messages: rows.map(toMessageOutput), page, pageSize, total, unreadCount };
}

/** Raw SQL: the bell asks for it on every page, and Prisma's per-query compilation costs more than the count. */
export async function countUnread(sql: SqlRunner, userId: number): Promise<{ count: number }> {
  const [row] = await sql.rows<{ count: number }>(
    'SELECT count(*)::int AS "count" FROM "user_messages" WHERE "userId" = $1::int AND NOT "read"',
    [userId],
  );
  return { count: row?.count ?? 0 };
}

/**
 * The bell panel: up to 5 unread messages (newest first), or the 3 latest when none is unread, with the
 * counts and the newest id the user has, which 'Markera alla som lästa' sends back as its limit.
 */
export async function latestMessages(prisma: PrismaClient, userId: number) {
  return prisma.$transaction(
    async (tx) => {
      const [unread, unreadCount, total, newest] = await Promise.all([
        tx.userMessage.findMany({
          where: { userId, read: false },
          orderBy: NEWEST_FIRST,
          take: BELL_UNREAD_LIMIT,
          select: messageSelect,
        }),
        tx.userMessage.count({ where: { userId, read: false } }),
        tx.userMessage.count({ where: { userId } }),
        tx.userMessage.findFirst({ where: { userId }, orderBy: { id: 'desc' }, select: { id: true } }),
      ]);
      const messages: MessageOutput[] =
        unread.length > 0
          ? unread.map(toMessageOutput)
          : (
              await tx.userMessage.findMany({
                where: { userId },
                orderBy: NEWEST_FIRST,
                take: BELL_RECENT_LIMIT,
                select: messageSelect,
              })
            ).map(toMessageOutput);
      return { messages, unreadCount, total, newestId: newest?.id ?? null };
    },
    // One snapshot: the list, the counts and the newest id agree with each other.
    { isolationLevel: 'RepeatableRead' },
  );
}

export const MESSAGE_NOT_FOUND = 'Meddelandet finns inte';

/** Marks one of the user's messages read; reading a read message again changes nothing. */
export async function markMessageRead(
  prisma: PrismaClient,
  { userId, messageId, now }: { userId: number; messageId: number; now: Date },
): Promise<MessageCounts> {
  return prisma.$transaction(async (tx) => {
    await lockMailbox(tx);
    const message = await tx.userMessage.findFirst({
      where: { id: messageId, userId },
      select: { read: true },
    });
    if (!message) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
    if (message.read) return mailboxCounts(tx, userId);
    await tx.userMessage.update({ where: { id: messageId }, data: { read: true, readAt: now } });
    await tx.auditEntry.create({
      data: { userId, action: 'message.read', entityType: 'UserMessage', entityId: String(messageId) },
    });
    return appendMailboxEvent(tx, userId, { type: 'message.read', messageIds: [messageId] });
  });
}

/**
 * 'Markera alla som lästa': marks read the unread messages with ids up to `upToId`, the newest id the
 * client had seen. A message that arrives meanwhile has a larger id (see lockMailbox) and stays unread.
 */
export async function markAllMessagesRead(
  prisma: PrismaClient,
  { userId, upToId, now }: { userId: number; upToId: number; now: Date },
): Promise<MessageCounts & { marked: number }> {
  return prisma.$transaction(async (tx) => {
    await lockMailbox(tx);
    const unread = await tx.userMessage.findMany({
      where: { userId, read: false, id: { lte: upToId } },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    const ids = unread.map((row) => row.id);
    if (ids.length === 0) return { ...(await mailboxCounts(tx, userId)), marked: 0 };
    await tx.userMessage.updateMany({ where: { id: { in: ids } }, data: { read: true, readAt: now } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'message.markAllRead',
        entityType: 'UserMessage',
        entityId: String(userId),
        details: { upToId, count: ids.length },
      },
    });
    const counts = await appendMailboxEvent(tx, userId, { type: 'message.read', messageIds: ids });
    return { ...counts, marked: ids.length };
  });
}

export const CASE_NOT_FOUND = 'Ärendet finns inte';
export const RECIPIENT_NOT_FOUND = 'Mottagaren finns inte';

/** An agent writes to a colleague about a case (from the case page); in the caller's transaction. */
export async function sendMessage(
  tx: Prisma.TransactionClient,
  input: {
    senderId: number;
    caseNumber: number;
    recipient: { userId: number } | { email: string };
    message: string;
  },
): Promise<{ id: number }> {
  const [sender, item, recipient] = await Promise.all([
    tx.user.findUniqueOrThrow({
      where: { id: input.senderId },
      select: { firstName: true, lastName: true },
    }),
    // FOR KEY SHARE now, before lockMailbox: the insert needs this lock, and taking it while holding the
    // event lock could deadlock with a case write that holds the row and waits for that lock.
    tx.$queryRaw<{ id: number; number: number }[]>`
      SELECT "id", "number" FROM "cases" WHERE "number" = ${input.caseNumber} FOR KEY SHARE`.then(
      (rows) => rows[0],
    ),
    tx.user.findFirst({
      where: {
        active: true,
        ...('userId' in input.recipient
          ? { id: input.recipient.userId }
          : { email: { equals: input.recipient.email, mode: 'insensitive' } }),
      },
      select: { id: true },
    }),
  ]);
  if (!item)
    throw new AppError('NOT_FOUND', CASE_NOT_FOUND, { fieldErrors: { caseNumber: [CASE_NOT_FOUND] } });
  if (!recipient) {
    throw new AppError('NOT_FOUND', RECIPIENT_NOT_FOUND, {
      fieldErrors: { recipient: [RECIPIENT_NOT_FOUND] },
    });
  }
  const id = await sendSystemMessage(tx, {
    userId: recipient.id,
    caseId: item.id,
    caseNumber: item.number,
    message: input.message,
    senderId: input.senderId,
    senderName: `${sender.firstName} ${sender.lastName}`,
  });
  await tx.auditEntry.create({
    data: {
      userId: input.senderId,
      action: 'message.send',
      entityType: 'UserMessage',
      entityId: String(id),
      details: { caseNumber: item.number, recipientId: recipient.id },
    },
  });
  return { id };
}

/** Colleagues one can write to: active users allowed to see cases, matched on name or e-mail. */
export async function findRecipients(
  prisma: PrismaClient,
  { query, caseGroups, limit }: { query: string; caseGroups: readonly string[]; limit: number },
) {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const users = await prisma.user.findMany({
    where: {
      active: true,
      groups: { some: { group: { name: { in: [...caseGroups] } } } },
      AND: words.map((word) => ({
        OR: [
          { firstName: { contains: word, mode: 'insensitive' as const } },
          { lastName: { contains: word, mode: 'insensitive' as const } },
          { email: { contains: word, mode: 'insensitive' as const } },
        ],
      })),
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
    take: limit,
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  return users.map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
  }));
}
