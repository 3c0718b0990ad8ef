import type { PrismaClient } from '@sappis/db';
import {
  addDays,
  equipmentTransferOrders,
  HARDWARE_TEXTS,
  isEquipment,
  type ProvisionableRow,
} from '@sappis/shared';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { writeProvisioningOrders } from '../provisioning/write-orders.ts';
import { lockAgreement } from './equipment.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * Transfers equipment from one agreement to another of the same customer on a date, once per request id: the
 * rows end the day before on the old agreement and start on the date on the new one (same card row, card
 * number and CAM id); the hardware units follow. One transaction; both agreements get 'customer.changed'.
 */
export function transferHardware(
  prisma: PrismaClient,
  input: {
    requestId: string;
    fromAgreementNumber: number;
    toAgreementNumber: number;
    rowIds: number[];
    date: string;
  },
  actorId: number,
) {
  return runOnce(
    prisma,
    { requestId: input.requestId, userId: actorId, procedure: 'hardware.transfer' },
    async (tx) => {
      if (input.fromAgreementNumber === input.toAgreementNumber)
        throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.transferSameAgreement, {
          fieldErrors: { toAgreementNumber: [HARDWARE_TEXTS.transferSameAgreement] },
        });
      // Lock in number order, so two transfers between the same agreements cannot deadlock.
      const [first, second] = [input.fromAgreementNumber, input.toAgreementNumber].sort((a, b) => a - b);
      const locked = [
        await lockAgreement(tx, { agreementNumber: first as number }),
        await lockAgreement(tx, { agreementNumber: second as number }),
      ];
      const from = locked.find((agreement) => agreement.agreementNumber === input.fromAgreementNumber)!;
      const to = locked.find((agreement) => agreement.agreementNumber === input.toAgreementNumber)!;
      if (to.customerId !== from.customerId)
        throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.transferNotCustomers);
      if (to.ended) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.transferTargetEnded);
      const rowIds = [...new Set(input.rowIds)];
      const rows = from.rows.filter((row) => rowIds.includes(row.id));
      if (
        rows.length !== rowIds.length ||
        rows.some((row) => !isEquipment(row) || (row.endDate !== null && row.endDate < input.date))
      )
        throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.transferRowsNotEquipment, {
          fieldErrors: { rowIds: [HARDWARE_TEXTS.transferRowsNotEquipment] },
        });

      let rowNumber = Math.max(0, ...to.rows.map((row) => row.rowNumber));
      const created: number[] = [];
      const moved: { from: ProvisionableRow & { id: number }; toRowId: number }[] = [];
      for (const row of rows) {
        await tx.agreementRow.update({
          where: { id: row.id },
          data: { endDate: day(addDays(input.date, -1)) },
        });
        rowNumber += 1;
        const copy = await tx.agreementRow.create({
          data: {
            agreementId: to.id,
            rowNumber,
            type: row.type,
            productId: row.productId,
            productNumber: row.productNumber,
            productName: row.productName,
            productType: row.productType,
            category: row.category,
            card: row.card,
            priceList: row.priceList,
            price: row.price,
            quantity: row.quantity,
            invoiceCode: row.invoiceCode,
            startDate: day(input.date),
            saleDate: row.saleDate === null ? null : day(row.saleDate),
            sellerNumber: row.sellerNumber,
            sellerName: row.sellerName,
            serialNumber: row.serialNumber,
            camId: row.camId,
            cardNumber: row.cardNumber,
          },
        });
        created.push(copy.id);
        moved.push({ from: { ...row, type: row.productType, price: Number(row.price) }, toRowId: copy.id });
        const identifiers = [row.cardNumber, row.camId].filter((value) => value !== null);
        if (identifiers.length > 0)
          await tx.hardwareUnit.updateMany({
            where: { OR: [{ cardNumber: { in: identifiers } }, { camId: { in: identifiers } }] },
            data: { agreementNumber: to.agreementNumber },
          });
      }
      await writeProvisioningOrders(tx, {
        orders: equipmentTransferOrders(moved, input.date),
        requestId: input.requestId,
      });
      await tx.auditEntry.create({
        data: {
          userId: actorId,
          action: 'hardware.transfer',
          entityType: 'Agreement',
          entityId: String(from.agreementNumber),
          customerId: from.customerId,
          details: { to: to.agreementNumber, rowIds, createdRowIds: created, date: input.date },
        },
      });
      await appendAgreementChanged(tx, { agreementId: from.id, actorId, change: 'hardware.transfer' });
      await appendAgreementChanged(tx, { agreementId: to.id, actorId, change: 'hardware.transfer' });
      return { message: HARDWARE_TEXTS.transferred(rows.length, to.agreementNumber), createdRowIds: created };
    },
  );
}
