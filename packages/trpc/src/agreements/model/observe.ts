import type { PrismaClient } from '@sappis/db';
import {
  type BillableRow,
  type OperationRow,
  type PlannedRow,
  type ProvisioningAction,
  plannedBillable,
  WAITING_TO_BE_SENT,
} from '@sappis/shared';
import { operationRowOf } from '../operation-context.ts';
import type { World } from './world.ts';

export interface AgreementState {
  ended: boolean;
  rows: OperationRow[];
  /** Rows the agreement's pending follow-ups will create (a pause's return), as billable rows with ids below 0. */
  pendingRows: BillableRow[];
  /** The provisioning orders of its rows not yet sent (waiting for their day). */
  unsentOrders: UnsentOrder[];
}

export interface UnsentOrder {
  rowId: number;
  action: ProvisioningAction;
  dueOn: string;
}

/** The provisioning orders of the agreement's rows still waiting to be sent (never tried). */
async function unsentOrders(prisma: PrismaClient, agreementId: number): Promise<UnsentOrder[]> {
  const orders = await prisma.provisioningOrder.findMany({
    where: { agreementRow: { agreementId }, status: WAITING_TO_BE_SENT, attempts: 0 },
    orderBy: { id: 'asc' },
  });
  return orders.map((order) => ({
    rowId: order.agreementRowId,
    action: order.action as ProvisioningAction,
    dueOn: order.dueOn.toISOString().slice(0, 10),
  }));
}

/** The agreement's rows as the database holds them, in the shape the shared rules read (OperationRow). */
export async function readRows(prisma: PrismaClient, agreementId: number): Promise<OperationRow[]> {
  const rows = await prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { rowNumber: 'asc' } });
  return rows.map(operationRowOf);
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
  return plannedBillable(planned, -1);
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

/** The customer number holding the agreement. */
export async function readHolder(prisma: PrismaClient, agreementId: number): Promise<number> {
  const { customer } = await prisma.agreement.findUniqueOrThrow({
    where: { id: agreementId },
    select: { customer: { select: { customerNumber: true } } },
  });
  return customer.customerNumber;
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
    unsentOrders: await unsentOrders(prisma, agreementId),
  };
}

/** The agreement's rows as the customer view (customers.byNumber of its holder) answers them: the table's data. */
export async function readShownRows(world: World, agreementNumber: number): Promise<BillableRow[] | null> {
  const { customer } = await world.prisma.agreement.findUniqueOrThrow({
    where: { agreementNumber },
    select: { customer: { select: { customerNumber: true } } },
  });
  const view = await world.agent.caller.customers.byNumber({ customerNumber: customer.customerNumber });
  return view.agreements.find((agreement) => agreement.agreementNumber === agreementNumber)?.rows ?? null;
}
