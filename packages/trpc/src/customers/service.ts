import type { PrismaClient } from '@sappis/db';
import { nixCodeNumber, securityClassOf } from '@sappis/shared';
import type pg from 'pg';
import { AppError } from '../errors.ts';
import { withJsonText } from '../json-text.ts';
import { memoNotices } from './customer-memos-view.ts';
import { addressEndDates, groupOperatorAlerts, temporaryAddressNotice } from './customer-notices.ts';
import { loadCustomerRecord } from './customer-record.ts';
import type { CustomerOutput } from './customer-schemas.ts';
import { refuseMergedCustomer } from './merged-customer.ts';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden hittades inte';

/**
 * A customer with every agreement and its rows (sub-rows carry parentRowId), oldest agreement first, and what
 * the info box and memo box need, and its pending hand-overs (assignments). `today` is the calendar day 'YYYY-MM-DD'.
 * A customer merged into another is refused with the survivor's number, never shown emptied. Read with one
 * statement on `sqlPool` when given (the API's: no Prisma query compilation), else through Prisma. The view carries
 * its JSON text (json-text.ts): the agreements as PostgreSQL wrote them, so an answer serializes them no more.
 */
export async function getCustomerByNumber(
  prisma: PrismaClient,
  { customerNumber, today, sqlPool }: { customerNumber: number; today: string; sqlPool?: pg.Pool },
): Promise<CustomerOutput> {
  const customer = await loadCustomerRecord({ prisma, sqlPool }, customerNumber, today);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  refuseMergedCustomer(customer);

  const { agreementsText, handOvers } = customer;
  // Everything but the agreements, in the output's order; the agreements and hand-overs follow.
  const head = {
    id: customer.id,
    customerNumber: customer.customerNumber,
    name: customer.name,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    mobilePhone: customer.mobilePhone,
    phone: customer.phone,
    personalId: customer.personalId,
    customerType: customer.customerType,
    nixCode: customer.nixCode,
    deliveryAddress: customer.deliveryAddress,
    deliveryPostalCode: customer.deliveryPostalCode,
    deliveryCity: customer.deliveryCity,
    invoiceName: customer.invoiceName,
    invoiceAddress: customer.invoiceAddress,
    invoiceCoAddress: customer.invoiceCoAddress,
    invoicePostalCode: customer.invoicePostalCode,
    invoiceCity: customer.invoiceCity,
    invoiceDeliveryType: customer.invoiceDeliveryType,
    paymentType: customer.paymentType,
    protectedIdentity: customer.protectedIdentity,
    hasTrustee: customer.hasTrustee,
    creditCheckDone: customer.creditCheckDone,
    temporarilySuspended: customer.temporarilySuspended,
    otherInformation: customer.otherInformation,
    securityClass: securityClassOf(customer),
    nixCodeNumber: nixCodeNumber(customer.nixCode),
    hasOverdueUnpaidInvoice: customer.hasOverdueUnpaidInvoice,
    temporaryAddress: temporaryAddressNotice(customer.temporaryAddress, today),
    operatorAlertGroups: groupOperatorAlerts(customer.operatorAlerts),
    addressEndDates: addressEndDates(customer.accessEnds),
    memos: memoNotices(customer.memos, today),
  };
  let agreements: CustomerOutput['agreements'] | undefined;
  // The agreements are parsed only when read: the HTTP answer writes their text (`agreementsText`) as it is.
  const view = Object.defineProperty({ ...head, agreements: [], handOvers }, 'agreements', {
    enumerable: true,
    get: () => (agreements ??= JSON.parse(agreementsText.toString()) as CustomerOutput['agreements']),
    set: (value: CustomerOutput['agreements']) => {
      agreements = value;
    },
  }) as CustomerOutput;
  const text = [
    `${JSON.stringify(head).slice(0, -1)},"agreements":`,
    agreementsText,
    `,"handOvers":${JSON.stringify(handOvers)}}`,
  ];
  return withJsonText(view, text);
}
