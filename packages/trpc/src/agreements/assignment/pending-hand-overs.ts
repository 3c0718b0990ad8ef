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
 * SQL for the pending hand-overs the customer of the CTE `k` is a party to, as a JSON `CustomerHandOvers`: of
 * the agreements it holds (the CTE `ag`: outgoing) and of the agreements assigned to it (incoming), each with the
 * receiver's services from the start date (product names by row number), by start date.
 */
export const CUSTOMER_HAND_OVERS_SQL = `(SELECT json_build_object(
    'outgoing', COALESCE(json_agg(h."handOver" ORDER BY h."runOn", h.id) FILTER (WHERE h.outgoing), '[]'::json),
    'incoming', COALESCE(json_agg(h."handOver" ORDER BY h."runOn", h.id) FILTER (WHERE NOT h.outgoing), '[]'::json))
  FROM (
    SELECT f.id, f."runOn", a."customerId" = k.id AS outgoing, json_build_object(
             'agreementNumber', a."agreementNumber", 'deliveryAddress', a."deliveryAddress",
             'deliveryCity', a."deliveryCity",
             'otherCustomerNumber', CASE WHEN a."customerId" = k.id
               THEN f.payload -> 'receiverCustomerNumber' ELSE to_jsonb(holder."customerNumber") END,
             'otherName', CASE WHEN a."customerId" = k.id
               THEN f.payload -> 'receiverName' ELSE to_jsonb(holder.name) END,
             'startDate', f."runOn",
             'services', COALESCE((
               SELECT json_agg(r."productName" ORDER BY r."rowNumber") FROM agreement_rows r
               WHERE r."agreementId" = a.id AND r."startDate" >= f."runOn"), '[]'::json)
           ) AS "handOver"
    FROM k
    JOIN scheduled_follow_ups f
      ON f.kind = '${HAND_OVER_KIND}' AND f."doneAt" IS NULL
     AND (f."agreementId" IN (SELECT ag.id FROM ag) OR f.payload -> 'receiverCustomerNumber' = to_jsonb(k."customerNumber"))
    JOIN agreements a ON a.id = f."agreementId"
    JOIN customers holder ON holder.id = a."customerId"
  ) h)`;
