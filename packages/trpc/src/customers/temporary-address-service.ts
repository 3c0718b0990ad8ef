import type { PrismaClient } from '@sappis/db';
import { isValidThrough, type TemporaryAddressForm, VALID_THROUGH_PAST_MESSAGE } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { appendCustomerChanged } from './customer-events.ts';
import { compactPostalCode, emptyToNull, lockCustomer } from './customer-lookup.ts';

/**
 * Sets the customer's temporary delivery address (document 3 panel 5): updates the latest one (the first item
 * the panel shows) or creates one; one transaction with an audit row. The valid-through day may not have passed.
 */
export async function saveTemporaryAddress(
  prisma: PrismaClient,
  {
    userId,
    customerNumber,
    form,
    today,
  }: { userId: number; customerNumber: number; form: TemporaryAddressForm; today: string },
) {
  if (!isValidThrough(form.validThrough, today)) {
    throw new AppError('BAD_REQUEST', VALID_THROUGH_PAST_MESSAGE, {
      fieldErrors: { validThrough: [VALID_THROUGH_PAST_MESSAGE] },
    });
  }
  return prisma.$transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerNumber);
    const data = {
      name: form.name,
      address: form.address,
      co: emptyToNull(form.co),
      zipCode: compactPostalCode(form.zipCode),
      city: form.city,
      phoneNumber: emptyToNull(form.phoneNumber),
      validThrough: new Date(`${form.validThrough}T00:00:00.000Z`),
    };
    const latest = await tx.temporaryAddress.findFirst({
      where: { customerId: customer.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    const action = latest ? 'customer.updateTemporaryAddress' : 'customer.createTemporaryAddress';
    const saved = latest
      ? await tx.temporaryAddress.update({ where: { id: latest.id }, data })
      : await tx.temporaryAddress.create({ data: { ...data, customerId: customer.id } });
    await tx.auditEntry.create({
      data: {
        userId,
        action,
        entityType: 'Customer',
        entityId: String(customerNumber),
        customerId: customer.id,
        details: { temporaryAddressId: saved.id, validThrough: form.validThrough },
      },
    });
    await appendCustomerChanged(tx, { customerNumber, actorId: userId, change: action });
    return { id: saved.id, validThrough: form.validThrough };
  });
}
