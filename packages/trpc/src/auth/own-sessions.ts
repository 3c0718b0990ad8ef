import type { PrismaClient } from '@sappis/db';
import { appendEvent } from '../events/append-event.ts';
import { toIsoDateTime } from '../serialize.ts';

/** The user's live sessions, newest activity first, the caller's own marked `current`. */
export async function listOwnSessions(
  prisma: PrismaClient,
  args: { userId: number; currentSessionId: string; now: Date },
) {
  const sessions = await prisma.session.findMany({
    where: { userId: args.userId, expiresAt: { gt: args.now } },
    orderBy: { lastSeenAt: 'desc' },
    select: { id: true, createdAt: true, lastSeenAt: true, userAgent: true },
  });
  return sessions.map(({ id, createdAt, lastSeenAt, userAgent }) => ({
    createdAt: toIsoDateTime(createdAt),
    lastSeenAt: toIsoDateTime(lastSeenAt),
    userAgent,
    current: id === args.currentSessionId,
  }));
}

/**
 * Signs the user out of every session but the caller's: deleted, each with its 'session.ended' (every process
 * closes that session's WebSockets at once). Returns how many ended.
 */
export async function endOtherSessions(
  prisma: PrismaClient,
  args: { userId: number; currentSessionId: string },
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const others = await tx.session.findMany({
      where: { userId: args.userId, id: { not: args.currentSessionId } },
      select: { id: true },
    });
    await tx.session.deleteMany({ where: { id: { in: others.map((session) => session.id) } } });
    await tx.auditEntry.create({
      data: {
        userId: args.userId,
        action: 'user.otherSessionsEnded',
        entityType: 'user',
        entityId: String(args.userId),
        details: { sessions: others.length },
      },
    });
    for (const session of others) {
      await appendEvent(tx, { type: 'session.ended', payload: { sessionId: session.id } });
    }
    return others.length;
  });
}
