import type { Prisma } from '@sappis/db';
import type { PendingHandOver, PendingHandOverParties } from '@sappis/shared';
import { z } from 'zod';
import { toIsoDate } from '../../serialize.ts';

/** The follow-up kind that hands an assigned agreement to its receiver (packages/shared operations/plan.ts). */
export const HAND_OVER_KIND = 'handOverAgreement';

type Db = Prisma.TransactionClient;

const pending = { kind: HAND_OVER_KIND, doneAt: null } as const;

export function handOverOf(followUp: { runOn: Date; payload: Prisma.JsonValue }): PendingHandOver {
  const parties = followUp.payload as unknown as PendingHandOverParties;
  return {
    assignerCustomerNumber: parties.assignerCustomerNumber,
    receiverCustomerNumber: parties.receiverCustomerNumber,
    receiverName: parties.receiverName,
    startDate: toIsoDate(followUp.runOn),
  };
}

/**
 * The customer an assignment to `receiverCustomerNumber` goes to now: that customer, or the survivor it was merged
 * into since.
 */
export async function receiverNow(
  db: Db,
  receiverCustomerNumber: number,
): Promise<{ id: number; customerNumber: number }> {
  const named = await db.customer.findUniqueOrThrow({
    where: { customerNumber: receiverCustomerNumber },
    select: { id: true, customerNumber: true, mergedIntoCustomerNumber: true },
  });
  if (named.mergedIntoCustomerNumber === null) return { id: named.id, customerNumber: named.customerNumber };
  return db.customer.findUniqueOrThrow({
    where: { customerNumber: named.mergedIntoCustomerNumber },
    select: { id: true, customerNumber: true },
  });
}

/** The agreement's assignment that is registered and not yet handed over, if any. */
export async function pendingHandOverOf(db: Db, agreementId: number): Promise<PendingHandOver | null> {
  const followUp = await db.scheduledFollowUp.findFirst({
    where: { ...pending, agreementId },
    orderBy: { id: 'asc' },
  });
  return followUp ? handOverOf(followUp) : null;
}

/** One side's view of a pending hand-over: the agreement, the other party and the receiver's coming services. */
export const handOverOutput = z.object({
  agreementNumber: z.number().int(),
  deliveryAddress: z.string(),
  deliveryCity: z.string(),
  otherCustomerNumber: z.number().int(),
  otherName: z.string(),
  startDate: z.iso.date(),
  /** The receiver's services from the start date (product names). */
  services: z.array(z.string()),
});

export const customerHandOversOutput = z.object({
  /** Agreements the customer holds and has assigned to someone else. */
  outgoing: z.array(handOverOutput),
  /** Agreements assigned to the customer, coming on their start date. */
  incoming: z.array(handOverOutput),
});

export type CustomerHandOvers = z.infer<typeof customerHandOversOutput>;

/**
 * The pending hand-overs a customer is a party to: of the agreements it holds (`agreementIds`: outgoing) and of the
 * agreements assigned to it (incoming), each with the receiver's services from the start date.
 */
export async function customerHandOvers(
  db: Db,
  customer: { customerNumber: number; agreementIds: number[] },
): Promise<CustomerHandOvers> {
  const followUps = await db.scheduledFollowUp.findMany({
    where: {
      ...pending,
      OR: [
        { agreementId: { in: customer.agreementIds } },
        { payload: { path: ['receiverCustomerNumber'], equals: customer.customerNumber } },
      ],
    },
    orderBy: { runOn: 'asc' },
  });
  const agreements = await db.agreement.findMany({
    where: { id: { in: followUps.map((followUp) => followUp.agreementId) } },
    select: {
      id: true,
      agreementNumber: true,
      deliveryAddress: true,
      deliveryCity: true,
      customer: { select: { customerNumber: true, name: true } },
      rows: { select: { productName: true, startDate: true }, orderBy: { rowNumber: 'asc' } },
    },
  });
  const byId = new Map(agreements.map((agreement) => [agreement.id, agreement]));
  const handOvers: CustomerHandOvers = { outgoing: [], incoming: [] };
  for (const followUp of followUps) {
    const agreement = byId.get(followUp.agreementId);
    if (!agreement) continue;
    const handOver = handOverOf(followUp);
    const outgoing = customer.agreementIds.includes(agreement.id);
    const other = outgoing
      ? { otherCustomerNumber: handOver.receiverCustomerNumber, otherName: handOver.receiverName }
      : { otherCustomerNumber: agreement.customer.customerNumber, otherName: agreement.customer.name };
    (outgoing ? handOvers.outgoing : handOvers.incoming).push({
      agreementNumber: agreement.agreementNumber,
      deliveryAddress: agreement.deliveryAddress,
      deliveryCity: agreement.deliveryCity,
      ...other,
      startDate: handOver.startDate,
      services: agreement.rows
        .filter((row) => row.startDate !== null && toIsoDate(row.startDate) >= handOver.startDate)
        .map((row) => row.productName),
    });
  }
  return handOvers;
}
