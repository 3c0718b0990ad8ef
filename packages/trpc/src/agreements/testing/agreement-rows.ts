import type { Prisma, PrismaClient } from '@sappis/db';

/** A service row (type 1) on `agreementId` after its last row; dates as ISO days. */
export async function addServiceRow(
  prisma: PrismaClient,
  agreementId: number,
  row: {
    productNumber: string;
    productName: string;
    category?: string;
    price?: string;
    parentRowId?: number;
    startDate?: string;
    endDate?: string;
    saleDate?: string;
    invoicedUntil?: string;
    boundUntil?: string;
  },
) {
  const last = await prisma.agreementRow.aggregate({ where: { agreementId }, _max: { rowNumber: true } });
  const day = (iso: string | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
  const data: Prisma.AgreementRowUncheckedCreateInput = {
    agreementId,
    rowNumber: (last._max.rowNumber ?? 0) + 1,
    parentRowId: row.parentRowId ?? null,
    type: 'SERVICE',
    productType: 'SERVICE',
    productNumber: row.productNumber,
    productName: row.productName,
    category: row.category ?? 'Övrigt',
    priceList: 1,
    price: row.price ?? '99.00',
    startDate: day(row.startDate ?? '2025-01-01'),
    endDate: day(row.endDate),
    saleDate: day(row.saleDate),
    invoicedUntil: day(row.invoicedUntil),
    boundUntil: day(row.boundUntil),
  };
  return prisma.agreementRow.create({ data });
}
