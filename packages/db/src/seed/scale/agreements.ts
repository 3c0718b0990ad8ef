import { cityMainAgreementValues, RESELLER_IDS } from './catalog.ts';
import { intArray, monthEnd, monthStart, pick, SCALE_RANGES, textArray, unit } from './sql.ts';

/**
 * INSERT ... SELECT statements that generate agreements and agreement rows inside PostgreSQL. Parameters:
 * $1 the seeding day (date), $2 and $3 the id range (exclusive, inclusive) of the parent table to expand.
 */

const R = SCALE_RANGES;

/** Number of agreements of customer `idx`: 1 + floor(u x (2a - 1)), on average a (at most 7). */
function agreementCount(idx: string, average: number): string {
  return `LEAST(7, 1 + floor(${unit(idx, 20)} * ${2 * average - 1})::int)`;
}

/** Number of rows of agreement `akey`: 1 + floor(u x (2r - 1)), on average about r (at most 6). */
function rowCount(akey: string, average: number): string {
  return `LEAST(6, 1 + floor(${unit(akey, 30)} * ${2 * average - 1})::int)`;
}

/** First day of the month 1-96 months before $1: the agreement's start. */
function agreementStart(akey: string): string {
  return monthStart('$1::date', `-1 - ${pick(akey, 22, 96)}`);
}

export function agreementsSql(averagePerCustomer: number): string {
  return `
INSERT INTO agreements (id, "agreementNumber", "customerId", "mainAgreementId", "deliveryAddress", "deliveryPostalCode",
  "deliveryCity", "addressId", category, "distributionNetwork", "mainCentral", ended, "createdAt")
SELECT ${R.agreementIdBase} + x.akey, c."customerNumber" * 10 + k.n, c.id, m.id, c."deliveryAddress", c."deliveryPostalCode",
  c."deliveryCity", (${R.addressIdBase} + x.idx)::text, m.category, m.network, m.central,
  k.n > 1 AND ${unit('x.akey', 21)} < 0.15,
  ${agreementStart('x.akey')}::timestamp
FROM customers c
CROSS JOIN LATERAL (SELECT c.id - ${R.customerIdBase} AS idx) i
CROSS JOIN LATERAL generate_series(1, ${agreementCount('i.idx', averagePerCustomer)}) AS k(n)
CROSS JOIN LATERAL (SELECT i.idx AS idx, i.idx * 8 + k.n AS akey) x
JOIN (VALUES ${cityMainAgreementValues()}) AS m(city, id, category, network, central) ON m.city = c."deliveryCity"
WHERE c.id > $2 AND c.id <= $3`;
}

/** Month end 6-29 months after the start, but at most the end of last month: an ended agreement's end. */
function agreementEnd(akey: string, start: string, lastMonthEnd: string): string {
  return `LEAST(${monthEnd(start, `6 + ${pick(akey, 34, 24)}`)}, ${lastMonthEnd})`;
}

export interface Seller {
  employeeNumber: string;
  name: string;
}

export function agreementRowsSql(averagePerAgreement: number, sellers: readonly Seller[]): string {
  const sellerNumbers = textArray(sellers.map((seller) => seller.employeeNumber));
  const sellerNames = textArray(sellers.map((seller) => seller.name));
  // MATERIALIZED CTEs compute every random attribute once per agreement and once per row (a flattened
  // subquery would repeat its expressions wherever they are referenced).
  return `
WITH k AS MATERIALIZED (
  SELECT $1::date AS today, ${monthEnd('$1::date')} AS month_end, ${monthEnd('$1::date', -1)} AS last_month_end
),
ag AS MATERIALIZED (
  SELECT a.id, a."agreementNumber" AS number, a.category, a.ended, x.akey, x.start,
    (CASE WHEN ${pick('x.akey', 31, 10)} < 5 THEN 0 WHEN ${pick('x.akey', 31, 10)} < 9 THEN 1 ELSE 2 END) AS kind,
    NOT a.ended AND ${unit('x.akey', 40)} < 0.2 AS campaign,
    NOT a.ended AND x.start > k.today - 730 AND ${unit('x.akey', 38)} < 0.6 AS bound,
    (CASE WHEN ${pick('x.akey', 39, 2)} = 0 THEN 12 ELSE 24 END) AS binding_months,
    CASE WHEN a.ended THEN ${agreementEnd('x.akey', 'x.start', 'k.last_month_end')} END AS ended_on,
    ${rowCount('x.akey', averagePerAgreement)} AS row_count
  FROM agreements a
  CROSS JOIN k
  CROSS JOIN LATERAL (SELECT a.id - ${R.agreementIdBase} AS akey, a."createdAt"::date AS start) x
  WHERE a.id > $2 AND a.id <= $3
),
rw AS MATERIALIZED (
  SELECT ag.*, r.n, ${R.rowIdBase} + ag.akey * 8 + r.n AS row_id, ag.akey * 8 + r.n AS rkey,
    ${pick('ag.akey * 8 + r.n', 33, 4)} AS variant,
    -- A tenth of the rows of active agreements are terminated: most end within the next months, some ended.
    CASE
      WHEN ag.ended THEN ag.ended_on
      WHEN r.n > 1 AND ${unit('ag.akey * 8 + r.n', 35)} < 0.08 THEN ${monthEnd('k.today', pick('ag.akey * 8 + r.n', 36, 5))}
      WHEN r.n > 1 AND ${unit('ag.akey * 8 + r.n', 35)} < 0.10
        THEN GREATEST(ag.start, k.last_month_end - ${pick('ag.akey * 8 + r.n', 37, 300)}::int)
    END AS end_date,
    ${unit('ag.akey * 8 + r.n', 41)} < 0.7 AS has_seller,
    1 + ${pick('ag.akey * 8 + r.n', 42, sellers.length)} AS seller,
    1 + ${pick('ag.akey * 8 + r.n', 43, RESELLER_IDS.length)} AS reseller,
    k.month_end
  FROM ag
  CROSS JOIN k
  CROSS JOIN LATERAL generate_series(1, ag.row_count) AS r(n)
)
INSERT INTO agreement_rows (id, "agreementId", "rowNumber", "parentRowId", type, "productId", "productNumber", "productName",
  "productType", category, card, "campaignId", "priceList", price, "campaignPrice", quantity, "invoiceCode", "startDate",
  "endDate", "campaignEndDate", "boundUntil", "bindingMonths", "saleDate", "sellerNumber", "sellerName", "invoicedUntil",
  "subscriptionId", "serialNumber", "camId", "cardNumber", "transmissionStatus", "transmissionText", "signalStatus",
  "resellerId", "createdAt", "updatedAt")
SELECT rw.row_id, rw.id, rw.n,
  CASE WHEN cat.parent_slot IS NOT NULL THEN ${R.rowIdBase} + rw.akey * 8 + cat.parent_slot END,
  cat.type, cat.product_id, cat.product_number, cat.name, cat.type, cat.category, cat.card,
  CASE WHEN rw.campaign AND (rw.n = 1 OR cat.parent_slot IS NOT NULL) THEN 1 END,
  CASE WHEN rw.category = 200 AND cat.hardware IS NOT NULL THEN 37 ELSE cat.price_list END,
  CASE WHEN rw.category = 200 AND cat.hardware IS NOT NULL THEN 0 ELSE cat.price END,
  CASE WHEN rw.campaign AND rw.n = 1 THEN round(cat.price / 2, 2) END,
  1, cat.invoice_code, rw.start, rw.end_date,
  CASE WHEN rw.campaign AND (rw.n = 1 OR cat.parent_slot IS NOT NULL) THEN (rw.start + interval '6 months')::date END,
  CASE WHEN rw.bound AND rw.n = 1 THEN (rw.start + make_interval(months => rw.binding_months) - interval '1 day')::date END,
  CASE WHEN rw.bound AND rw.n = 1 THEN rw.binding_months END,
  rw.start - 7,
  CASE WHEN rw.has_seller THEN (${sellerNumbers})[rw.seller] END,
  CASE WHEN rw.has_seller THEN (${sellerNames})[rw.seller] END,
  CASE WHEN cat.type = 'EXTRA_BILLING' THEN rw.start
       WHEN rw.end_date IS NOT NULL AND rw.end_date < rw.month_end THEN rw.end_date
       ELSE rw.month_end END,
  CASE WHEN cat.type IN ('SERVICE', 'ADDON') THEN 'AB' || rw.number || lpad(rw.n::text, 2, '0') END,
  CASE WHEN cat.hardware IS NOT NULL THEN 'SN' || rw.row_id END,
  CASE WHEN cat.hardware = 'box' THEN '2' || lpad(rw.row_id::text, 10, '0')
       WHEN cat.hardware = 'router' THEN upper(substr(md5(rw.row_id::text), 1, 12)) END,
  CASE WHEN cat.hardware = 'card' THEN '8' || lpad(rw.row_id::text, 11, '0') END,
  CASE WHEN cat.type IN ('SERVICE', 'ADDON') THEN (CASE WHEN rw.end_date < $1::date THEN 3 ELSE 1 END) END,
  CASE WHEN cat.type IN ('SERVICE', 'ADDON') THEN (CASE WHEN rw.end_date < $1::date THEN 'Avslutad' ELSE 'Skickad' END) END,
  CASE WHEN cat.category = 'TV' AND cat.type = 'SERVICE' THEN 'OK' END,
  CASE WHEN NOT rw.has_seller THEN (${intArray(RESELLER_IDS)})[rw.reseller] END,
  rw.start::timestamp, rw.start::timestamp
FROM rw
JOIN scale_catalog cat ON cat.kind = rw.kind AND cat.slot = rw.n AND cat.variant = rw.variant`;
}
