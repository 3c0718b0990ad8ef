import type { Prisma, PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import { appendEvent, type NewEvent } from '../events/append-event.ts';
import { sendSystemMessage } from '../messages/send-system-message.ts';
import { toIsoDateTime } from '../serialize.ts';
import { prismaRunner, type SqlRunner } from '../sql-runner.ts';
import { CASE_NOT_FOUND_MESSAGE, lockedByMessage, lockTakenOverMessage } from './lock-messages.ts';
import { type LockState, readLockState, UNLOCKED } from './lock-state.ts';
import { acquireLockRow, type ReleaseReason, releaseLockRow } from './lock-statements.ts';
import { touchPresence } from './presence.ts';

/** Domain functions of case locks (leases). They take explicit arguments and know nothing of tRPC. */

export interface LockArgs {
  caseNumber: number;
  userId: number;
  now: Date;
  leaseSeconds: number;
  /** Runs the lock statement outside Prisma (a node-postgres pool, the hot path); default through `db`. */
  sql?: SqlRunner;
}

export interface LockedCase {
  caseId: number;
  state: LockState;
  /** The caller did not hold a live lock before. */
  fresh: boolean;
}

const leaseEnd = (now: Date, leaseSeconds: number) => new Date(now.getTime() + leaseSeconds * 1000);

/** How often a refused acquire re-reads a holder that vanished in between (released or expired). */
const ACQUIRE_ATTEMPTS = 3;

/**
 * Takes (or renews) the caller's lock inside `db` (a transaction of a case write, or the client itself).
 * Refuses with CONFLICT and the banner text when someone else holds a live lock. With `announce: false`
 * (inside a longer transaction) the caller appends the 'case.locked' event itself, last (see lockedEvent).
 */
export async function lockCase(
  db: Prisma.TransactionClient,
  args: LockArgs & { announce?: boolean },
): Promise<LockedCase> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await acquireLockRow(args.sql ?? prismaRunner(db), {
      caseNumber: args.caseNumber,
      userId: args.userId,
      now: args.now,
      expiresAt: leaseEnd(args.now, args.leaseSeconds),
      announce: args.announce,
    });
    if (result.caseId === null) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
    if (result.holderId === args.userId && result.expiresAt) {
      const state: LockState = {
        locked: true,
        lockedBy: result.holderEmail,
        holderId: result.holderId,
        mine: true,
        expiresAt: toIsoDateTime(result.expiresAt),
      };
      return { caseId: result.caseId, state, fresh: result.fresh };
    }
    if (result.blockedBy) throw new AppError('CONFLICT', lockedByMessage(result.blockedBy));
    // The holder the upsert saw vanished before the statement's own read: look again, then retry.
    const current = await readLockState(db, { caseId: result.caseId, userId: args.userId, now: args.now });
    if (current.locked && current.lockedBy) throw new AppError('CONFLICT', lockedByMessage(current.lockedBy));
    if (attempt >= ACQUIRE_ATTEMPTS) throw new AppError('CONFLICT', 'Ärendet är låst, försök igen');
  }
}

/** The 'case.locked' event of a lock taken with `announce: false`. */
export function lockedEvent(caseNumber: number, locked: LockedCase): NewEvent {
  return {
    type: 'case.locked',
    caseId: locked.caseId,
    payload: {
      caseNumber,
      userId: locked.state.holderId,
      email: locked.state.lockedBy,
      expiresAt: locked.state.expiresAt,
    },
  };
}

/** `caseLocks.acquire`: the explicit 'Lås ärendet'. */
export async function acquireCaseLock(prisma: PrismaClient, args: LockArgs): Promise<LockState> {
  return (await lockCase(prisma, args)).state;
}

/** `caseLocks.release`: the holder lets go ('Släpp låset', tab closed). Harmless when not the holder. */
export async function releaseCaseLock(
  prisma: PrismaClient,
  args: { caseNumber: number; userId: number; now: Date; reason?: ReleaseReason; sql?: SqlRunner },
): Promise<LockState> {
  const result = await releaseLockRow(args.sql ?? prismaRunner(prisma), {
    caseNumber: args.caseNumber,
    userId: args.userId,
    reason: args.reason ?? 'released',
  });
  if (result.caseId === null) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
  if (result.released) return UNLOCKED;
  return readLockState(prisma, { caseId: result.caseId, userId: args.userId, now: args.now });
}

/** Sign-out: releases every lock the user holds. */
export async function releaseUserLocks(prisma: PrismaClient, args: { userId: number }): Promise<number> {
  const held = await prisma.caseLock.findMany({
    where: { userId: args.userId },
    select: { case: { select: { number: true } } },
  });
  for (const lock of held) {
    await releaseLockRow(prismaRunner(prisma), {
      caseNumber: lock.case.number,
      userId: args.userId,
      reason: 'signedOut',
    });
  }
  return held.length;
}

/**
 * `caseLocks.heartbeat`: the tab still has the case open. Renews the caller's presence (and `editing`) and,
 * when the caller holds the lock, its lease. Returns the lock as it is now.
 */
export async function heartbeatCase(
  prisma: PrismaClient,
  args: LockArgs & { clientId: string; editing: boolean },
): Promise<LockState> {
  const found = await prisma.case.findUnique({ where: { number: args.caseNumber }, select: { id: true } });
  if (!found) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
  await prisma.caseLock.updateMany({
    where: { caseId: found.id, userId: args.userId, expiresAt: { gt: args.now } },
    data: { heartbeatAt: args.now, expiresAt: leaseEnd(args.now, args.leaseSeconds) },
  });
  await touchPresence(prisma, {
    caseId: found.id,
    userId: args.userId,
    clientId: args.clientId,
    editing: args.editing,
    now: args.now,
  });
  return readLockState(prisma, { caseId: found.id, userId: args.userId, now: args.now });
}

/**
 * `caseLocks.takeOver` (queue managers): the caller becomes the holder whoever held it. The former holder is
 * told live (the 'case.lockTakenOver' event and a user message) and the case history records it.
 * A free lock is simply taken.
 */
export async function takeOverCaseLock(
  prisma: PrismaClient,
  args: LockArgs & { userName: string },
): Promise<LockState> {
  return prisma.$transaction(async (tx) => {
    const found = await tx.case.findUnique({ where: { number: args.caseNumber }, select: { id: true } });
    if (!found) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
    const [previous] = await tx.$queryRaw<{ userId: number; expiresAt: Date; email: string }[]>`
      SELECT l."userId", l."expiresAt", u."email"
      FROM "case_locks" l JOIN "users" u ON u."id" = l."userId"
      WHERE l."caseId" = ${found.id} FOR UPDATE OF l`;
    if (!previous || previous.expiresAt <= args.now || previous.userId === args.userId) {
      return (await lockCase(tx, { ...args, sql: undefined })).state;
    }
    const me = await tx.user.findUniqueOrThrow({ where: { id: args.userId }, select: { email: true } });
    const expiresAt = leaseEnd(args.now, args.leaseSeconds);
    await tx.caseLock.update({
      where: { caseId: found.id },
      data: { userId: args.userId, acquiredAt: args.now, heartbeatAt: args.now, expiresAt },
    });
    await tx.caseHistoryEntry.create({
      data: {
        caseId: found.id,
        action: `Låset togs över från ${previous.email}`,
        userId: args.userId,
        userName: args.userName,
        createdAt: args.now,
      },
    });
    await tx.auditEntry.create({
      data: {
        userId: args.userId,
        action: 'caseLock.takeOver',
        entityType: 'Case',
        entityId: String(args.caseNumber),
        details: { previousUserId: previous.userId },
      },
    });
    // The message first: it locks the recipient's mailbox before appending its own event (lock order).
    await sendSystemMessage(tx, {
      userId: previous.userId,
      caseId: found.id,
      caseNumber: args.caseNumber,
      message: lockTakenOverMessage(args.caseNumber, me.email),
      senderId: args.userId,
      senderName: args.userName,
    });
    await appendEvent(tx, {
      type: 'case.lockTakenOver',
      caseId: found.id,
      payload: {
        caseNumber: args.caseNumber,
        userId: args.userId,
        email: me.email,
        expiresAt: toIsoDateTime(expiresAt),
        previousUserId: previous.userId,
        previousEmail: previous.email,
      },
    });
    return readLockState(tx, { caseId: found.id, userId: args.userId, now: args.now });
  });
}

/**
 * Housekeeping: deletes locks whose lease ended at or before `now` and appends 'case.lockExpired' for each.
 * A lock renewed or taken meanwhile is no longer expired and stays (the DELETE re-checks the row). Locks
 * another transaction is changing right now are skipped, never waited for: waiting while holding the rows
 * deleted so far deadlocked with concurrent lock writes and other expiries; the next run takes them.
 */
export async function expireCaseLocks(prisma: PrismaClient, now: Date): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const expired = await tx.$queryRaw<{ caseId: number; userId: number; number: number }[]>`
      WITH "doomed" AS (
        SELECT "caseId" FROM "case_locks" WHERE "expiresAt" <= ${now}::timestamp
        ORDER BY "caseId" FOR UPDATE SKIP LOCKED
      )
      DELETE FROM "case_locks" l USING "cases" c, "doomed" d
      WHERE d."caseId" = l."caseId" AND c."id" = l."caseId" AND l."expiresAt" <= ${now}::timestamp
      RETURNING l."caseId", l."userId", c."number"`;
    for (const lock of expired) {
      await appendEvent(tx, {
        type: 'case.lockExpired',
        caseId: lock.caseId,
        payload: { caseNumber: lock.number, userId: null, email: null, previousUserId: lock.userId },
      });
    }
    return expired.length;
  });
}
