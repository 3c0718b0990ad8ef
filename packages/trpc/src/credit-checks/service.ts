import type { Prisma, PrismaClient } from '@sappis/db';
import { CREDIT_CHECK_STATUS, creditCheckDoneAfter, creditCheckOutcome } from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { lockCustomer } from '../customers/customer-lookup.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';
import type { CreditBureau } from './credit-bureau.ts';

/** The customer's credit checks, newest first, and whether the check counts as done. */
export async function listCreditChecks(prisma: PrismaClient, customerNumber: number) {
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    select: {
      creditCheckDone: true,
      creditChecks: { orderBy: [{ checkedAt: 'desc' }, { id: 'desc' }], take: 20 },
    },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return {
    creditCheckDone: customer.creditCheckDone,
    checks: customer.creditChecks.map((check) => ({
      id: check.id,
      status: check.status,
      checkedAt: toIsoDateTime(check.checkedAt),
      checkedBy: check.checkedBy,
    })),
  };
}

/**
 * Runs a credit check with the bureau and records its answer, in the caller's transaction: the check, the
 * customer's `creditCheckDone` (approved: done; remark: not done) and an audit row. An answer that is neither ok
 * nor failed records no check and keeps the flag; only the audit row tells that it was tried. The bureau is
 * asked before the customer row is locked, so that lock is not held over the external call.
 */
export async function performCreditCheck(
  tx: Prisma.TransactionClient,
  {
    bureau,
    userId,
    checkedBy,
    customerNumber,
  }: { bureau: CreditBureau; userId: number; checkedBy: string; customerNumber: number },
) {
  const found = await tx.customer.findUnique({
    where: { customerNumber },
    select: { personalId: true },
  });
  if (!found) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  let status: number;
  try {
    ({ status } = await bureau.check({ customerNumber, identity: found.personalId }));
  } catch {
    status = CREDIT_CHECK_STATUS.UNAVAILABLE;
  }
  const outcome = creditCheckOutcome(status);

  const customer = await lockCustomer(tx, customerNumber);
  const creditCheckDone = creditCheckDoneAfter(status, customer.creditCheckDone);
  const check =
    outcome === 'ERROR'
      ? null
      : await tx.creditCheck.create({ data: { customerId: customer.id, status, checkedBy } });
  if (creditCheckDone !== customer.creditCheckDone) {
    await tx.customer.update({ where: { id: customer.id }, data: { creditCheckDone } });
  }
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'creditCheck.perform',
      entityType: 'Customer',
      entityId: String(customerNumber),
      customerId: customer.id,
      details: {
        status,
        outcome,
        creditCheckId: check?.id ?? null,
        creditCheckDone: { from: customer.creditCheckDone, to: creditCheckDone },
      },
    },
  });
  await appendCustomerChanged(tx, { customerNumber, actorId: userId, change: 'creditCheck.perform' });
  return { status, outcome, creditCheckDone };
}
