/**
 * SQL (a CTE body) for the rows of the agreements of the CTE `ag`, one line per agreement: its id and its rows
 * (sub-rows carry parentRowId) by row number as a JSON array of row outputs, with the output's keys in its order,
 * so the parsed JSON is the output as it is. One plan for all rows: names by joins, no subquery per row. JSON
 * writes a date as 'YYYY-MM-DD' whatever the DateStyle and money (numeric) as its decimal digits.
 * productKnown: the product is in the catalogue, or the row is a channel of the channel list. provisioning: the
 * row's latest provisioning order.
 */
export const AGREEMENT_ROWS_SQL = `
  SELECT r."agreementId", json_agg(json_build_object(
           'id', r.id, 'rowNumber', r."rowNumber", 'parentRowId', r."parentRowId", 'type', r.type,
           'productType', r."productType", 'productNumber', r."productNumber", 'productName', r."productName",
           'category', r.category, 'card', r.card, 'campaignId', r."campaignId", 'priceList', r."priceList",
           'price', r.price, 'campaignPrice', r."campaignPrice", 'quantity', r.quantity,
           'startDate', r."startDate", 'endDate', r."endDate", 'campaignEndDate', r."campaignEndDate",
           'boundUntil', r."boundUntil", 'invoicedUntil', r."invoicedUntil", 'saleDate', r."saleDate",
           'sellerName', r."sellerName", 'serialNumber', r."serialNumber", 'camId', r."camId",
           'cardNumber', r."cardNumber", 'selectableChannelCount', p."selectableChannelCount",
           'productKnown', p.id IS NOT NULL OR ch."productNumber" IS NOT NULL,
           'provisioning', CASE WHEN po."agreementRowId" IS NOT NULL THEN json_build_object(
             'status', po.status, 'action', po.action, 'dueOn', po."dueOn", 'message', po.message) END
         ) ORDER BY r."rowNumber") AS rows
  FROM ag
  JOIN agreement_rows r ON r."agreementId" = ag.id
  LEFT JOIN products p ON p.id = r."productId"
  LEFT JOIN (SELECT DISTINCT c."productNumber" FROM channels c) ch ON ch."productNumber" = r."productNumber"
  LEFT JOIN (
    SELECT DISTINCT ON (o."agreementRowId") o."agreementRowId", o.status, o.action, o."dueOn", o.message
    FROM provisioning_orders o
    WHERE o."agreementRowId" IN (SELECT r2.id FROM ag JOIN agreement_rows r2 ON r2."agreementId" = ag.id)
    ORDER BY o."agreementRowId", o.id DESC
  ) po ON po."agreementRowId" = r.id
  GROUP BY r."agreementId"`;
