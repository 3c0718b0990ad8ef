import type { PrismaClient } from '@sappis/db';
import { toIsoDate, toMoney } from '../../serialize.ts';
import { customerIdOf } from './customer-id.ts';

/** GET faktura/tillaggsrader: the customer's extra-billing rows (fees, compensations) on all agreements. */
export async function listExtraBillingRows(prisma: PrismaClient, customerNumber: number) {
  const customerId = await customerIdOf(prisma, customerNumber);
  const rows = await prisma.agreementRow.findMany({
    where: { type: 'EXTRA_BILLING', agreement: { customerId } },
    orderBy: [{ agreement: { agreementNumber: 'asc' } }, { rowNumber: 'asc' }],
    include: { agreement: { select: { agreementNumber: true } } },
  });
  return rows.map((row) => {
    const price = toMoney(row.price);
    return {
      agreementNumber: row.agreement.agreementNumber,
      rowNumber: row.rowNumber,
      productNumber: row.productNumber,
      productName: row.productName,
      price,
      quantity: row.quantity,
      amount: Math.round(price * 100 * row.quantity) / 100,
      invoiceCode: row.invoiceCode,
      startDate: toIsoDate(row.startDate),
      endDate: toIsoDate(row.endDate),
      invoicedUntil: toIsoDate(row.invoicedUntil),
    };
  });
}
