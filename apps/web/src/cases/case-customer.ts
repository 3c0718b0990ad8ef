import type { CaseCreateInput } from '@sappis/shared/case-create';
import type { RouterOutputs } from '@/lib/trpc.ts';

/** The customer a case opened from the customer view concerns (case_relation_attributes). */
export interface CaseCustomer {
  customerNumber: number;
  name: string;
  email: string | null;
  mobilePhone: string | null;
  phone: string | null;
  address: string | null;
  postal: string | null;
}

type Customer = RouterOutputs['customers']['byNumber'];

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The relation fields of the customer view's customer: the delivery address, else the invoice address. */
export function caseCustomerOf(customer: Customer): CaseCustomer {
  const delivery = customer.deliveryAddress !== null;
  return {
    customerNumber: customer.customerNumber,
    name: customer.name,
    email: customer.email,
    mobilePhone: customer.mobilePhone,
    phone: customer.phone,
    address: delivery ? customer.deliveryAddress : customer.invoiceAddress,
    postal: delivery
      ? joined(customer.deliveryPostalCode, customer.deliveryCity)
      : joined(customer.invoicePostalCode, customer.invoiceCity),
  };
}

export const relationOf = (customer: CaseCustomer): CaseCreateInput['relation'] => ({
  customerNumber: customer.customerNumber,
  customerName: customer.name,
  customerEmail: customer.email,
  customerMobilePhone: customer.mobilePhone,
  customerPhone: customer.phone,
  customerAddress: customer.address,
  customerPostal: customer.postal,
});
