import type { PrismaClient } from '@sappis/db';

/**
 * The family links of an agreement's rows by product: [sub-row product, its parent's product, whether the parent
 * is on the same agreement], for checking that moved sub-rows hang under the moved copy of their parent.
 */
export async function familyLinks(prisma: PrismaClient, agreementId: number) {
  const rows = await prisma.agreementRow.findMany({
    where: { agreementId, parentRowId: { not: null } },
    include: { parentRow: { select: { productNumber: true, agreementId: true } } },
    orderBy: { rowNumber: 'asc' },
  });
  return rows.map((row) => [
    row.productNumber,
    row.parentRow?.productNumber,
    row.parentRow?.agreementId === agreementId,
  ]);
}
