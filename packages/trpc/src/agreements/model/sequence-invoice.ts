import type { PrismaClient } from '@sappis/db';
import { lastDayOfMonth, monthlyAmountsOn } from '@sappis/shared';
import { readRows } from './observe.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * This month's invoice of the sequence's copy, as the billing system would send it: a row for each recurring row
 * billed today (the projection's monthly amount for the month, rounded to öre), 'Belopp' their sum; paid in full when
 * `paid`, else unpaid. The sequence reverses rows of it (ReverseInvoiceCommand), so no demo invoice is touched.
 */
export async function createSequenceInvoice(
  prisma: PrismaClient,
  agreementId: number,
  today: string,
  paid: boolean,
): Promise<number> {
  const rows = await readRows(prisma, agreementId);
  const amounts = monthlyAmountsOn(rows, today);
  const from = `${today.slice(0, 7)}-01`;
  const billed = rows.filter((row) => (amounts.get(row.id) ?? 0) > 0);
  const total = billed.reduce((sum, row) => sum + (amounts.get(row.id) ?? 0), 0);
  const { customerId } = await prisma.agreement.findUniqueOrThrow({
    where: { id: agreementId },
    select: { customerId: true },
  });
  const [free] = await prisma.$queryRaw<{ next: number }[]>`
    SELECT COALESCE(MAX("invoiceNumber"), 0) + 1 AS next FROM invoices`;
  const invoiceNumber = Number(free?.next);
  await prisma.invoice.create({
    data: {
      invoiceNumber,
      customerId,
      ocr: String(invoiceNumber),
      invoiceDate: day(from),
      dueDate: day(lastDayOfMonth(from)),
      amount: (total / 100).toFixed(2),
      remainingAmount: paid ? '0.00' : (total / 100).toFixed(2),
      paidDate: paid ? day(today) : null,
      rows: {
        create: billed.map((row, index) => ({
          transactionNo: index + 1,
          productNumber: row.productNumber,
          description: row.productName,
          periodFrom: day(from),
          periodTo: day(lastDayOfMonth(from)),
          price: ((amounts.get(row.id) ?? 0) / 100).toFixed(2),
          amount: ((amounts.get(row.id) ?? 0) / 100).toFixed(2),
          transGroup3: 2,
        })),
      },
    },
  });
  return invoiceNumber;
}
