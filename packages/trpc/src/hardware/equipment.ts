import type { Prisma, PrismaClient } from '@sappis/db';
import {
  cardRowChoices,
  equipmentName,
  HARDWARE_PRODUCT_GROUPS,
  type HardwareProductGroup,
  hardwareProductGroupOf,
  isActiveEquipment,
  isEquipment,
  programCardState,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate, toIsoDateTime } from '../serialize.ts';

export const AGREEMENT_NOT_FOUND = 'Avtalet hittades inte';

type Tx = Prisma.TransactionClient;

/** Locks the agreement's rows (FOR UPDATE) and loads the agreement with its customer and rows. */
export async function lockAgreement(tx: Tx, where: { agreementNumber: number } | { id: number }) {
  const found = await tx.agreement.findUnique({ where, select: { id: true } });
  if (!found) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND);
  await tx.$queryRaw`SELECT id FROM agreements WHERE id = ${found.id} FOR UPDATE`;
  return loadAgreement(tx, found.id);
}

export async function loadAgreement(tx: Tx | PrismaClient, id: number) {
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      agreementNumber: true,
      deliveryAddress: true,
      ended: true,
      customerId: true,
      customer: { select: { customerNumber: true } },
      rows: { orderBy: { rowNumber: 'asc' } },
    },
  });
  return {
    ...agreement,
    rows: agreement.rows.map((row) => ({
      ...row,
      startDate: toIsoDate(row.startDate),
      endDate: toIsoDate(row.endDate),
      saleDate: toIsoDate(row.saleDate),
    })),
  };
}

/**
 * The equipment tab: the agreement's hardware and card lines (active and inactive), each with its card-row
 * choices and, for a program card, its state in the TV middleware; the last billing sync; the hardware products
 * that can be added, by group.
 */
export async function equipmentOf(prisma: PrismaClient, agreementNumber: number, today: string) {
  const found = await prisma.agreement.findUnique({ where: { agreementNumber }, select: { id: true } });
  if (!found) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND);
  const agreement = await loadAgreement(prisma, found.id);
  const equipment = agreement.rows.filter(isEquipment);
  const cardNumbers = equipment.flatMap((row) => (row.cardNumber ? [row.cardNumber] : []));
  const [cards, lastSync, products] = await Promise.all([
    prisma.tvCard.findMany({
      where: { customerId: agreement.customerId, cardNumber: { in: cardNumbers } },
      select: { cardNumber: true, state: true },
    }),
    prisma.billingSync.findFirst({ where: { agreementNumber }, orderBy: { syncedAt: 'desc' } }),
    prisma.product.findMany({
      where: { type: { in: ['HARDWARE', 'CARD'] } },
      select: { productNumber: true, name: true, type: true, categoryNumber: true },
      orderBy: { productNumber: 'asc' },
    }),
  ]);
  const groups = Object.fromEntries(
    Object.keys(HARDWARE_PRODUCT_GROUPS).map((group) => [
      group,
      [] as { productNumber: string; name: string }[],
    ]),
  ) as Record<HardwareProductGroup, { productNumber: string; name: string }[]>;
  for (const product of products) {
    const group = hardwareProductGroupOf(product.categoryNumber);
    if (group) groups[group].push({ productNumber: product.productNumber, name: product.name });
  }
  return {
    agreementNumber: agreement.agreementNumber,
    deliveryAddress: agreement.deliveryAddress,
    ended: agreement.ended,
    lastSyncedAt: toIsoDateTime(lastSync?.syncedAt ?? null),
    rows: equipment.map((row) => {
      const card =
        row.productType === 'CARD' ? cards.find((item) => item.cardNumber === row.cardNumber) : undefined;
      return {
        id: row.id,
        rowNumber: row.rowNumber,
        productType: row.productType as 'HARDWARE' | 'CARD',
        productNumber: row.productNumber,
        productName: row.productName,
        displayName: equipmentName(row),
        card: row.card,
        active: isActiveEquipment(row, today),
        cardNumber: row.cardNumber,
        camId: row.camId,
        serialNumber: row.serialNumber,
        startDate: row.startDate,
        endDate: row.endDate,
        saleDate: row.saleDate,
        programCardState: card ? programCardState(card.state) : null,
        cardRowChoices: cardRowChoices(row, equipment, today),
      };
    }),
    products: groups,
  };
}
