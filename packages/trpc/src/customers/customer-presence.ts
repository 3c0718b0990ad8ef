import type { Prisma, PrismaClient } from '@sappis/db';
import { PRESENCE_TTL_SECONDS } from '../case-locks/presence.ts';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './service.ts';

/** Someone with the customer view open (one entry per user, whatever their number of tabs). */
export interface CustomerViewer {
  userId: number;
  email: string;
  name: string;
}

interface PresenceKey {
  customerNumber: number;
  userId: number;
  /** The browser tab (one id per tab), so a user's tabs come and go apart. */
  clientId: string;
}

const expiry = (now: Date) => new Date(now.getTime() + PRESENCE_TTL_SECONDS * 1000);

/** Everyone with a live presence on the customer, sorted by name. */
export function listCustomerViewers(
  db: Prisma.TransactionClient,
  customerNumber: number,
  now: Date,
): Promise<CustomerViewer[]> {
  return db.$queryRaw<CustomerViewer[]>`
    SELECT DISTINCT u."id" AS "userId", u."email", trim(u."firstName" || ' ' || u."lastName") AS "name"
    FROM "customer_presence" p JOIN "users" u ON u."id" = p."userId"
    WHERE p."customerNumber" = ${customerNumber} AND p."expiresAt" > ${now}::timestamp
    ORDER BY 3, 1`;
}

/** 'customer.presence' with the customer's viewers now; the last statement of the caller's transaction. */
async function announce(tx: Prisma.TransactionClient, customerNumber: number, now: Date): Promise<void> {
  const viewers = await listCustomerViewers(tx, customerNumber, now);
  await appendEvent(tx, {
    type: 'customer.presence',
    payload: { customerNumber, viewers: viewers.map((viewer) => ({ ...viewer })) },
  });
}

/**
 * Records that the tab has the customer view open, renewing its TTL (the same as a case page's); given the
 * `connectionId` of the subscription that opened it, that subscription's end removes it (a heartbeat keeps the
 * one there). The viewers are announced when the tab is new (or had expired). Refuses an unknown customer.
 */
export async function touchCustomerPresence(
  prisma: PrismaClient,
  { now, connectionId, ...key }: PresenceKey & { now: Date; connectionId?: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const customer = await tx.customer.findUnique({
      where: { customerNumber: key.customerNumber },
      select: { id: true },
    });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    const [before] = await tx.$queryRaw<{ expiresAt: Date }[]>`
      SELECT "expiresAt" FROM "customer_presence"
      WHERE "customerNumber" = ${key.customerNumber} AND "userId" = ${key.userId} AND "clientId" = ${key.clientId}
      FOR UPDATE`;
    await tx.customerPresence.upsert({
      where: { customerNumber_userId_clientId: key },
      create: { ...key, connectionId, seenAt: now, expiresAt: expiry(now) },
      update: { connectionId, seenAt: now, expiresAt: expiry(now) },
    });
    if (!before || before.expiresAt <= now) await announce(tx, key.customerNumber, now);
  });
}

/**
 * The tab closed the customer view: its subscription `connectionId` ended (page left, tab closed, socket lost,
 * signed out). Nothing happens when the tab's reconnect already opened a new subscription.
 */
export async function leaveCustomerPresence(
  prisma: PrismaClient,
  { now, ...key }: PresenceKey & { now: Date; connectionId: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const removed = await tx.customerPresence.deleteMany({ where: key });
    if (removed.count > 0) await announce(tx, key.customerNumber, now);
  });
}

/** Housekeeping: deletes tabs past their TTL and announces the customers whose viewers changed. */
export async function expireCustomerPresence(prisma: PrismaClient, now: Date): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const removed = await tx.$queryRaw<{ customerNumber: number }[]>`
      DELETE FROM "customer_presence" WHERE "expiresAt" <= ${now}::timestamp RETURNING "customerNumber"`;
    for (const customerNumber of new Set(removed.map((row) => row.customerNumber))) {
      await announce(tx, customerNumber, now);
    }
    return removed.length;
  });
}
