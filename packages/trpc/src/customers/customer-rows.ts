/**
 * SQL (a CTE body) for the rows of the agreements of the CTE `ag`, one line per agreement: its id and its rows
 * (sub-rows carry parentRowId) by row number as compact JSON text exactly as `JSON.stringify` writes the row
 * outputs (keys in the output's order, money as float8 written as JavaScript writes numbers, dates as
 * 'YYYY-MM-DD'), so the answer can carry it as it is. One plan for all rows: names by joins, no subquery per row.
 * productKnown: the product is in the catalogue, or the row is a channel of the channel list. provisioning: the
 * row's latest provisioning order.
 */
export const AGREEMENT_ROWS_SQL = `
  SELECT r."agreementId", '[' || string_agg(row_to_json(v)::text, ',' ORDER BY r."rowNumber") || ']' AS rows
  FROM ag
  JOIN agreement_rows r ON r."agreementId" = ag.id
  LEFT JOIN products p ON p.id = r."productId"
  LEFT JOIN (SELECT DISTINCT c."productNumber" FROM channels c) ch ON ch."productNumber" = r."productNumber"
  LEFT JOIN (
    SELECT DISTINCT ON (o."agreementRowId") o."agreementRowId", row_to_json(q) AS provisioning
    FROM provisioning_orders o
    CROSS JOIN LATERAL (SELECT o.status, o.action, o."dueOn", o.message) q
    WHERE o."agreementRowId" IN (SELECT r2.id FROM ag JOIN agreement_rows r2 ON r2."agreementId" = ag.id)
    ORDER BY o."agreementRowId", o.id DESC
  ) po ON po."agreementRowId" = r.id
  CROSS JOIN LATERAL (
    SELECT r.id, r."rowNumber", r."parentRowId", r.type, r."productType", r."productNumber", r."productName",
           r.category, r.card, r."campaignId", r."priceList", r.price::float8 AS price,
           r."campaignPrice"::float8 AS "campaignPrice", r.quantity, r."startDate", r."endDate",
           r."campaignEndDate", r."boundUntil", r."invoicedUntil", r."saleDate", r."sellerName", r."serialNumber",
           r."camId", r."cardNumber", p."selectableChannelCount",
           p.id IS NOT NULL OR ch."productNumber" IS NOT NULL AS "productKnown", po.provisioning
  ) v
  GROUP BY r."agreementId"`;
