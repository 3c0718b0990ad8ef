import type { Prisma } from '@sappis/db';
import { hashPassword } from '../auth/password.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden finns inte';

/**
 * 'Byt lösenord' (document 3 panel 17): stores the customer's new password as a scrypt hash (never the
 * password), audits it without the password, and tells open customer views.
 */
export async function setCustomerPassword(
  tx: Prisma.TransactionClient,
  args: { customerNumber: number; password: string; actorId: number },
): Promise<void> {
  const passwordHash = await hashPassword(args.password);
  const { count } = await tx.customer.updateMany({
    where: { customerNumber: args.customerNumber },
    data: { passwordHash },
  });
  if (count === 0) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  await tx.auditEntry.create({
    data: {
      userId: args.actorId,
      action: 'customer.changePassword',
      entityType: 'Customer',
      entityId: String(args.customerNumber),
      customer: { connect: { customerNumber: args.customerNumber } },
      details: {},
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber: args.customerNumber,
    actorId: args.actorId,
    change: 'customer.changePassword',
  });
}
