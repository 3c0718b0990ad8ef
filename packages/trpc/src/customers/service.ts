import type { PrismaClient } from '@sappis/db';
import { nixCodeNumber, securityClassOf } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { memosForAgreements } from '../memos/service.ts';
import {
  addressEndDates,
  hasOverdueUnpaidInvoice,
  latestTemporaryAddress,
  operatorAlertGroups,
} from './customer-notices.ts';
import { loadCustomerRows } from './customer-rows.ts';
import type { CustomerOutput } from './customer-schemas.ts';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden hittades inte';

/**
 * A customer with every agreement and its rows (sub-rows carry parentRowId), oldest agreement first, and what
 * the info box and memo box need. `today` is the calendar day 'YYYY-MM-DD'.
 */
export async function getCustomerByNumber(
  prisma: PrismaClient,
  { customerNumber, today }: { customerNumber: number; today: string },
): Promise<CustomerOutput> {
  // The rows are fetched alongside the customer (by customer number), not after it.
  const rowsLoading = loadCustomerRows(prisma, customerNumber);
  rowsLoading.catch(() => undefined);
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    include: {
      agreements: {
        orderBy: { agreementNumber: 'asc' },
        include: {
          mainAgreement: {
            select: { number: true, name: true, operatorId: true, mainCentral: { select: { name: true } } },
          },
        },
      },
    },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);

  const agreements = customer.agreements;
  const memoSource = {
    mainAgreementIds: unique(
      agreements.flatMap((a) => (a.mainAgreementId === null ? [] : [a.mainAgreementId])),
    ),
    operatorIds: unique(
      agreements.flatMap((a) => (a.mainAgreement?.operatorId ? [a.mainAgreement.operatorId] : [])),
    ),
    mainCentrals: unique(
      agreements.flatMap((a) => [a.mainCentral, a.mainAgreement?.mainCentral?.name ?? null]).filter(isText),
    ),
  };
  const [rowsByAgreement, temporaryAddress, alertGroups, overdue, endDates, memos] = await Promise.all([
    rowsLoading,
    latestTemporaryAddress(prisma, customer.id, today),
    operatorAlertGroups(prisma, customer.id),
    hasOverdueUnpaidInvoice(prisma, customer.id, today),
    addressEndDates(
      prisma,
      agreements.map((a) => ({ ...a, mainAgreementNumber: a.mainAgreement?.number ?? null })),
    ),
    memosForAgreements(prisma, memoSource, today),
  ]);

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
    hasOverdueUnpaidInvoice: overdue,
    temporaryAddress,
    operatorAlertGroups: alertGroups,
    addressEndDates: endDates,
    memos,
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
      mainAgreementNumber: agreement.mainAgreement?.number ?? null,
      mainAgreementName: agreement.mainAgreement?.name ?? null,
      ended: agreement.ended,
      rows: rowsByAgreement.get(agreement.id) ?? [],
    })),
  };
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const isText = (value: string | null): value is string => Boolean(value);
