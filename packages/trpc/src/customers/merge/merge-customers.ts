import { Prisma, type PrismaClient } from '@sappis/db';
import {
  MERGE_TEXTS,
  type MergeCounts,
  type MergeCustomer,
  normalizedPersonalId,
  planMerge,
} from '@sappis/shared';
import { HAND_OVER_KIND } from '../../agreements/assignment/pending-hand-overs.ts';
import { AppError } from '../../errors.ts';
import { runOnce } from '../../idempotency/run-once.ts';
import { appendCustomerChanged } from '../customer-events.ts';

type Db = Prisma.TransactionClient | PrismaClient;

/** The customers merged and what moved (MergeCounts), as a JSON-storable object. */
export type MergeResult = { [K in keyof MergeCounts]: number } & {
  fromCustomerNumber: number;
  toCustomerNumber: number;
};

/** Search hits for the merge panel: other customers by customer number, personal number or name, never merged ones. */
export async function searchMergeCandidates(
  db: Db,
  args: { query: string; customerNumber: number },
): Promise<{ customerNumber: number; name: string; personalId: string; deliveryAddress: string | null }[]> {
  const text = args.query.trim();
  const digits = normalizedPersonalId(text);
  const byNumber = /^\d{1,9}$/.test(digits) ? [{ customerNumber: Number(digits) }] : [];
  const byPersonalId = /^\d{3,12}$/.test(digits) ? [{ personalId: { startsWith: digits } }] : [];
  // A personal number typed without its century (10 digits) finds the stored 12 digits.
  const byShortPersonalId = /^\d{10}$/.test(digits) ? [{ personalId: { endsWith: digits } }] : [];
  return db.customer.findMany({
    where: {
      mergedIntoCustomerNumber: null,
      customerNumber: { not: args.customerNumber },
      OR: [
        ...byNumber,
        ...byPersonalId,
        ...byShortPersonalId,
        { name: { contains: text, mode: 'insensitive' } },
      ],
    },
    select: { customerNumber: true, name: true, personalId: true, deliveryAddress: true },
    orderBy: { customerNumber: 'asc' },
    take: 10,
  });
}

async function lockCustomers(tx: Prisma.TransactionClient, numbers: number[]) {
  const rows = await tx.$queryRaw<
    {
      id: number;
      customerNumber: number;
      name: string;
      personalId: string;
      mergedIntoCustomerNumber: number | null;
    }[]
  >(Prisma.sql`SELECT id, "customerNumber", name, "personalId", "mergedIntoCustomerNumber" FROM customers
    WHERE "customerNumber" IN (${Prisma.join(numbers)}) ORDER BY id FOR UPDATE`);
  return rows;
}

/**
 * Merge customers (document 3 panel 2, avtal/slaihop with KundNrFran and KundNrTill): once per request id and in
 * one transaction, everything of `from` (agreements, invoices, cases, memos, e-mails and every other record that
 * names the customer) moves to `to`; `from` is marked merged into `to` (mergedIntoCustomerNumber) and is no
 * longer offered or mergeable. Refused unless both have the same personal number.
 */
export function mergeCustomers(
  prisma: PrismaClient,
  args: {
    procedure: string;
    requestId: string;
    actorId: number;
    now: Date;
    fromCustomerNumber: number;
    toCustomerNumber: number;
  },
): Promise<MergeResult> {
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.actorId, procedure: args.procedure },
    async (tx) => {
      const locked = await lockCustomers(tx, [args.fromCustomerNumber, args.toCustomerNumber]);
      const find = (number: number) => locked.find((customer) => customer.customerNumber === number);
      const fromRow = find(args.fromCustomerNumber);
      const toRow = find(args.toCustomerNumber);
      if (!fromRow || !toRow) throw new AppError('NOT_FOUND', MERGE_TEXTS.customerNotFound);
      const asMerge = (row: typeof fromRow): MergeCustomer => ({
        customerNumber: row.customerNumber,
        name: row.name,
        personalId: row.personalId,
        merged: row.mergedIntoCustomerNumber !== null,
      });
      const outcome = planMerge(asMerge(fromRow), asMerge(toRow));
      if (!outcome.ok) throw new AppError('BAD_REQUEST', outcome.refusal);

      const byId = { where: { customerId: fromRow.id }, data: { customerId: toRow.id } };
      const byNumber = {
        where: { customerNumber: fromRow.customerNumber },
        data: { customerNumber: toRow.customerNumber },
      };
      const agreements = await tx.agreement.updateMany(byId);
      const invoices = await tx.invoice.updateMany(byId);
      const emails = await tx.customerEmail.updateMany(byId);
      await tx.customerTextMessage.updateMany(byId);
      await tx.document.updateMany(byId);
      await tx.temporaryAddress.updateMany(byId);
      await tx.operatorAlert.updateMany(byId);
      await tx.creditCheck.updateMany(byId);
      await tx.oneTimePassword.updateMany(byId);
      await tx.tvCard.updateMany(byId);
      await tx.tvDevice.updateMany(byId);
      await tx.signalHistoryEntry.updateMany(byId);
      await tx.parcel.updateMany(byId);
      await tx.deferment.updateMany(byId);
      // The merged-away customer's history goes along with everything it was about.
      await tx.auditEntry.updateMany(byId);
      const cases = await tx.caseRelation.updateMany(byNumber);
      await tx.hardwareUnit.updateMany(byNumber);
      await tx.invoiceBasis.updateMany(byNumber);
      const memos = await tx.objectLog.updateMany({
        where: { objectType: 'kund', objectId: String(fromRow.customerNumber) },
        data: { objectId: String(toRow.customerNumber) },
      });
      // An assignment to the merged-away customer that waits for its hand-over now comes to the survivor.
      await tx.$executeRaw`
        UPDATE scheduled_follow_ups
        SET payload = payload || jsonb_build_object(
          'receiverCustomerNumber', ${toRow.customerNumber}::int, 'receiverName', ${toRow.name}::text)
        WHERE kind = ${HAND_OVER_KIND} AND "doneAt" IS NULL
          AND payload->>'receiverCustomerNumber' = ${String(fromRow.customerNumber)}`;
      await tx.customerPresence.deleteMany({ where: { customerNumber: fromRow.customerNumber } });
      await tx.customer.update({
        where: { id: fromRow.id },
        data: { mergedIntoCustomerNumber: toRow.customerNumber, mergedAt: args.now },
      });
      const result: MergeResult = {
        fromCustomerNumber: fromRow.customerNumber,
        toCustomerNumber: toRow.customerNumber,
        agreements: agreements.count,
        invoices: invoices.count,
        cases: cases.count,
        memos: memos.count,
        emails: emails.count,
      };
      await tx.auditEntry.create({
        data: {
          userId: args.actorId,
          action: 'customer.merge',
          entityType: 'Customer',
          entityId: String(toRow.customerNumber),
          customerId: toRow.id,
          details: { requestId: args.requestId, ...result },
        },
      });
      for (const customerNumber of [fromRow.customerNumber, toRow.customerNumber]) {
        await appendCustomerChanged(tx, { customerNumber, actorId: args.actorId, change: 'merge' });
      }
      return result;
    },
  );
}
