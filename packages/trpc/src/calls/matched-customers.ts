import { Prisma } from '@sappis/db';
import { PHONE_NON_DIGITS, storedPhoneDigits } from '@sappis/shared';

/** More matches than this are not listed (a switchboard number on many records says little). */
const MAX_MATCHES = 10;

/**
 * The customers whose phone or mobile is `normalized` (E.164), however the records write it; merged-away records
 * are left out. Uses the digit indexes of customers.phone and customers.mobilePhone.
 */
export async function customerNumbersByPhone(
  tx: Prisma.TransactionClient,
  normalized: string | null,
): Promise<number[]> {
  if (normalized === null) return [];
  const forms = storedPhoneDigits(normalized);
  // A literal, as in the indexes' expressions (a parameter would not use them).
  const nonDigits = Prisma.raw(`'${PHONE_NON_DIGITS}'`);
  const rows = await tx.$queryRaw<{ customerNumber: number }[]>(Prisma.sql`
    SELECT "customerNumber" FROM "customers"
    WHERE "mergedIntoCustomerNumber" IS NULL
      AND (regexp_replace("phone", ${nonDigits}, '', 'g') = ANY(${forms}::text[])
        OR regexp_replace("mobilePhone", ${nonDigits}, '', 'g') = ANY(${forms}::text[]))
    ORDER BY "customerNumber"
    LIMIT ${MAX_MATCHES}`);
  return rows.map((row) => row.customerNumber);
}
