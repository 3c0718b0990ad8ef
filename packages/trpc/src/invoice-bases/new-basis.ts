import type { PrismaClient } from '@sappis/db';
import { type InvoiceBasisCustomerTypeKey, isoDay } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate } from '../serialize.ts';

const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(', ') || null;

/**
 * GET case/{id}/invoice_basis/new: a blank basis for the recipient type, prefilled from the case, its customer
 * and the agreement (the one given, else the customer's first): main order (main agreement), main central,
 * customer or landlord. Forward billing is left unset: the agent chooses it.
 */
export async function newBasis(
  prisma: PrismaClient,
  args: {
    caseNumber: number;
    customerType: InvoiceBasisCustomerTypeKey;
    agreementNumber?: number;
    ourReference: string;
    today: Date;
  },
) {
  const item = await prisma.case.findUnique({
    where: { number: args.caseNumber },
    include: { relation: true },
  });
  if (!item) throw new AppError('NOT_FOUND', 'Ärendet hittades inte');
  const customerNumber = item.relation?.customerNumber ?? null;
  const customer = customerNumber ? await prisma.customer.findUnique({ where: { customerNumber } }) : null;
  const agreement = await prisma.agreement.findFirst({
    where: args.agreementNumber
      ? { agreementNumber: args.agreementNumber }
      : { customerId: customer?.id ?? -1 },
    include: { mainAgreement: true },
    orderBy: [{ ended: 'asc' }, { agreementNumber: 'asc' }],
  });
  const landlord = args.customerType === 'LANDLORD';
  const main = agreement?.mainAgreement ?? null;
  return {
    customerType: args.customerType,
    invoiceDate: toIsoDate(args.today),
    invoiceCode: null,
    customerNumber: landlord ? null : customerNumber,
    agreementNumber: agreement?.agreementNumber ?? null,
    mainOrderId: main?.number ?? null,
    mainCentral: agreement?.mainCentral ?? item.relation?.signalCentral ?? null,
    invoiceAo: '',
    customerName: landlord
      ? (main?.name ?? null)
      : (customer?.invoiceName ?? customer?.name ?? item.relation?.customerName ?? null),
    customerReference: landlord ? null : (customer?.name ?? item.relation?.customerName ?? null),
    invoiceAddress: landlord
      ? null
      : joined(
          customer?.invoiceAddress ?? customer?.deliveryAddress,
          `${customer?.invoicePostalCode ?? customer?.deliveryPostalCode ?? ''} ${customer?.invoiceCity ?? customer?.deliveryCity ?? ''}`.trim(),
        ),
    ourReference: args.ourReference,
    forwardBilling: null,
    paymentTerms: 30,
    client: landlord ? (main?.name ?? null) : null,
    caseDate: isoDay(item.createdAt),
    issue: null,
    measure: null,
    expenses: [],
  };
}
