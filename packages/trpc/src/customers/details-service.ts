import type { PrismaClient } from '@sappis/db';
import { CUSTOMER_DETAILS_TEXTS, type CustomerDetailsUpdate, changedFields } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { appendCustomerChanged } from './customer-events.ts';
import { compactPostalCode, emptyToNull, lockCustomer } from './customer-lookup.ts';

type Stored = Record<string, string | null>;

/** The stored values of a section, as the form compares them. */
function storedValues(section: CustomerDetailsUpdate['section'], customer: Stored): Stored {
  const pick = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, customer[key] ?? null]));
  switch (section) {
    case 'delivery':
      return pick(['firstName', 'lastName', 'deliveryAddress', 'deliveryPostalCode', 'deliveryCity']);
    case 'invoice':
      return pick([
        'invoiceName',
        'invoiceAddress',
        'invoiceCoAddress',
        'invoicePostalCode',
        'invoiceCity',
        'invoiceDeliveryType',
      ]);
    case 'contact':
      return pick(['email', 'mobilePhone', 'phone']);
  }
}

/** The values to write: optional texts empty as null, postcodes as five digits. */
function normalized(update: CustomerDetailsUpdate): Record<string, string | null> {
  const values: Record<string, string> = { ...update.values };
  for (const key of ['deliveryPostalCode', 'invoicePostalCode']) {
    if (key in values) values[key] = compactPostalCode(values[key] ?? '');
  }
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, emptyToNull(value)]));
}

/**
 * Changes one section of the customer details (delivery, invoice or contact: document 1 section 2.5) in one
 * transaction with an audit row. Refuses a save where nothing differs from the stored values, as the form does.
 */
export async function updateCustomerDetails(
  prisma: PrismaClient,
  {
    userId,
    customerNumber,
    update,
  }: { userId: number; customerNumber: number; update: CustomerDetailsUpdate },
) {
  return prisma.$transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerNumber);
    const stored = storedValues(update.section, customer as unknown as Stored);
    const values = normalized(update);
    const changed = changedFields(
      stored,
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])),
    );
    if (changed.length === 0) throw new AppError('BAD_REQUEST', CUSTOMER_DETAILS_TEXTS.nothingChanged);

    const data: Record<string, string | null> = Object.fromEntries(
      changed.map((key) => [key, values[key] ?? null]),
    );
    if (update.section === 'delivery' && customer.customerType === 'PRIVATE') {
      data.name = `${values.firstName} ${values.lastName}`;
    }
    await tx.customer.update({ where: { id: customer.id }, data });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'customer.updateDetails',
        entityType: 'Customer',
        entityId: String(customerNumber),
        customerId: customer.id,
        details: {
          section: update.section,
          changes: Object.fromEntries(changed.map((key) => [key, { from: stored[key], to: values[key] }])),
        },
      },
    });
    await appendCustomerChanged(tx, { customerNumber, actorId: userId, change: 'customer.updateDetails' });
    return { customerNumber, changed: changed.map(String) };
  });
}
