import type { Prisma, PrismaClient } from '@sappis/db';
import {
  cardRowMoveRefusal,
  equipmentName,
  HARDWARE_TEXTS,
  isEquipment,
  isInactiveCardRow,
} from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { toIsoDateTime } from '../serialize.ts';
import type { BillingSync } from './billing-sync.ts';
import { lockAgreement } from './equipment.ts';
import type { ActiveElsewhere, HardwareRef, TvProvisioning } from './tv-provisioning.ts';

export const ROW_NOT_FOUND = 'Avtalsraden hittades inte';
export const NOT_A_CARD = 'Endast programkort kan byta namn';

type Tx = Prisma.TransactionClient;

async function agreementOfRow(tx: Tx | PrismaClient, rowId: number) {
  const row = await tx.agreementRow.findUnique({
    where: { id: rowId },
    select: { agreement: { select: { agreementNumber: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  return row.agreement.agreementNumber;
}

/** The row (locked with its agreement) that must be equipment. */
async function lockEquipmentRow(tx: Tx, rowId: number) {
  const agreement = await lockAgreement(tx, { agreementNumber: await agreementOfRow(tx, rowId) });
  const row = agreement.rows.find((item) => item.id === rowId);
  if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  if (!isEquipment(row)) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.notEquipment);
  return { agreement, row };
}

/** The audit entry of a write to an equipment row of the agreement `agreementId`, in its customer's history. */
async function audit(
  tx: Tx,
  userId: number,
  action: string,
  row: { rowId: number; agreementId: number },
  details: Prisma.InputJsonValue,
) {
  const { customerId } = await tx.agreement.findUniqueOrThrow({
    where: { id: row.agreementId },
    select: { customerId: true },
  });
  await tx.auditEntry.create({
    data: { userId, action, entityType: 'AgreementRow', entityId: String(row.rowId), customerId, details },
  });
}

/**
 * Moves a row to another card row (the update-rows call), refused where the picker disables the value; for a
 * program card (type 2) the follow-up moves its sub-rows along (changeChildren).
 */
export function changeCardRow(
  prisma: PrismaClient,
  input: { rowId: number; cardRow: number },
  actorId: number,
  today: string,
) {
  return prisma.$transaction(async (tx) => {
    const { agreement, row } = await lockEquipmentRow(tx, input.rowId);
    const equipment = agreement.rows.filter(isEquipment);
    const refusal = cardRowMoveRefusal(row, input.cardRow, equipment, today);
    if (refusal) throw new AppError('BAD_REQUEST', refusal, { fieldErrors: { cardRow: [refusal] } });
    await tx.agreementRow.update({ where: { id: row.id }, data: { card: input.cardRow } });
    const followUp =
      row.productType === 'CARD'
        ? await tx.agreementRow.updateMany({ where: { parentRowId: row.id }, data: { card: input.cardRow } })
        : { count: 0 };
    await audit(
      tx,
      actorId,
      'hardware.changeCardRow',
      { rowId: row.id, agreementId: agreement.id },
      {
        agreementNumber: agreement.agreementNumber,
        from: row.card,
        to: input.cardRow,
        subRows: followUp.count,
      },
    );
    await appendAgreementChanged(tx, {
      agreementId: agreement.id,
      actorId,
      change: 'hardware.changeCardRow',
    });
    return { message: HARDWARE_TEXTS.cardRowChanged(equipmentName(row), input.cardRow) };
  });
}

/** Renames a program card in the middleware, then on its row ('Namnbytet misslyckades' on any failure). */
export async function renameCard(
  prisma: PrismaClient,
  provisioning: TvProvisioning,
  input: { rowId: number; name: string },
  actorId: number,
) {
  const row = await prisma.agreementRow.findUnique({ where: { id: input.rowId } });
  if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  if (row.productType !== 'CARD' || !row.cardNumber) throw new AppError('BAD_REQUEST', NOT_A_CARD);
  try {
    await provisioning.renameCard({ cardNumber: row.cardNumber, name: input.name });
  } catch (error) {
    adapterFailure(error, () => HARDWARE_TEXTS.renameFailed);
  }
  return prisma.$transaction(async (tx) => {
    const locked = await lockEquipmentRow(tx, input.rowId);
    await tx.agreementRow.update({ where: { id: row.id }, data: { productName: input.name } });
    await audit(
      tx,
      actorId,
      'hardware.renameCard',
      { rowId: row.id, agreementId: locked.agreement.id },
      {
        agreementNumber: locked.agreement.agreementNumber,
        from: locked.row.productName,
        to: input.name,
      },
    );
    await appendAgreementChanged(tx, {
      agreementId: locked.agreement.id,
      actorId,
      change: 'hardware.renameCard',
    });
    return { message: HARDWARE_TEXTS.renamed(input.name) };
  });
}

/** The card and box of a row's card row: the row's own identifier and its partner's on the same card row. */
async function hardwareRefOf(prisma: PrismaClient, rowId: number) {
  const row = await prisma.agreementRow.findUnique({
    where: { id: rowId },
    include: {
      agreement: {
        select: {
          id: true,
          agreementNumber: true,
          customer: { select: { customerNumber: true } },
          rows: true,
        },
      },
    },
  });
  if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  if (!isEquipment(row)) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.notEquipment);
  const partner = isInactiveCardRow(row.card)
    ? undefined
    : row.agreement.rows.find(
        (other) =>
          other.id !== row.id &&
          other.card === row.card &&
          other.endDate === null &&
          isEquipment(other) &&
          other.productType !== row.productType,
      );
  const card = row.productType === 'CARD' ? row : partner;
  const box = row.productType === 'HARDWARE' ? row : partner;
  const ref: HardwareRef = {
    agreementNumber: row.agreement.agreementNumber,
    cardNumber: card?.cardNumber ?? null,
    camId: box?.camId ?? null,
  };
  if (!ref.cardNumber && !ref.camId) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.noCardOrBox);
  return { row, ref, agreementId: row.agreement.id, customerNumber: row.agreement.customer.customerNumber };
}

export type PairResult =
  | { ok: true; message: string }
  | { ok: false; code: 'CardOrBoxAlreadyActive'; message: string; agreements: ActiveElsewhere[] };

/**
 * Pair & update: the middleware pairs the row's card with the box on the same card row. CardOrBoxAlreadyActive
 * answers with the agreements that have either active (each can be cleared with 'Rensa'); any other failure is
 * 'Para & uppdatera misslyckades: {reason}'.
 */
export async function pairHardware(
  prisma: PrismaClient,
  provisioning: TvProvisioning,
  rowId: number,
  actorId: number,
): Promise<PairResult> {
  const { ref, agreementId, customerNumber } = await hardwareRefOf(prisma, rowId);
  let answer: Awaited<ReturnType<TvProvisioning['pairAndUpdate']>>;
  try {
    answer = await provisioning.pairAndUpdate({ ...ref, customerNumber });
  } catch (error) {
    adapterFailure(error, (reason) => `${HARDWARE_TEXTS.pairFailed}: ${reason}`);
  }
  if (!answer.ok) return { ...answer, message: HARDWARE_TEXTS.pairFailed };
  return prisma.$transaction(async (tx) => {
    await audit(tx, actorId, 'hardware.pair', { rowId, agreementId }, { ...ref });
    await appendAgreementChanged(tx, { agreementId, actorId, change: 'hardware.pair' });
    return { ok: true as const, message: HARDWARE_TEXTS.paired };
  });
}

/** 'Rensa': the row's card and box are cleared from another agreement in the middleware. */
export async function clearPairing(
  prisma: PrismaClient,
  provisioning: TvProvisioning,
  input: { rowId: number; otherAgreementNumber: number },
  actorId: number,
) {
  const { ref, agreementId } = await hardwareRefOf(prisma, input.rowId);
  if (input.otherAgreementNumber === ref.agreementNumber)
    throw new AppError('BAD_REQUEST', 'Välj ett annat avtal att rensa');
  try {
    await provisioning.clear({ ...ref, agreementNumber: input.otherAgreementNumber });
  } catch (error) {
    adapterFailure(error, (reason) => `${HARDWARE_TEXTS.pairFailed}: ${reason}`);
  }
  return prisma.$transaction(async (tx) => {
    await audit(
      tx,
      actorId,
      'hardware.clearPairing',
      { rowId: input.rowId, agreementId },
      {
        ...ref,
        cleared: input.otherAgreementNumber,
      },
    );
    await appendAgreementChanged(tx, { agreementId, actorId, change: 'hardware.clearPairing' });
    return { message: HARDWARE_TEXTS.cleared(input.otherAgreementNumber) };
  });
}

/**
 * Deletes hardware from the agreement (agreement number, card number, CAM id): the middleware lets it go, then
 * the row is deleted (its sub-rows detached) with an audit entry holding what it was.
 */
export async function removeHardware(
  prisma: PrismaClient,
  provisioning: TvProvisioning,
  rowId: number,
  actorId: number,
) {
  const row = await prisma.agreementRow.findUnique({
    where: { id: rowId },
    include: { agreement: { select: { agreementNumber: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  if (!isEquipment(row)) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.notEquipment);
  try {
    await provisioning.remove({
      agreementNumber: row.agreement.agreementNumber,
      cardNumber: row.cardNumber,
      camId: row.camId,
    });
  } catch (error) {
    adapterFailure(error, (reason) => `Hårdvaran kunde inte raderas: ${reason}`);
  }
  return prisma.$transaction(async (tx) => {
    const { agreement, row: locked } = await lockEquipmentRow(tx, rowId);
    await tx.agreementRow.updateMany({ where: { parentRowId: rowId }, data: { parentRowId: null } });
    await tx.agreementRow.delete({ where: { id: rowId } });
    await audit(
      tx,
      actorId,
      'hardware.remove',
      { rowId, agreementId: agreement.id },
      {
        agreementNumber: agreement.agreementNumber,
        productNumber: locked.productNumber,
        productName: locked.productName,
        card: locked.card,
        cardNumber: locked.cardNumber,
        camId: locked.camId,
      },
    );
    await appendAgreementChanged(tx, { agreementId: agreement.id, actorId, change: 'hardware.remove' });
    return { message: HARDWARE_TEXTS.removed(agreement.agreementNumber) };
  });
}

/**
 * Sync to the billing system from the equipment tab, once per request id (a double click syncs once); the audit
 * entry records who asked. A failed sync writes nothing of ours.
 */
export function syncToBilling(
  prisma: PrismaClient,
  billing: BillingSync,
  input: { requestId: string; agreementNumber: number },
  actorId: number,
) {
  const key = { requestId: input.requestId, userId: actorId, procedure: 'hardware.syncToBilling' };
  return runOnce(prisma, key, async (tx) => {
    const agreement = await tx.agreement.findUnique({
      where: { agreementNumber: input.agreementNumber },
      select: { customerId: true, customer: { select: { customerNumber: true } } },
    });
    if (!agreement) throw new AppError('NOT_FOUND', 'Avtalet hittades inte');
    let synced: Awaited<ReturnType<BillingSync['syncAgreement']>>;
    try {
      synced = await billing.syncAgreement(
        {
          customerNumber: agreement.customer.customerNumber,
          agreementNumber: input.agreementNumber,
          requestedBy: actorId,
        },
        { idempotencyKey: input.requestId },
      );
    } catch (error) {
      adapterFailure(error, HARDWARE_TEXTS.syncFailed);
    }
    await tx.auditEntry.create({
      data: {
        userId: actorId,
        action: 'hardware.syncToBilling',
        entityType: 'Agreement',
        entityId: String(input.agreementNumber),
        customerId: agreement.customerId,
        details: { rowCount: synced.rowCount },
      },
    });
    return { message: HARDWARE_TEXTS.synced, syncedAt: toIsoDateTime(synced.syncedAt) };
  });
}

/** The blacklist check of a program card. */
export async function checkBlacklist(provisioning: TvProvisioning, cardNumber: string) {
  try {
    const blacklisted = await provisioning.isBlacklisted({ cardNumber });
    return {
      blacklisted,
      message: blacklisted
        ? HARDWARE_TEXTS.blacklisted(cardNumber)
        : HARDWARE_TEXTS.notBlacklisted(cardNumber),
    };
  } catch (error) {
    adapterFailure(error, HARDWARE_TEXTS.blacklistFailed);
  }
}

/** Equipment search by card number, or by box/router identifier. */
export async function searchHardware(
  provisioning: TvProvisioning,
  input: { by: 'CARD' | 'BOX'; query: string },
) {
  try {
    return await provisioning.search(input);
  } catch (error) {
    adapterFailure(error, HARDWARE_TEXTS.searchFailed);
  }
}
