import type { PrismaClient } from '@sappis/db';
import { nixCodeNumber, securityClassOf } from '@sappis/shared';
import { customerHandOvers } from './pending-hand-overs.ts';
import { AppError } from '../../errors.ts';
import { memoNotices } from './customer-memos-view.ts';
import { addressEndDates, groupOperatorAlerts, temporaryAddressNotice } from './customer-notices.ts';
import { loadCustomerRecord } from './customer-record.ts';
import { rowsFromJson } from './customer-rows.ts';
import type { CustomerOutput } from '../customer-schemas.ts';
import { refuseMergedCustomer } from '../merged-customer.ts';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden hittades inte';

/**
 * A customer with every agreement and its rows (sub-rows carry parentRowId), oldest agreement first, and what
 * the info box and memo box need, and its pending hand-overs (assignments). `today` is the calendar day 'YYYY-MM-DD'.
 * A customer merged into another is refused with the survivor's number, never shown emptied.
 */
export async function getCustomerByNumber(
  prisma: PrismaClient,
  { customerNumber, today }: { customerNumber: number; today: string },
): Promise<CustomerOutput> {
  const customer = await loadCustomerRecord(prisma, customerNumber, today);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  refuseMergedCustomer(customer);

  return {
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
    addressEndDates: addressEndDates(customer.agreements),
    memos: memoNotices(customer.memos, today),
    agreements: customer.agreements.map((agreement) => ({
      id: agreement.id,
      agreementNumber: agreement.agreementNumber,
      deliveryAddress: agreement.deliveryAddress,
      deliveryPostalCode: agreement.deliveryPostalCode,
      deliveryCity: agreement.deliveryCity,
      addressId: agreement.addressId,
      category: agreement.category,
      distributionNetwork: agreement.distributionNetwork,
      mainCentral: agreement.mainCentral,
      mainAgreementNumber: agreement.mainAgreementNumber,
      mainAgreementName: agreement.mainAgreementName,
      ended: agreement.ended,
      rows: rowsFromJson(agreement.rows),
    })),
    handOvers: await customerHandOvers(prisma, {
      customerNumber: customer.customerNumber,
      agreementIds: customer.agreements.map((agreement) => agreement.id),
    }),
  };
}
