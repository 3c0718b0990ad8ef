import type { Prisma, PrismaClient } from '@sappis/db';
import {
  isoDay,
  nextProvisioningAttemptAt,
  PROVISIONING_SENDING_LEASE_MS,
  type ProvisioningStatus,
  provisioningOrderKey,
  WAITING_TO_BE_SENT,
} from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { appendEvent } from '../events/append-event.ts';
import { SYSTEM_ACTOR } from '../jobs/follow-up-actor.ts';
import { toIsoDate } from '../serialize.ts';
import type { PartnerAnswer, ProvisioningPartner } from './provisioning-partner.ts';

/** At most this many orders per run; the rest wait for the next run. */
const BATCH = 100;

export interface ProvisioningRun {
  sent: { id: number; status: ProvisioningStatus }[];
  failed: { id: number; reason: string }[];
}

/** Written by an operation, not yet answered, due by `today`, and not waiting for a retry or held by a worker. */
const dueWhere = (today: string, now: Date): Prisma.ProvisioningOrderWhereInput => ({
  status: WAITING_TO_BE_SENT,
  dueOn: { lte: new Date(`${today}T00:00:00Z`) },
  OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }],
});

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Hands the due provisioning orders (dueOn on or before the Stockholm day `today`) to the partner, oldest due
 * first, each after claiming it: one conditional update counts the attempt and holds it for a lease, so of several
 * workers one sends it. The partner's answer (any document 3 code, a failed one included, which an agent can retry
 * from /sappis/provisionering) is recorded; a call that fails or times out leaves the order waiting with the reason
 * and its next attempt (nextProvisioningAttemptAt), and after the last attempt marks it ERROR. Every outcome appends
 * 'provisioning.changed' and the customer's 'customer.changed', so both pages update live.
 */
export async function sendDueProvisioningOrders(
  prisma: PrismaClient,
  partner: ProvisioningPartner,
  now: Date = new Date(),
  today: string = isoDay(now),
): Promise<ProvisioningRun> {
  const run: ProvisioningRun = { sent: [], failed: [] };
  const due = await prisma.provisioningOrder.findMany({
    where: dueWhere(today, now),
    orderBy: [{ dueOn: 'asc' }, { id: 'asc' }],
    take: BATCH,
    select: { id: true },
  });
  for (const { id } of due) {
    const claimed = await prisma.provisioningOrder.updateMany({
      where: { id, ...dueWhere(today, now) },
      data: {
        attempts: { increment: 1 },
        lastAttemptAt: now,
        nextAttemptAt: new Date(now.getTime() + PROVISIONING_SENDING_LEASE_MS),
      },
    });
    if (claimed.count === 0) continue;
    const order = await prisma.provisioningOrder.findUniqueOrThrow({
      where: { id },
      select: {
        agreementRowId: true,
        platform: true,
        action: true,
        dueOn: true,
        attempts: true,
        agreementRow: {
          select: {
            agreement: { select: { agreementNumber: true, customer: { select: { customerNumber: true } } } },
          },
        },
      },
    });
    let answer: PartnerAnswer | null = null;
    let reason = '';
    try {
      answer = await partner.send(
        {
          orderId: id,
          agreementRowId: order.agreementRowId,
          platform: order.platform,
          action: order.action,
          dueOn: toIsoDate(order.dueOn),
          attempt: order.attempts,
        },
        { idempotencyKey: provisioningOrderKey(id) },
      );
    } catch (error) {
      reason = reasonOf(error);
    }
    const retryAt = answer ? null : nextProvisioningAttemptAt(order.attempts, now);
    const status: ProvisioningStatus = answer ? answer.status : retryAt ? WAITING_TO_BE_SENT : 'ERROR';
    await prisma.$transaction(async (tx) => {
      await tx.provisioningOrder.update({
        where: { id },
        data: answer
          ? {
              status,
              partnerReference: answer.partnerReference,
              message: answer.message,
              nextAttemptAt: null,
            }
          : { status, message: reason, nextAttemptAt: retryAt },
      });
      await appendEvent(tx, { type: 'provisioning.changed', payload: { orderId: id, status } });
      const { agreement } = order.agreementRow;
      await appendCustomerChanged(tx, {
        customerNumber: agreement.customer.customerNumber,
        agreementNumber: agreement.agreementNumber,
        actorId: SYSTEM_ACTOR.id,
        change: 'provisioning.sent',
      });
    });
    if (answer) run.sent.push({ id, status });
    else run.failed.push({ id, reason });
  }
  return run;
}
