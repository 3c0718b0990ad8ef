import type { PrismaClient } from '@sappis/db';
import { addMonths, isoDay, lastDayOfMonth } from '@sappis/shared';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A test invoice of `customerId` dated the 1st of the month `monthsAgo` months back, due at that month's end,
 * unpaid unless `paid`; its number is unique per customer and k. Rows are BAS250 (a period row) and a one-off row.
 */
export async function createTestInvoice(
  prisma: PrismaClient,
  args: { customerId: number; customerNumber: number; k: number; monthsAgo?: number; controlStatus?: string },
) {
  const invoiceDate = `${addMonths(isoDay(), -(args.monthsAgo ?? 0)).slice(0, 7)}-01`;
  // Bounded so that the rows' transaction numbers (invoiceNumber × 10 + n) fit PostgreSQL's integer.
  const invoiceNumber = (args.customerNumber % 1_000_000) * 100 + args.k;
  return prisma.invoice.create({
    data: {
      invoiceNumber,
      customerId: args.customerId,
      ocr: `${invoiceNumber}`,
      invoiceDate: day(invoiceDate),
      dueDate: day(lastDayOfMonth(invoiceDate)),
      amount: '548.00',
      remainingAmount: '548.00',
      controlStatus: args.controlStatus ?? null,
      rows: {
        create: [
          {
            transactionNo: invoiceNumber * 10 + 1,
            productNumber: 'BAS250',
            description: 'Bredband 250/250',
            periodFrom: day(invoiceDate),
            periodTo: day(lastDayOfMonth(invoiceDate)),
            price: '399.00',
            amount: '399.00',
            transGroup3: 2,
          },
          {
            transactionNo: invoiceNumber * 10 + 2,
            productNumber: 'FRAKT',
            description: 'Frakt',
            price: '149.00',
            amount: '149.00',
            transGroup3: 2,
          },
        ],
      },
    },
    include: { rows: { orderBy: { transactionNo: 'asc' } } },
  });
}
