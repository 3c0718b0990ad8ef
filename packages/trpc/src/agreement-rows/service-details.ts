import type { PrismaClient } from '@sappis/db';
import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { AppError } from '../errors.ts';
import { toIsoDate } from '../serialize.ts';
import { ROW_NOT_FOUND } from './service.ts';

export const serviceDetailsOutput = z.object({
  rowId: z.number().int(),
  agreementNumber: z.number().int(),
  productNumber: z.string(),
  productName: z.string(),
  /** Product intro from the catalogue. */
  productDescription: z.string().nullable(),
  category: z.string(),
  subscriptionId: z.string().nullable(),
  transmissionText: z.string().nullable(),
  signalStatus: z.string().nullable(),
  sellerName: z.string().nullable(),
  resellerName: z.string().nullable(),
  saleDate: z.iso.date().nullable(),
  boundUntil: z.iso.date().nullable(),
  invoicedUntil: z.iso.date().nullable(),
  isChannelPackage: z.boolean(),
});

/** Service details of a row: product intro and the row details (document 1 section 2.5). */
export async function getServiceDetails(prisma: PrismaClient, rowId: number) {
  const row = await prisma.agreementRow.findUnique({
    where: { id: rowId },
    include: {
      agreement: { select: { agreementNumber: true } },
      product: { select: { description: true, selectableChannelCount: true } },
      reseller: { select: { name: true } },
    },
  });
  if (!row) throw new AppError('NOT_FOUND', ROW_NOT_FOUND);
  return {
    rowId: row.id,
    agreementNumber: row.agreement.agreementNumber,
    productNumber: row.productNumber,
    productName: row.productName,
    productDescription: row.product?.description ?? null,
    category: row.category,
    subscriptionId: row.subscriptionId,
    transmissionText: row.transmissionText,
    signalStatus: row.signalStatus,
    sellerName: row.sellerName,
    resellerName: row.reseller?.name ?? null,
    saleDate: toIsoDate(row.saleDate),
    boundUntil: toIsoDate(row.boundUntil),
    invoicedUntil: toIsoDate(row.invoicedUntil),
    isChannelPackage: Boolean(row.product?.selectableChannelCount),
  };
}

export const serviceDetails = customerViewProcedure
  .input(z.object({ rowId: dbId('Ogiltig avtalsrad') }))
  .output(serviceDetailsOutput)
  .query(({ ctx, input }) => getServiceDetails(ctx.prisma, input.rowId));
