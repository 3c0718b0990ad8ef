import type { PrismaClient } from '@sappis/db';

/** The columns of a table but `skip`, quoted, in table order. */
async function columns(prisma: PrismaClient, table: string, skip: string[]): Promise<string> {
  const rows = await prisma.$queryRaw<{ column_name: string }[]>`
    SELECT column_name::text AS column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`;
  return rows
    .map((row) => row.column_name)
    .filter((name) => !skip.includes(name))
    .map((name) => `"${name}"`)
    .join(', ');
}

/**
 * A copy of a demo agreement (same customer, address and rows, sub-rows under their copied parents) under a
 * number nobody holds, so every sequence, shrink runs included, starts from the demo's rows untouched.
 */
export async function copyAgreement(
  prisma: PrismaClient,
  sourceId: number,
): Promise<{ id: number; agreementNumber: number }> {
  const agreementColumns = await columns(prisma, 'agreements', ['id', 'agreementNumber', 'createdAt']);
  const rowColumns = await columns(prisma, 'agreement_rows', ['id', 'agreementId', 'parentRowId']);
  return prisma.$transaction(async (tx) => {
    const [free] = await tx.$queryRaw<{ next: number }[]>`
      SELECT GREATEST((SELECT MAX("agreementNumber") FROM agreements), (SELECT MAX("customerNumber") FROM customers))
        + 1 AS next`;
    const agreementNumber = Number(free?.next);
    const [copy] = await tx.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO agreements ("agreementNumber", ${agreementColumns})
       SELECT $1, ${agreementColumns} FROM agreements WHERE id = $2 RETURNING id`,
      agreementNumber,
      sourceId,
    );
    if (!copy) throw new Error(`demo agreement ${sourceId} not found`);
    const { id } = copy;
    await tx.$executeRawUnsafe(
      `INSERT INTO agreement_rows ("agreementId", ${rowColumns})
       SELECT $1, ${rowColumns} FROM agreement_rows WHERE "agreementId" = $2`,
      id,
      sourceId,
    );
    await tx.$executeRawUnsafe(
      `UPDATE agreement_rows copy SET "parentRowId" = copied_parent.id
       FROM agreement_rows source
       JOIN agreement_rows source_parent ON source_parent.id = source."parentRowId"
       JOIN agreement_rows copied_parent
         ON copied_parent."agreementId" = $1 AND copied_parent."rowNumber" = source_parent."rowNumber"
       WHERE copy."agreementId" = $1 AND source."agreementId" = $2 AND source."rowNumber" = copy."rowNumber"`,
      id,
      sourceId,
    );
    return { id, agreementNumber };
  });
}
