import type { Prisma } from '@sappis/db';

/**
 * Transaction-level advisory locks that serialize the allocation of customer and agreement numbers
 * (next = largest + 1), as cases do: two concurrent creates never pick the same number. Held from the
 * allocation to commit, by creates only.
 */
export const CUSTOMER_NUMBER_LOCK = 735_102_020;
export const AGREEMENT_NUMBER_LOCK = 735_102_021;

/** The next customer number, in the creating transaction. */
export async function allocateCustomerNumber(tx: Prisma.TransactionClient): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CUSTOMER_NUMBER_LOCK}::bigint)`;
  const [row] = await tx.$queryRaw<{ next: number }[]>`
    SELECT (COALESCE(MAX("customerNumber"), 100000) + 1)::int AS "next" FROM "customers"`;
  if (!row) throw new Error('allocateCustomerNumber: no number');
  return row.next;
}

/** The next agreement number, in the creating transaction. */
export async function allocateAgreementNumber(tx: Prisma.TransactionClient): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AGREEMENT_NUMBER_LOCK}::bigint)`;
  const [row] = await tx.$queryRaw<{ next: number }[]>`
    SELECT (COALESCE(MAX("agreementNumber"), 1000000) + 1)::int AS "next" FROM "agreements"`;
  if (!row) throw new Error('allocateAgreementNumber: no number');
  return row.next;
}
