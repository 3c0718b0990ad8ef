import type { PrismaClient } from '@sappis/db';
import { formatAmount } from '@sappis/shared';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';

export const ROW_NOT_FOUND = 'Avtalsraden hittades inte';
export const NOT_HARDWARE = 'Raden är ingen hårdvara';
export const NOT_A_DISCOUNT = 'Raden är ingen rabatt';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

async function lockRow(tx: Parameters<Parameters<PrismaClient['$transaction']>[0]>[0], rowId: number) {
  const [locked] = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM agreement_rows WHERE id = ${rowId} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  return tx.agreementRow.findUniqueOrThrow({
    where: { id: rowId },
    include: { agreement: { select: { agreementNumber: true, customerId: true } } },
  });
}

/** Hardware details: the delivery date (start date) of a hardware or card row; answers with the text to show. */
export async function updateDeliveryDate(
  prisma: PrismaClient,
  { userId, rowId, deliveryDate }: { userId: number; rowId: number; deliveryDate: string },
) {
  return prisma.$transaction(async (tx) => {
    const row = await lockRow(tx, rowId);
    if (row.productType !== 'HARDWARE' && row.productType !== 'CARD')
      throw new AppError('BAD_REQUEST', NOT_HARDWARE);
    await tx.agreementRow.update({ where: { id: rowId }, data: { startDate: day(deliveryDate) } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'agreementRow.updateDeliveryDate',
        entityType: 'AgreementRow',
        entityId: String(rowId),
        customerId: row.agreement.customerId,
        details: { from: row.startDate?.toISOString().slice(0, 10) ?? null, to: deliveryDate },
      },
    });
    await appendAgreementChanged(tx, {
      agreementId: row.agreementId,
      actorId: userId,
      change: 'agreementRow.updateDeliveryDate',
    });
    return {
      message: `Leveransdatum för ${row.productName} på avtal ${row.agreement.agreementNumber} är ändrat till ${deliveryDate}`,
    };
  });
}

/** Discount details: a discount row's price, a negative integer (document 3 section 5). */
export async function updateDiscount(
  prisma: PrismaClient,
  { userId, rowId, amount }: { userId: number; rowId: number; amount: number },
) {
  return prisma.$transaction(async (tx) => {
    const row = await lockRow(tx, rowId);
    if (Number(row.price.toString()) >= 0) throw new AppError('BAD_REQUEST', NOT_A_DISCOUNT);
    await tx.agreementRow.update({ where: { id: rowId }, data: { price: amount.toFixed(2) } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'agreementRow.updateDiscount',
        entityType: 'AgreementRow',
        entityId: String(rowId),
        customerId: row.agreement.customerId,
        details: { from: Number(row.price.toString()), to: amount },
      },
    });
    await appendAgreementChanged(tx, {
      agreementId: row.agreementId,
      actorId: userId,
      change: 'agreementRow.updateDiscount',
    });
    return { message: `Rabatten är ändrad till ${formatAmount(amount)} kr` };
  });
}
