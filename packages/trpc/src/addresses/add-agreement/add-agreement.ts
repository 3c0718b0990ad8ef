import type { Prisma } from '@sappis/db';
import {
  type AddAgreementChoices,
  type AddAgreementContext,
  firstRefusal,
  planAddAgreement,
  planFingerprint,
  STALE_PLAN_MESSAGE,
} from '@sappis/shared';
import { createPlannedCase } from '../../cases/create-planned-case.ts';
import { appendCustomerChanged } from '../../customers/customer-events.ts';
import { AppError } from '../../errors.ts';
import { toIsoDate } from '../../serialize.ts';
import { addressView } from '../address-view.ts';

type Db = Prisma.TransactionClient;

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden finns inte';
/** Serializes the allocation of agreement numbers (next = largest + 1) between concurrent creates. */
export const AGREEMENT_NUMBER_LOCK = 735_102_197;

/** The customer (locked FOR UPDATE with `lock`) and the picked address with its accesses, from the database. */
export async function loadAddAgreementContext(
  db: Db,
  {
    customerNumber,
    addressId,
    lock = false,
  }: { customerNumber: number; addressId: string | null; lock?: boolean },
): Promise<AddAgreementContext & { customerId: number }> {
  const [found] = lock
    ? await db.$queryRaw<{ id: number }[]>`
        SELECT id FROM customers WHERE "customerNumber" = ${customerNumber} FOR UPDATE`
    : await db.$queryRaw<
        { id: number }[]
      >`SELECT id FROM customers WHERE "customerNumber" = ${customerNumber}`;
  if (!found) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const customer = await db.customer.findUniqueOrThrow({ where: { id: found.id } });
  const address =
    addressId === null
      ? null
      : await db.address.findUnique({
          where: { id: addressId },
          include: {
            accesses: {
              include: {
                mainAgreement: { select: { number: true, name: true, distributionNetwork: true } },
              },
              orderBy: { id: 'asc' },
            },
          },
        });
  return {
    customerId: customer.id,
    customer: { customerNumber: customer.customerNumber, name: customer.name },
    address: address && {
      ...addressView(address),
      accesses: address.accesses.map((access) => ({
        mainAgreementNumber: access.mainAgreement.number,
        mainAgreementName: access.mainAgreement.name,
        network: access.network,
        distributionNetwork: access.mainAgreement.distributionNetwork,
        mainCentral: access.mainCentral,
        orderNumber: access.orderNumber,
        premisesType: access.premisesType,
        validTo: toIsoDate(access.validTo),
      })),
    },
  };
}

/**
 * Add agreement at the customer's address, in the caller's (runOnce) transaction: the customer locked, the plan
 * recomputed from the database (refusals BAD_REQUEST, a plan other than the previewed CONFLICT), then the
 * agreement (next agreement number) and the new-agreement case — or only the missing-address case — with the
 * audit row 'agreement.addAtAddress' and customer.changed last.
 */
export async function addAgreementAtAddress(
  tx: Db,
  args: {
    customerNumber: number;
    planFingerprint: string;
    choices: AddAgreementChoices;
    requestId: string;
    actor: { id: number; name: string };
    now: Date;
    today: string;
  },
) {
  const context = await loadAddAgreementContext(tx, {
    customerNumber: args.customerNumber,
    addressId: args.choices.addressId,
    lock: true,
  });
  const outcome = planAddAgreement(context, args.choices, args.today);
  if (!outcome.ok) {
    throw new AppError('BAD_REQUEST', firstRefusal(outcome.refusals) ?? STALE_PLAN_MESSAGE, {
      fieldErrors: outcome.refusals,
    });
  }
  if (planFingerprint(outcome.plan) !== args.planFingerprint)
    throw new AppError('CONFLICT', STALE_PLAN_MESSAGE);
  const { plan } = outcome;
  const customer = await tx.customer.findUniqueOrThrow({ where: { id: context.customerId } });
  let agreementNumber: number | null = null;
  if (plan.agreement) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AGREEMENT_NUMBER_LOCK}::bigint)`;
    const [next] = await tx.$queryRaw<{ next: number }[]>`
      SELECT (COALESCE(MAX("agreementNumber"), 0) + 1)::int AS "next" FROM agreements`;
    const mainAgreement = await tx.mainAgreement.findUniqueOrThrow({
      where: { number: plan.agreement.mainAgreementNumber },
      select: { id: true },
    });
    const created = await tx.agreement.create({
      data: {
        agreementNumber: next?.next ?? 1,
        customerId: context.customerId,
        mainAgreementId: mainAgreement.id,
        addressId: plan.agreement.addressId,
        deliveryAddress: plan.agreement.deliveryAddress,
        deliveryPostalCode: plan.agreement.deliveryPostalCode,
        deliveryCity: plan.agreement.deliveryCity,
        mainCentral: plan.agreement.mainCentral,
        distributionNetwork: plan.agreement.distributionNetwork,
        orderInfo: plan.agreement.orderInfo,
      },
    });
    agreementNumber = created.agreementNumber;
  }
  const createdCase = await createPlannedCase(tx, {
    planned: plan.case,
    subject: {
      customer,
      place: {
        address: plan.agreement?.deliveryAddress ?? customer.deliveryAddress,
        postalCode: plan.agreement?.deliveryPostalCode ?? customer.deliveryPostalCode,
        city: plan.agreement?.deliveryCity ?? customer.deliveryCity,
        orderNumber: plan.agreement?.orderInfo ?? null,
        mainCentral: plan.agreement?.mainCentral ?? null,
      },
    },
    requestId: args.requestId,
    actor: args.actor,
    now: args.now,
  });
  await tx.auditEntry.create({
    data: {
      userId: args.actor.id,
      action: 'agreement.addAtAddress',
      entityType: 'Customer',
      entityId: String(args.customerNumber),
      customerId: customer.id,
      details: {
        agreementNumber,
        addressId: plan.agreement?.addressId ?? null,
        mainAgreementNumber: plan.agreement?.mainAgreementNumber ?? null,
        caseNumber: createdCase.number,
      },
    },
  });
  if (agreementNumber !== null) {
    // A change of the customer (a new agreement), not of an agreement an open form is working on.
    await appendCustomerChanged(tx, {
      customerNumber: args.customerNumber,
      actorId: args.actor.id,
      change: 'agreement.addAtAddress',
    });
  }
  return { agreementNumber, caseNumber: createdCase.number };
}
