import { Prisma } from '@sappis/db';
import type { PlannedTargetAgreement } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { createPlannedRows, type OperationActor } from './apply-plan.ts';

/** The target agreement of a transfer is not one of the customer's running agreements. */
export const TARGET_AGREEMENT_REFUSED = 'Det mottagande avtalet kan inte ta emot tjänster';

/** Serializes the numbering of new agreements (max + 1) between transactions. */
const AGREEMENT_NUMBER_LOCK = 0x5a_7715;

/** A new agreement number: one above the highest, taken under a transaction lock. */
async function nextAgreementNumber(tx: Prisma.TransactionClient): Promise<number> {
  await tx.$queryRaw(Prisma.sql`SELECT pg_advisory_xact_lock(${AGREEMENT_NUMBER_LOCK}::bigint)::text`);
  const highest = await tx.agreement.aggregate({ _max: { agreementNumber: true } });
  return (highest._max.agreementNumber ?? 1_000_000) + 1;
}

/**
 * The target part of a plan (move, transfer service): the rows created on the customer's other agreement, or on
 * a new agreement at the plan's address under its main agreement; with 'Uppdatera adresser' the customer's
 * delivery address becomes the new one.
 */
export async function applyTarget(
  tx: Prisma.TransactionClient,
  args: {
    target: PlannedTargetAgreement;
    customerId: number;
    sourceAgreementId: number;
    actor: OperationActor;
    today: string;
  },
): Promise<{ agreementNumber: number; rowIds: number[] }> {
  const { target } = args;
  let agreementId: number;
  let agreementNumber: number;
  if (target.agreementNumber === null) {
    const address = target.address;
    if (!address) throw new AppError('BAD_REQUEST', TARGET_AGREEMENT_REFUSED);
    const mainAgreement = await tx.mainAgreement.findUnique({
      where: { number: address.mainAgreementNumber },
      select: { id: true, distributionNetwork: true },
    });
    const source = await tx.agreement.findUniqueOrThrow({
      where: { id: args.sourceAgreementId },
      select: { category: true },
    });
    agreementNumber = await nextAgreementNumber(tx);
    const created = await tx.agreement.create({
      data: {
        agreementNumber,
        customerId: args.customerId,
        mainAgreementId: mainAgreement?.id ?? null,
        deliveryAddress: address.deliveryAddress,
        deliveryPostalCode: address.postalCode,
        deliveryCity: address.city,
        addressId: address.addressId,
        category: source.category,
        distributionNetwork: mainAgreement?.distributionNetwork ?? null,
        mainCentral: address.mainCentral,
        orderInfo: address.orderInfo,
      },
      select: { id: true },
    });
    agreementId = created.id;
  } else {
    const found = await tx.$queryRaw<{ id: number; customerId: number; ended: boolean }[]>(
      Prisma.sql`SELECT id, "customerId", ended FROM agreements WHERE "agreementNumber" = ${target.agreementNumber} FOR UPDATE`,
    );
    const existing = found[0];
    if (
      !existing ||
      existing.customerId !== args.customerId ||
      existing.ended ||
      existing.id === args.sourceAgreementId
    )
      throw new AppError('BAD_REQUEST', TARGET_AGREEMENT_REFUSED);
    agreementId = existing.id;
    agreementNumber = target.agreementNumber;
  }
  const rowIds = await createPlannedRows(tx, {
    agreementId,
    rows: target.rows,
    actor: args.actor,
    today: args.today,
  });
  return { agreementNumber, rowIds };
}
