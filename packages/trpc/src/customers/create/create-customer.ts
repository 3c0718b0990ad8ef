import type { Prisma } from '@sappis/db';
import {
  CREATE_CUSTOMER_TEXTS,
  CREDIT_CHECK_STATUS,
  type NewCustomerValues,
  twelveDigitPersonalNumber,
  validateNewCustomer,
} from '@sappis/shared';
import type { CreditBureau } from '../../credit-checks/credit-bureau.ts';
import { AppError } from '../../errors.ts';
import { appendCustomerChanged } from '../customer-events.ts';
import { compactPostalCode, emptyToNull } from '../customer-lookup.ts';
import { NOT_MERGED } from '../merged-customer.ts';
import { allocateAgreementNumber, allocateCustomerNumber } from './allocate-numbers.ts';
import { creditVerdict } from './personal-number-lookup.ts';

export const PLACE_AGREEMENT_NOT_FOUND_MESSAGE = 'Avtalet för leveransadressen finns inte';

export type CreatedCustomer = {
  customerNumber: number;
  name: string;
  agreementNumber: number | null;
};

function refuse(fieldErrors: Record<string, string[]>): never {
  const first = Object.values(fieldErrors)[0]?.[0] ?? CREATE_CUSTOMER_TEXTS.personalNumber;
  throw new AppError('BAD_REQUEST', first, { fieldErrors });
}

/**
 * Create customer (document 3 sections 3, 5, 7): the form's rules again, the personal number stored as 12 digits,
 * no second customer with that personal number, the credit check when the lookup asked for it (its remark
 * refuses), the next customer number, and with `placeAgreementNumber` an agreement at that agreement's delivery
 * address, main central and order number (manual activation). Audit and 'customer.changed' last.
 */
export async function createCustomer(
  tx: Prisma.TransactionClient,
  args: {
    actor: { id: number; username: string };
    requestId: string;
    values: NewCustomerValues;
    withCreditCheck: boolean;
    placeAgreementNumber: number | null;
    bureau: CreditBureau;
    today: string;
  },
): Promise<CreatedCustomer> {
  const { values } = args;
  const errors = validateNewCustomer(values);
  if (Object.keys(errors).length > 0) refuse(errors);
  const personalId = twelveDigitPersonalNumber(values.personalNumber, args.today);
  if (personalId === null) refuse({ personalNumber: [CREATE_CUSTOMER_TEXTS.personalNumber] });
  const existing = await tx.customer.findFirst({
    where: { personalId, ...NOT_MERGED },
    select: { customerNumber: true },
  });
  if (existing) refuse({ personalNumber: [CREATE_CUSTOMER_TEXTS.exists] });
  if (args.withCreditCheck) {
    const verdict = await creditVerdict(tx, args.bureau, personalId, args.today);
    if (verdict) refuse({ personalNumber: [verdict.message] });
  }
  const place =
    args.placeAgreementNumber === null
      ? null
      : await tx.agreement.findUnique({ where: { agreementNumber: args.placeAgreementNumber } });
  if (args.placeAgreementNumber !== null && !place) {
    throw new AppError('NOT_FOUND', PLACE_AGREEMENT_NOT_FOUND_MESSAGE);
  }

  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const name = `${firstName} ${lastName}`;
  const customerNumber = await allocateCustomerNumber(tx);
  const customer = await tx.customer.create({
    data: {
      customerNumber,
      name,
      firstName,
      lastName,
      personalId,
      email: values.email.trim(),
      mobilePhone: emptyToNull(values.mobilePhone),
      phone: emptyToNull(values.phone),
      deliveryAddress: values.address.trim(),
      deliveryPostalCode: compactPostalCode(values.postalCode),
      deliveryCity: values.city.trim(),
      invoiceName: name,
      invoiceAddress: values.address.trim(),
      invoicePostalCode: compactPostalCode(values.postalCode),
      invoiceCity: values.city.trim(),
      creditCheckDone: args.withCreditCheck,
    },
    select: { id: true },
  });
  if (args.withCreditCheck) {
    // The bureau's approval (asked above, or by the lookup today): the new customer's one credit check.
    await tx.creditCheck.create({
      data: { customerId: customer.id, status: CREDIT_CHECK_STATUS.APPROVED, checkedBy: args.actor.username },
    });
  }
  let agreementNumber: number | null = null;
  if (place) {
    agreementNumber = await allocateAgreementNumber(tx);
    await tx.agreement.create({
      data: {
        agreementNumber,
        customerId: customer.id,
        deliveryAddress: place.deliveryAddress,
        deliveryPostalCode: place.deliveryPostalCode,
        deliveryCity: place.deliveryCity,
        addressId: place.addressId,
        mainAgreementId: place.mainAgreementId,
        mainCentral: place.mainCentral,
        distributionNetwork: place.distributionNetwork,
        category: place.category,
      },
    });
  }
  await tx.auditEntry.create({
    data: {
      userId: args.actor.id,
      action: 'customer.create',
      entityType: 'Customer',
      entityId: String(customerNumber),
      customerId: customer.id,
      details: {
        requestId: args.requestId,
        withCreditCheck: args.withCreditCheck,
        agreementNumber,
        placeAgreementNumber: args.placeAgreementNumber,
      } satisfies Prisma.InputJsonObject,
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber,
    agreementNumber,
    actorId: args.actor.id,
    change: 'customer.create',
  });
  return { customerNumber, name, agreementNumber };
}
