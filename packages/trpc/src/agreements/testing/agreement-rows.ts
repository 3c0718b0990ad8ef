import type { Prisma, PrismaClient } from '@sappis/db';

const day = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export interface TestRowOptions {
  /** SERVICE unless told. */
  type?: 'SERVICE' | 'HARDWARE' | 'CARD';
  productNumber: string;
  productName: string;
  price?: string;
  startDate?: string;
  endDate?: string | null;
  saleDate?: string | null;
  category?: string;
  card?: number;
  priceList?: number;
  invoiceCode?: number | null;
  boundUntil?: string | null;
  invoicedUntil?: string | null;
  parentRowId?: number | null;
}

/** A service row (type 1, or the type told) after the agreement's last row; dates as ISO days (tests pick them relative to today). */
export async function addServiceRow(prisma: PrismaClient, agreementId: number, options: TestRowOptions) {
  const last = await prisma.agreementRow.aggregate({ where: { agreementId }, _max: { rowNumber: true } });
  const data: Prisma.AgreementRowUncheckedCreateInput = {
    agreementId,
    rowNumber: (last._max.rowNumber ?? 0) + 1,
    parentRowId: options.parentRowId ?? null,
    type: options.type ?? 'SERVICE',
    productType: options.type ?? 'SERVICE',
    productNumber: options.productNumber,
    productName: options.productName,
    category: options.category ?? 'Övrigt',
    card: options.card ?? 0,
    priceList: options.priceList ?? 1,
    invoiceCode: options.invoiceCode ?? 1,
    price: options.price ?? '99.00',
    startDate: day(options.startDate ?? '2025-01-01'),
    endDate: day(options.endDate),
    saleDate: day(options.saleDate),
    boundUntil: day(options.boundUntil),
    invoicedUntil: day(options.invoicedUntil),
  };
  return prisma.agreementRow.create({ data });
}
