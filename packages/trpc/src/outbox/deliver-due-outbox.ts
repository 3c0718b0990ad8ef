import type { Prisma, PrismaClient } from '@sappis/db';
import { nextOutboxAttemptAt, OUTBOX_DELIVERY_MAX_ATTEMPTS, OUTBOX_SENDING_LEASE_MS } from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { SYSTEM_ACTOR } from '../jobs/follow-up-actor.ts';

/** At most this many messages per run; the rest wait for the next run. */
const BATCH = 100;

export interface OutboxDeliveryRun {
  sent: number[];
  failed: { id: number; reason: string }[];
}

/** Queued, failed with tries left, or 'SENDING' past its lease (the process died), and due by `now`. */
const dueWhere = (now: Date) => ({
  delivery: { in: ['QUEUED' as const, 'FAILED' as const, 'SENDING' as const] },
  nextAttemptAt: { lte: now },
  deliveryAttempts: { lt: OUTBOX_DELIVERY_MAX_ATTEMPTS },
});
type DueWhere = ReturnType<typeof dueWhere>;
type Outcome =
  | { delivery: 'SENT'; deliveredAt: Date; deliveryError: null; nextAttemptAt: null }
  | { delivery: 'FAILED'; deliveryError: string; nextAttemptAt: Date | null };

/** A claimed message as its table gives it: what goes out, its attempts so far and its customer. */
export interface ClaimedMessage {
  deliveryAttempts: number;
  customer: { customerNumber: number };
}

/**
 * One outbox table (customer e-mails, SMS) and its server: the table's Prisma calls with the arguments given, and
 * `send`, which rejects with the server's reason.
 */
export interface Outbox<Message extends ClaimedMessage> {
  /** The customer.changed change an outcome is announced as ('email.delivery'), so open pages refetch. */
  change: string;
  findDue(args: {
    where: DueWhere;
    orderBy: { id: 'asc' };
    take: number;
    select: { id: true };
  }): Promise<{ id: number }[]>;
  claim(args: {
    where: DueWhere & { id: number };
    data: { delivery: 'SENDING'; deliveryAttempts: { increment: 1 }; nextAttemptAt: Date };
  }): Promise<{ count: number }>;
  load(id: number): Promise<Message>;
  record(tx: Prisma.TransactionClient, args: { where: { id: number }; data: Outcome }): Promise<unknown>;
  send(id: number, message: Message): Promise<void>;
  /** The reason of a failed send as the agent reads it; default the error's message. */
  reasonOf?(error: unknown): string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers the outbox messages that are due, each after claiming it: one conditional update moves it to SENDING
 * (with a lease as its next attempt), so of several workers exactly one sends it. The outcome is recorded as SENT
 * with its time, or FAILED with the server's reason and the next try (nextOutboxAttemptAt).
 *
 * At-least-once, honestly: a process that dies after the server accepted a message but before SENT was recorded
 * leaves it SENDING, and once the lease has passed it is sent again. Every attempt carries the same idempotency
 * key (from the row id), so servers that deduplicate on it deliver it once; nothing else can be promised without
 * the server's cooperation. Anything short of that crash sends each message once.
 */
export async function deliverDueOutbox<Message extends ClaimedMessage>(
  prisma: PrismaClient,
  outbox: Outbox<Message>,
  now: Date,
): Promise<OutboxDeliveryRun> {
  const run: OutboxDeliveryRun = { sent: [], failed: [] };
  const reasonOf = outbox.reasonOf ?? messageOf;
  const due = await outbox.findDue({
    where: dueWhere(now),
    orderBy: { id: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  for (const { id } of due) {
    const claimed = await outbox.claim({
      where: { id, ...dueWhere(now) },
      data: {
        delivery: 'SENDING',
        deliveryAttempts: { increment: 1 },
        nextAttemptAt: new Date(now.getTime() + OUTBOX_SENDING_LEASE_MS),
      },
    });
    if (claimed.count === 0) continue;
    const message = await outbox.load(id);
    let reason: string | null = null;
    try {
      await outbox.send(id, message);
    } catch (error) {
      reason = reasonOf(error);
    }
    await prisma.$transaction(async (tx) => {
      await outbox.record(tx, {
        where: { id },
        data:
          reason === null
            ? { delivery: 'SENT', deliveredAt: new Date(), deliveryError: null, nextAttemptAt: null }
            : {
                delivery: 'FAILED',
                deliveryError: reason,
                nextAttemptAt: nextOutboxAttemptAt(message.deliveryAttempts, now),
              },
      });
      await appendCustomerChanged(tx, {
        customerNumber: message.customer.customerNumber,
        actorId: SYSTEM_ACTOR.id,
        change: outbox.change,
      });
    });
    if (reason === null) run.sent.push(id);
    else run.failed.push({ id, reason });
  }
  return run;
}
