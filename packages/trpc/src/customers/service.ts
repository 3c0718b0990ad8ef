import type { PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import { toIsoDate, toMoney } from '../serialize.ts';
import type { CustomerOutput } from './customer-schemas.ts';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden hittades inte';

/** A customer with every agreement and its rows (sub-rows carry parentRowId), oldest agreement first. */
export async function getCustomerByNumber(
  prisma: PrismaClient,
  customerNumber: number,
): Promise<CustomerOutput> {
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    include: {
      agreements: {
        orderBy: { agreementNumber: 'asc' },
        include: {
          mainAgreement: { select: { number: true, name: true } },
          rows: {
            orderBy: { rowNumber: 'asc' },
            include: { product: { select: { selectableChannelCount: true } } },
          },
        },
      },
    },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);

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
      rows: agreement.rows.map((row) => ({
        id: row.id,
        rowNumber: row.rowNumber,
        parentRowId: row.parentRowId,
        type: row.type,
        productType: row.productType,
        productNumber: row.productNumber,
        productName: row.productName,
        category: row.category,
        card: row.card,
        campaignId: row.campaignId,
        priceList: row.priceList,
        price: toMoney(row.price),
        campaignPrice: toMoney(row.campaignPrice),
        quantity: row.quantity,
        startDate: toIsoDate(row.startDate),
        endDate: toIsoDate(row.endDate),
        campaignEndDate: toIsoDate(row.campaignEndDate),
        boundUntil: toIsoDate(row.boundUntil),
        invoicedUntil: toIsoDate(row.invoicedUntil),
        saleDate: toIsoDate(row.saleDate),
        sellerName: row.sellerName,
        serialNumber: row.serialNumber,
        camId: row.camId,
        cardNumber: row.cardNumber,
        selectableChannelCount: row.product?.selectableChannelCount ?? null,
      })),
    })),
  };
}
