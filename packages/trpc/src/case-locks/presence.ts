import type { Prisma, PrismaClient } from '@sappis/db';
import { appendEvent } from '../events/append-event.ts';

/** A tab that stops sending heartbeats (every ~60 s) disappears after this long. */
export const PRESENCE_TTL_SECONDS = 150;
/**
 * When the holder's last tab on a case goes away without releasing (socket closed, network lost), the lock
 * is kept this much longer so a reconnecting tab keeps it; then housekeeping expires it.
 */
export const LEAVE_GRACE_SECONDS = 30;

/** Someone with the case open: `editing` while one of their tabs has unsaved changes. */
export interface CaseViewer {
  userId: number;
  email: string;
  name: string;
  editing: boolean;
}

const seconds = (now: Date, count: number) => new Date(now.getTime() + count * 1000);

/** Everyone with a live presence on the case, one entry per user, sorted by name. */
export async function listViewers(
  db: Prisma.TransactionClient,
  caseId: number,
  now: Date,
): Promise<CaseViewer[]> {
  const rows = await db.$queryRaw<CaseViewer[]>`
    SELECT u."id" AS "userId", u."email", trim(u."firstName" || ' ' || u."lastName") AS "name",
      bool_or(p."editing") AS "editing"
    FROM "case_presence" p JOIN "users" u ON u."id" = p."userId"
    WHERE p."caseId" = ${caseId} AND p."expiresAt" > ${now}::timestamp
    GROUP BY u."id" ORDER BY 3, 1`;
  return rows;
}

/** The live viewers of several cases at once (case lists), by case id; cases without viewers are left out. */
export async function listViewersOfCases(
  db: Prisma.TransactionClient,
  caseIds: readonly number[],
  now: Date,
): Promise<Map<number, CaseViewer[]>> {
  const byCase = new Map<number, CaseViewer[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await db.$queryRaw<(CaseViewer & { caseId: number })[]>`
    SELECT p."caseId", u."id" AS "userId", u."email", trim(u."firstName" || ' ' || u."lastName") AS "name",
      bool_or(p."editing") AS "editing"
    FROM "case_presence" p JOIN "users" u ON u."id" = p."userId"
    WHERE p."caseId" = ANY(${[...caseIds]}::int[]) AND p."expiresAt" > ${now}::timestamp
    GROUP BY p."caseId", u."id" ORDER BY 1, 4, 2`;
  for (const { caseId, ...viewer } of rows) {
    const list = byCase.get(caseId) ?? [];
    list.push(viewer);
    byCase.set(caseId, list);
  }
  return byCase;
}

async function announce(tx: Prisma.TransactionClient, caseId: number, now: Date): Promise<void> {
  const found = await tx.case.findUnique({ where: { id: caseId }, select: { number: true } });
  if (!found) return;
  const viewers = await listViewers(tx, caseId, now);
  await appendEvent(tx, {
    type: 'case.presence',
    caseId,
    payload: { caseNumber: found.number, viewers: viewers.map((viewer) => ({ ...viewer })) },
  });
}

/**
 * Records that `userId`'s tab `clientId` has the case open (and whether it is editing), renewing its TTL.
 * A 'case.presence' event with the new viewer list is appended when the row is new or `editing` changed.
 */
export async function touchPresence(
  prisma: PrismaClient,
  args: { caseId: number; userId: number; clientId: string; editing: boolean; now: Date },
): Promise<void> {
  const { caseId, userId, clientId, editing, now } = args;
  await prisma.$transaction(async (tx) => {
    const before = await tx.casePresence.findUnique({
      where: { caseId_userId_clientId: { caseId, userId, clientId } },
      select: { editing: true, expiresAt: true },
    });
    await tx.casePresence.upsert({
      where: { caseId_userId_clientId: { caseId, userId, clientId } },
      create: {
        caseId,
        userId,
        clientId,
        editing,
        seenAt: now,
        expiresAt: seconds(now, PRESENCE_TTL_SECONDS),
      },
      update: { editing, seenAt: now, expiresAt: seconds(now, PRESENCE_TTL_SECONDS) },
    });
    const changed = !before || before.expiresAt <= now || before.editing !== editing;
    if (changed) await announce(tx, caseId, now);
  });
}

/**
 * The tab closed the case (its subscription ended). If it was the user's last tab on the case and they
 * hold its lock, the lock's lease is cut to the grace period.
 */
export async function leavePresence(
  prisma: PrismaClient,
  args: { caseId: number; userId: number; clientId: string; now: Date },
): Promise<void> {
  const { caseId, userId, clientId, now } = args;
  await prisma.$transaction(async (tx) => {
    const removed = await tx.casePresence.deleteMany({ where: { caseId, userId, clientId } });
    const stillOpen = await tx.casePresence.count({ where: { caseId, userId, expiresAt: { gt: now } } });
    if (stillOpen === 0) {
      await tx.caseLock.updateMany({
        where: { caseId, userId, expiresAt: { gt: seconds(now, LEAVE_GRACE_SECONDS) } },
        data: { expiresAt: seconds(now, LEAVE_GRACE_SECONDS) },
      });
    }
    if (removed.count > 0) await announce(tx, caseId, now);
  });
}

/** Housekeeping: deletes presence rows past their TTL and announces the cases whose viewers changed. */
export async function expirePresence(prisma: PrismaClient, now: Date): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const removed = await tx.$queryRaw<{ caseId: number }[]>`
      DELETE FROM "case_presence" WHERE "expiresAt" <= ${now}::timestamp RETURNING "caseId"`;
    const caseIds = [...new Set(removed.map((row) => row.caseId))];
    for (const caseId of caseIds) await announce(tx, caseId, now);
    return removed.length;
  });
}
