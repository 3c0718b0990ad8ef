import { MERGE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';

/** The Prisma filter of customers still in use: not merged into another (slå ihop, document 3 panel 2). */
export const NOT_MERGED = { mergedIntoCustomerNumber: null } as const;

/**
 * Refuses a customer merged into another (its record is emptied, everything is on the survivor) with
 * 'Kunden har slagits ihop med kund {n}.' and the survivor in the error's details, so the client can link to it:
 * NOT_FOUND when the customer itself is asked for, BAD_REQUEST on `field` when a form chose it.
 */
export function refuseMergedCustomer(
  customer: { mergedIntoCustomerNumber: number | null },
  field?: string,
): void {
  const survivor = customer.mergedIntoCustomerNumber;
  if (survivor === null) return;
  const message = MERGE_TEXTS.mergedInto(survivor);
  throw new AppError(field === undefined ? 'NOT_FOUND' : 'BAD_REQUEST', message, {
    fieldErrors: field === undefined ? undefined : { [field]: [message] },
    details: { mergedIntoCustomerNumber: survivor },
  });
}
