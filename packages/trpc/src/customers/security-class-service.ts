import type { PrismaClient } from '@sappis/db';
import {
  nixCodeKey,
  nixCodeNumber,
  type SecurityClassForm,
  securityClassOf,
  securityFlagsFor,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { appendCustomerChanged } from './customer-events.ts';
import { lockCustomer } from './customer-lookup.ts';

export const NOTHING_CHANGED_MESSAGE = 'Inga ändringar att spara';

/**
 * Sets the security class (as its three flags) and the nix code (document 3 panel 22 and section 4) in one
 * transaction with an audit row; refuses a save that changes neither, as 'SPARA' is disabled then.
 */
export async function updateSecurityClass(
  prisma: PrismaClient,
  { userId, customerNumber, form }: { userId: number; customerNumber: number; form: SecurityClassForm },
) {
  return prisma.$transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerNumber);
    const before = { securityClass: securityClassOf(customer), nixCode: nixCodeNumber(customer.nixCode) };
    if (before.securityClass === form.securityClass && before.nixCode === form.nixCode) {
      throw new AppError('BAD_REQUEST', NOTHING_CHANGED_MESSAGE);
    }
    // The flags change only with the class: the shown class hides the other flags (a protected identity
    // behind 'God man' or a failed credit check), and a save of the nix code alone must keep them.
    const flags = form.securityClass === before.securityClass ? {} : securityFlagsFor(form.securityClass);
    await tx.customer.update({
      where: { id: customer.id },
      data: { ...flags, nixCode: nixCodeKey(form.nixCode) },
    });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'customer.updateSecurityClass',
        entityType: 'Customer',
        entityId: String(customerNumber),
        customerId: customer.id,
        details: { before, after: { securityClass: form.securityClass, nixCode: form.nixCode } },
      },
    });
    await appendCustomerChanged(tx, {
      customerNumber,
      actorId: userId,
      change: 'customer.updateSecurityClass',
    });
    return { customerNumber, securityClass: form.securityClass, nixCode: form.nixCode };
  });
}
