import type { Prisma } from '@sappis/db';
import {
  type ActivationCaseValues,
  isoDay,
  MANUAL_ACTIVATION,
  MANUAL_ACTIVATION_TEXTS,
  openActivationCase,
  plannedActivationCase,
  validateActivationCase,
} from '@sappis/shared';
import { accessOrderNumber } from '../../agreements/access-order-number.ts';
import { createPlannedCase } from '../../cases/create-planned-case.ts';
import { AppError } from '../../errors.ts';
import { appendCustomerChanged } from '../customer-events.ts';
import { lockCustomer } from '../customer-lookup.ts';

export const ACTIVATION_AGREEMENT_NOT_FOUND_MESSAGE = 'Kunden har inget sådant avtal';

/**
 * Step 2 of manual activation (document 3 panel 18, section 9): the activation case (status 1, group 42, type
 * 212, priority 0, four required hidden fields) about the customer at its agreement's address (or, with no
 * agreement, its delivery address). Refused while the customer has an activation case that is not finished (the
 * duplicate the panel's case search shows; the customer's lock serialises two agents). Audit and
 * 'customer.changed' last.
 */
export async function createActivationCase(
  tx: Prisma.TransactionClient,
  args: {
    actor: { id: number; name: string };
    requestId: string;
    customerNumber: number;
    agreementNumber: number | null;
    values: ActivationCaseValues;
    now: Date;
  },
): Promise<{ caseNumber: number }> {
  const errors = validateActivationCase(args.values);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('BAD_REQUEST', first, { fieldErrors: errors });
  const customer = await lockCustomer(tx, args.customerNumber);
  const open = openActivationCase(
    await tx.case.findMany({
      where: { typeId: MANUAL_ACTIVATION.caseTypeId, relation: { customerNumber: customer.customerNumber } },
      select: { number: true, status: true },
      orderBy: { number: 'asc' },
    }),
  );
  if (open !== null) throw new AppError('CONFLICT', MANUAL_ACTIVATION_TEXTS.duplicate(open));
  const agreement =
    args.agreementNumber === null
      ? null
      : await tx.agreement.findFirst({
          where: { agreementNumber: args.agreementNumber, customerId: customer.id },
        });
  if (args.agreementNumber !== null && !agreement) {
    throw new AppError('NOT_FOUND', ACTIVATION_AGREEMENT_NOT_FOUND_MESSAGE);
  }
  const created = await createPlannedCase(tx, {
    planned: plannedActivationCase(args.values),
    subject: {
      customer,
      place: agreement
        ? {
            address: agreement.deliveryAddress,
            postalCode: agreement.deliveryPostalCode,
            city: agreement.deliveryCity,
            orderNumber: await accessOrderNumber(tx, agreement, isoDay(args.now)),
            mainCentral: agreement.mainCentral,
          }
        : {
            address: customer.deliveryAddress,
            postalCode: customer.deliveryPostalCode,
            city: customer.deliveryCity,
            orderNumber: null,
            mainCentral: null,
          },
    },
    requestId: args.requestId,
    actor: args.actor,
    now: args.now,
  });
  await tx.auditEntry.create({
    data: {
      userId: args.actor.id,
      action: 'customer.activationCase',
      entityType: 'Customer',
      entityId: String(customer.customerNumber),
      customerId: customer.id,
      details: {
        requestId: args.requestId,
        caseNumber: created.number,
        agreementNumber: args.agreementNumber,
      } satisfies Prisma.InputJsonObject,
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber: customer.customerNumber,
    agreementNumber: args.agreementNumber,
    actorId: args.actor.id,
    change: 'customer.activationCase',
  });
  return { caseNumber: created.number };
}
