import type { PrismaClient } from '@sappis/db';
import type { BillableRow, OperationRow, PlannedRow } from '@sappis/shared';
import { toIsoDate, toMoney } from '../../serialize.ts';

export interface AgreementState {
  ended: boolean;
  rows: OperationRow[];
  /** Rows the agreement's pending follow-ups will create (a pause's return), as billable rows with ids below 0. */
  pendingRows: BillableRow[];
}

/** The agreement's rows as the database holds them, in the shape the shared rules read (OperationRow). */
export async function readRows(prisma: PrismaClient, agreementId: number): Promise<OperationRow[]> {
  const rows = await prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { rowNumber: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    rowNumber: row.rowNumber,
    parentRowId: row.parentRowId,
    type: row.type,
    productNumber: row.productNumber,
    productName: row.productName,
    category: row.category,
    card: row.card,
    campaignId: row.campaignId,
    price: toMoney(row.price),
    campaignPrice: toMoney(row.campaignPrice),
    campaignEndDate: toIsoDate(row.campaignEndDate),
    priceList: row.priceList,
    invoiceCode: row.invoiceCode,
    quantity: row.quantity,
    startDate: toIsoDate(row.startDate),
    endDate: toIsoDate(row.endDate),
    boundUntil: toIsoDate(row.boundUntil),
    bindingMonths: row.bindingMonths,
    invoicedUntil: toIsoDate(row.invoicedUntil),
    saleDate: toIsoDate(row.saleDate),
  }));
}

/**
 * The rows stored in the agreement's follow-ups that have not run yet (any kind that carries rows), those of one
 * request when `requestId` is given.
 */
export async function pendingRows(
  prisma: PrismaClient,
  agreementId: number,
  requestId?: string,
): Promise<BillableRow[]> {
  const followUps = await prisma.scheduledFollowUp.findMany({
    where: { agreementId, doneAt: null, ...(requestId ? { requestId } : {}) },
    orderBy: { id: 'asc' },
  });
  const planned = followUps.flatMap(
    (followUp) => ((followUp.payload as { rows?: PlannedRow[] } | null)?.rows ?? []) as PlannedRow[],
  );
  return planned.map((row, index) => ({
    id: -1 - index,
    parentRowId: row.parent && 'rowId' in row.parent ? row.parent.rowId : null,
    type: row.type,
    productNumber: row.productNumber,
    productName: row.productName,
    price: row.price,
    campaignPrice: row.campaignPrice ?? null,
    campaignEndDate: row.campaignEndDate ?? null,
    priceList: row.priceList,
    quantity: row.quantity,
    startDate: row.startDate,
    endDate: row.endDate,
  }));
}

/** An agreement by number: its id and the customer number holding it. */
export async function findAgreement(
  prisma: PrismaClient,
  agreementNumber: number,
): Promise<{ id: number; agreementNumber: number; customerNumber: number }> {
  const { id, customer } = await prisma.agreement.findUniqueOrThrow({
    where: { agreementNumber },
    select: { id: true, customer: { select: { customerNumber: true } } },
  });
  return { id, agreementNumber, customerNumber: customer.customerNumber };
}

export async function readAgreement(prisma: PrismaClient, agreementId: number): Promise<AgreementState> {
  const { ended } = await prisma.agreement.findUniqueOrThrow({
    where: { id: agreementId },
    select: { ended: true },
  });
  return {
    ended,
    rows: await readRows(prisma, agreementId),
    pendingRows: await pendingRows(prisma, agreementId),
  };
}
