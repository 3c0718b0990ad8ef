import type { PrismaClient } from '@sappis/db';
import {
  activationCards,
  canActivateHardware,
  HARDWARE_ACTIVATION_TEXTS,
  hardwareSwapOrders,
  SWAPPED_OUT_CARD,
} from '@sappis/shared';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import { writeProvisioningOrders } from '../provisioning/write-orders.ts';
import { toIsoDate } from '../serialize.ts';
import { ROW_NOT_FOUND } from './service.ts';

/**
 * Activates an inactive box or program card (card 0) in place of the agreement's active hardware of the same
 * kind on `card` (document 1 sections 2.5 and 4, 'swap hardware cards'): the new row gets that card number and
 * the old row(s) 99 (swapped out). The agreement's rows are locked; one transaction with audit rows.
 */
export async function activateHardware(
  prisma: PrismaClient,
  { userId, rowId, card, today }: { userId: number; rowId: number; card: number; today: string },
) {
  return prisma.$transaction(async (tx) => {
    const found = await tx.agreementRow.findUnique({ where: { id: rowId }, select: { agreementId: true } });
    if (!found) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
    await tx.$queryRaw`SELECT id FROM agreement_rows WHERE "agreementId" = ${found.agreementId} FOR UPDATE`;
    const agreement = await tx.agreement.findUniqueOrThrow({
      where: { id: found.agreementId },
      select: {
        agreementNumber: true,
        customerId: true,
        ended: true,
        rows: {
          select: {
            id: true,
            productType: true,
            category: true,
            card: true,
            price: true,
            endDate: true,
            productName: true,
          },
        },
      },
    });
    const rows = agreement.rows.map((row) => ({ ...row, endDate: toIsoDate(row.endDate) }));
    const row = rows.find((item) => item.id === rowId);
    if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
    if (!canActivateHardware(row)) throw new AppError('BAD_REQUEST', HARDWARE_ACTIVATION_TEXTS.notInactive);
    if (agreement.ended) throw new AppError('BAD_REQUEST', HARDWARE_ACTIVATION_TEXTS.agreementEnded);
    if (row.endDate !== null && row.endDate < today)
      throw new AppError('BAD_REQUEST', HARDWARE_ACTIVATION_TEXTS.rowEnded);
    if (!activationCards(row, rows, today).includes(card))
      throw new AppError('BAD_REQUEST', HARDWARE_ACTIVATION_TEXTS.noHardwareOnCard);
    const swappedOut = rows.filter(
      (other) =>
        other.id !== row.id &&
        other.productType === row.productType &&
        other.card === card &&
        (other.endDate === null || other.endDate >= today),
    );

    await tx.agreementRow.update({ where: { id: row.id }, data: { card } });
    await tx.agreementRow.updateMany({
      where: { id: { in: swappedOut.map((other) => other.id) } },
      data: { card: SWAPPED_OUT_CARD },
    });
    const asProvisioned = (item: (typeof rows)[number]) => ({
      ...item,
      type: item.productType,
      price: Number(item.price),
    });
    await writeProvisioningOrders(tx, {
      orders: hardwareSwapOrders(asProvisioned(row), card, swappedOut.map(asProvisioned), today),
      requestId: null,
    });
    await tx.auditEntry.createMany({
      data: [
        {
          userId,
          action: 'agreementRow.activateHardware',
          entityType: 'AgreementRow',
          entityId: String(row.id),
          customerId: agreement.customerId,
          details: { agreementNumber: agreement.agreementNumber, from: row.card, to: card },
        },
        ...swappedOut.map((other) => ({
          userId,
          action: 'agreementRow.swapOutHardware',
          entityType: 'AgreementRow',
          entityId: String(other.id),
          customerId: agreement.customerId,
          details: {
            agreementNumber: agreement.agreementNumber,
            from: card,
            to: SWAPPED_OUT_CARD,
            by: row.id,
          },
        })),
      ],
    });
    await appendAgreementChanged(tx, {
      agreementId: found.agreementId,
      actorId: userId,
      change: 'agreementRow.activateHardware',
    });
    return {
      message: HARDWARE_ACTIVATION_TEXTS.activated,
      activatedRowId: row.id,
      swappedOutRowIds: swappedOut.map((other) => other.id),
    };
  });
}
