import type { PrismaClient } from '@sappis/db';
import type { CustomerOutput } from './customer-schemas.ts';

type RowOutput = CustomerOutput['agreements'][number]['rows'][number];

interface RawRow extends Omit<RowOutput, 'price' | 'campaignPrice'> {
  agreementId: number;
  price: number;
  campaignPrice: number | null;
}

/**
 * Every row of a customer's agreements in one query (the customer view's hot path: a nested Prisma include
 * of 400 rows costs several times more), grouped by agreement id, by row number. productKnown: the product
 * is in the catalogue, or the row is a channel of the channel list.
 */
export async function loadCustomerRows(
  prisma: PrismaClient,
  customerNumber: number,
): Promise<Map<number, RowOutput[]>> {
  const rows = await prisma.$queryRaw<RawRow[]>`
    SELECT r."agreementId", r.id, r."rowNumber", r."parentRowId", r.type::text AS type,
           r."productType"::text AS "productType", r."productNumber", r."productName", r.category, r.card,
           r."campaignId", r."priceList", r.price::float8 AS price, r."campaignPrice"::float8 AS "campaignPrice",
           r.quantity,
           to_char(r."startDate", 'YYYY-MM-DD') AS "startDate",
           to_char(r."endDate", 'YYYY-MM-DD') AS "endDate",
           to_char(r."campaignEndDate", 'YYYY-MM-DD') AS "campaignEndDate",
           to_char(r."boundUntil", 'YYYY-MM-DD') AS "boundUntil",
           to_char(r."invoicedUntil", 'YYYY-MM-DD') AS "invoicedUntil",
           to_char(r."saleDate", 'YYYY-MM-DD') AS "saleDate",
           r."sellerName", r."serialNumber", r."camId", r."cardNumber",
           p."selectableChannelCount",
           (p.id IS NOT NULL OR EXISTS (SELECT 1 FROM channels c WHERE c."productNumber" = r."productNumber"))
             AS "productKnown"
    FROM agreement_rows r
    JOIN agreements a ON a.id = r."agreementId"
    LEFT JOIN products p ON p.id = r."productId"
    JOIN customers k ON k.id = a."customerId"
    WHERE k."customerNumber" = ${customerNumber}
    ORDER BY r."agreementId", r."rowNumber"`;
  const byAgreement = new Map<number, RowOutput[]>();
  for (const { agreementId, ...row } of rows) {
    const list = byAgreement.get(agreementId) ?? [];
    list.push(row as RowOutput);
    byAgreement.set(agreementId, list);
  }
  return byAgreement;
}
