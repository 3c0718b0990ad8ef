import type { Prisma } from '@sappis/db';
import { AppError } from '../errors.ts';
import { refuseMergedCustomer } from './merged-customer.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './service.ts';

/**
 * The customer row by number inside a transaction, locked for update; refuses an unknown number and a customer
 * merged into another (nothing is written to an emptied record).
 */
export async function lockCustomer(tx: Prisma.TransactionClient, customerNumber: number) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM customers WHERE "customerNumber" = ${customerNumber} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const customer = await tx.customer.findUniqueOrThrow({ where: { id: locked.id } });
  refuseMergedCustomer(customer);
  return customer;
}

/** A form's empty optional text is stored as null. */
export const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Postcodes are stored as five digits. */
export const compactPostalCode = (value: string): string => value.replace(/\s/g, '');
