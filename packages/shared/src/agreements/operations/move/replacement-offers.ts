import type { OperationCustomer } from '../snapshot.ts';

/**
 * Product numbers of the catalogue that are not sold to every customer: collective services come with a
 * collective main agreement (never sold on their own), business services ('Företag') only to business customers.
 */
const COLLECTIVE_PREFIX = 'KOLL';
const BUSINESS_PREFIX = 'FORETAG';

/**
 * Whether a service may be offered to the customer as a replacement (move, 'Byt avtal'): never a collective one,
 * a business one only to a business customer.
 */
export function offeredAsReplacement(
  productNumber: string,
  customerType: OperationCustomer['customerType'],
): boolean {
  if (productNumber.startsWith(COLLECTIVE_PREFIX)) return false;
  return customerType === 'BUSINESS' || !productNumber.startsWith(BUSINESS_PREFIX);
}
