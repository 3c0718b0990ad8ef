import type { Prisma } from '@sappis/db';
import {
  canReceiveConfirmation,
  EMAIL_SENT_STATUS,
  type OperationContext,
  type OperationPlan,
  type OperationResult,
  operationRecord,
  type PlannedRow,
} from '@sappis/shared';
import { createPlannedCase } from '../cases/create-planned-case.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { provisionPlan } from '../provisioning/provision-plan.ts';
import { applyTarget } from './apply-target.ts';

/** The signed-in user who acts: seller on created rows (document 2 section 1), writer of cases and audit. */
export interface OperationActor {
  id: number;
  name: string;
  employeeNumber: string;
}

export interface ApplyPlanArgs {
  context: OperationContext & { customerId: number };
  plan: OperationPlan;
  planFingerprint: string;
  actor: OperationActor;
  requestId: string;
  now: Date;
  today: string;
  email: EmailSender;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const dayOrNull = (iso: string | null) => (iso === null ? null : day(iso));

/** A planned row as an agreement_rows insert: the seller is the acting user, the sale date today. */
export function rowData(
  agreementId: number,
  rowNumber: number,
  row: PlannedRow,
  actor: OperationActor,
  today: string,
): Prisma.AgreementRowCreateManyInput {
  return {
    agreementId,
    rowNumber,
    type: row.type,
    productNumber: row.productNumber,
    productName: row.productName,
    productType: row.type,
    category: row.category,
    card: row.card,
    priceList: row.priceList,
    price: row.price,
    quantity: row.quantity,
    invoiceCode: row.invoiceCode,
    startDate: day(row.startDate),
    endDate: dayOrNull(row.endDate),
    parentRowId: row.parent && 'rowId' in row.parent ? row.parent.rowId : null,
    campaignId: row.campaignId ?? null,
    campaignPrice: row.campaignPrice ?? null,
    campaignEndDate: dayOrNull(row.campaignEndDate ?? null),
    boundUntil: dayOrNull(row.boundUntil ?? null),
    bindingMonths: row.bindingMonths ?? null,
    keptWithoutService: row.keptWithoutService ?? null,
    saleDate: day(today),
    sellerNumber: actor.employeeNumber,
    sellerName: actor.name,
  };
}

/**
 * Creates planned rows after the agreement's last row number, each sub-row linked to its parent (an existing row,
 * or one created earlier in the list); their ids in plan order.
 */
export async function createPlannedRows(
  tx: Prisma.TransactionClient,
  args: { agreementId: number; rows: PlannedRow[]; actor: OperationActor; today: string },
): Promise<number[]> {
  if (args.rows.length === 0) return [];
  const last = await tx.agreementRow.aggregate({
    where: { agreementId: args.agreementId },
    _max: { rowNumber: true },
  });
  const first = (last._max.rowNumber ?? 0) + 1;
  const productIds = new Map(
    (
      await tx.product.findMany({
        where: { productNumber: { in: args.rows.map((row) => row.productNumber) } },
        select: { id: true, productNumber: true },
      })
    ).map((product) => [product.productNumber, product.id]),
  );
  const created = await tx.agreementRow.createManyAndReturn({
    data: args.rows.map((row, index) => ({
      ...rowData(args.agreementId, first + index, row, args.actor, args.today),
      productId: productIds.get(row.productNumber) ?? null,
    })),
    select: { id: true, rowNumber: true },
  });
  const ids = created.sort((a, b) => a.rowNumber - b.rowNumber).map((row) => row.id);
  for (const [index, row] of args.rows.entries()) {
    if (!row.parent || !('newRowIndex' in row.parent)) continue;
    const parentRowId = ids[row.parent.newRowIndex];
    if (parentRowId === undefined || row.parent.newRowIndex >= index)
      throw new Error(`Planned row ${index} names a parent that is not created before it`);
    await tx.agreementRow.update({ where: { id: ids[index] }, data: { parentRowId } });
  }
  return ids;
}

/**
 * Executes a plan inside the operation's transaction (docs/operations.md): rows ended and re-dated, rows created,
 * cases opened with the customer relation, follow-ups scheduled, the confirmation handed to the e-mail adapter,
 * the audit entry, and 'customer.changed' last.
 */
export async function applyPlan(tx: Prisma.TransactionClient, args: ApplyPlanArgs): Promise<OperationResult> {
  const { context, plan, actor, today } = args;
  const { agreement, customer } = context;

  if (plan.cancelRows.length > 0) {
    const ids = plan.cancelRows.map((cancel) => cancel.rowId);
    // Their sub-rows go with them (a returning campaign row's discount).
    await tx.agreementRow.deleteMany({ where: { parentRowId: { in: ids }, agreementId: agreement.id } });
    await tx.agreementRow.deleteMany({ where: { id: { in: ids }, agreementId: agreement.id } });
  }
  for (const end of plan.endRows) {
    await tx.agreementRow.update({ where: { id: end.rowId }, data: { endDate: day(end.endDate) } });
  }
  for (const change of plan.changeRowDates) {
    await tx.agreementRow.update({
      where: { id: change.rowId },
      data: {
        startDate: dayOrNull(change.startDate),
        endDate: dayOrNull(change.endDate),
        boundUntil: dayOrNull(change.boundUntil),
      },
    });
  }
  // Rows the agent kept without a service of their kind: later operations leave those days as decided (issue 26).
  // (A row a continue leaves ended runs without nothing: the reason is the operation's, in its audit details.)
  for (const kept of plan.dependentRows ?? []) {
    if (kept.keptReason === null || kept.continues) continue;
    await tx.agreementRow.update({
      where: { id: kept.rowId },
      data: { keptWithoutService: kept.keptReason },
    });
  }
  // A termination whose rows all end by today ends the agreement at once (arAvslutad); later ends: jobs/end-agreements.
  if (plan.endsAgreement) await tx.agreement.update({ where: { id: agreement.id }, data: { ended: true } });
  const createdRowIds = await createPlannedRows(tx, {
    agreementId: agreement.id,
    rows: plan.newRows,
    actor,
    today,
  });
  // Move and transfer service: rows that continue on another (or a new) agreement of the customer.
  const target = plan.target
    ? await applyTarget(tx, {
        target: plan.target,
        customerId: context.customerId,
        sourceAgreementId: agreement.id,
        actor,
        today,
      })
    : null;
  if (target) createdRowIds.push(...target.rowIds);
  await provisionPlan(tx, { plan, context, createdRowIds, requestId: args.requestId, today, now: args.now });

  const caseNumbers: number[] = [];
  for (const planned of plan.cases) {
    const created = await createPlannedCase(tx, {
      planned,
      subject: {
        customer,
        place: {
          address: agreement.deliveryAddress,
          postalCode: agreement.deliveryPostalCode,
          city: agreement.deliveryCity,
          orderNumber: agreement.orderInfo,
          mainCentral: agreement.mainCentral,
        },
      },
      requestId: args.requestId,
      actor,
      now: args.now,
    });
    caseNumbers.push(created.number);
  }

  for (const { kind, runOn, ...payload } of plan.followUps) {
    await tx.scheduledFollowUp.create({
      data: {
        kind,
        runOn: day(runOn),
        agreementId: agreement.id,
        payload: { ...payload, caseNumbers } as unknown as Prisma.InputJsonValue,
        requestId: args.requestId,
        createdById: actor.id,
      },
    });
  }

  let confirmation: OperationResult['confirmation'] = plan.confirmationUnsendable ? 'NOT_SENT' : 'NOT_ASKED';
  const emailsSent: boolean[] = [];
  for (const email of plan.emails) {
    const to = customer.email;
    if (!canReceiveConfirmation(to)) {
      confirmation = 'NOT_SENT';
      emailsSent.push(false);
      continue;
    }
    const receipt = await args.email.send({
      tx,
      ...email,
      customerId: context.customerId,
      to,
      operation: plan.operation,
    });
    confirmation = receipt.status === EMAIL_SENT_STATUS ? 'SENT' : 'NOT_SENT';
    emailsSent.push(confirmation === 'SENT');
  }

  const endedRowIds = plan.endRows.map((end) => end.rowId);
  await tx.auditEntry.create({
    data: {
      userId: actor.id,
      action: `agreement.${plan.operation}`,
      entityType: 'Agreement',
      entityId: String(agreement.agreementNumber),
      customerId: context.customerId,
      details: {
        requestId: args.requestId,
        planFingerprint: args.planFingerprint,
        customerNumber: customer.customerNumber,
        endedRows: plan.endRows.map((end) => ({ rowId: end.rowId, endDate: end.endDate })),
        cancelledRows: plan.cancelRows.map((cancel) => ({ ...cancel })),
        changedRows: plan.changeRowDates.map((change) => ({ ...change })),
        createdRowIds,
        caseNumbers,
        fees: plan.fees.map((fee) => ({ ...fee })),
        confirmation,
        ...(plan.endsAgreement ? { agreementEnded: true } : {}),
        ...(target ? { targetAgreementNumber: target.agreementNumber } : {}),
        ...plan.details,
        record: {
          ...operationRecord(plan, {
            caseNumbers,
            emailsSent,
            targetAgreementNumber: target?.agreementNumber ?? null,
          }),
        },
      } satisfies Prisma.InputJsonObject,
    },
  });
  if (target) {
    await appendCustomerChanged(tx, {
      customerNumber: customer.customerNumber,
      agreementNumber: target.agreementNumber,
      actorId: actor.id,
      change: plan.operation,
    });
  }
  await appendCustomerChanged(tx, {
    customerNumber: customer.customerNumber,
    agreementNumber: agreement.agreementNumber,
    actorId: actor.id,
    change: plan.operation,
  });
  const result = {
    planFingerprint: args.planFingerprint,
    caseNumbers,
    createdRowIds,
    endedRowIds,
    confirmation,
    ...(plan.warnings ? { warnings: plan.warnings } : {}),
  };
  return target ? { ...result, targetAgreementNumber: target.agreementNumber } : result;
}
