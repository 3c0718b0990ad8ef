import { Prisma } from '@sappis/db';
import type { RowProvisioning } from '@sappis/shared';
import type { CustomerOutput } from '../customer-schemas.ts';

type RowOutput = CustomerOutput['agreements'][number]['rows'][number];

/** A row as `agreementRowsJson` returns it: the output's fields in its order, as an array. */
export type RowTuple = [
  id: RowOutput['id'],
  rowNumber: RowOutput['rowNumber'],
  parentRowId: RowOutput['parentRowId'],
  type: RowOutput['type'],
  productType: RowOutput['productType'],
  productNumber: RowOutput['productNumber'],
  productName: RowOutput['productName'],
  category: RowOutput['category'],
  card: RowOutput['card'],
  campaignId: RowOutput['campaignId'],
  priceList: RowOutput['priceList'],
  price: RowOutput['price'],
  campaignPrice: RowOutput['campaignPrice'],
  quantity: RowOutput['quantity'],
  startDate: RowOutput['startDate'],
  endDate: RowOutput['endDate'],
  campaignEndDate: RowOutput['campaignEndDate'],
  boundUntil: RowOutput['boundUntil'],
  invoicedUntil: RowOutput['invoicedUntil'],
  saleDate: RowOutput['saleDate'],
  sellerName: RowOutput['sellerName'],
  serialNumber: RowOutput['serialNumber'],
  camId: RowOutput['camId'],
  cardNumber: RowOutput['cardNumber'],
  selectableChannelCount: RowOutput['selectableChannelCount'],
  productKnown: RowOutput['productKnown'],
  provisioning:
    | [
        status: RowProvisioning['status'],
        action: RowProvisioning['action'],
        dueOn: string,
        message: string | null,
      ]
    | null,
];

/**
 * SQL for the rows of the agreement `ag` (sub-rows carry parentRowId) by row number, as one JSON array of
 * `RowTuple`s, or null for none: a column per field through Prisma's raw result mapping costs about twice
 * the CPU of one JSON.parse, and field names per row about twice the bytes. JSON writes a date as
 * 'YYYY-MM-DD' whatever the DateStyle, and money (numeric) as its decimal digits: no to_char or float8 cast
 * needed (each costs the server CPU per value). productKnown: the product is in the catalogue, or the row is a
 * channel of the channel list. provisioning: the row's latest provisioning order (by its agreementRowId index).
 */
export const agreementRowsJson = Prisma.sql`(
  SELECT json_agg(json_build_array(
           r.id, r."rowNumber", r."parentRowId", r.type, r."productType", r."productNumber", r."productName",
           r.category, r.card, r."campaignId", r."priceList", r.price, r."campaignPrice", r.quantity,
           r."startDate", r."endDate", r."campaignEndDate", r."boundUntil", r."invoicedUntil", r."saleDate",
           r."sellerName", r."serialNumber", r."camId", r."cardNumber", p."selectableChannelCount",
           (p.id IS NOT NULL OR EXISTS (SELECT 1 FROM channels c WHERE c."productNumber" = r."productNumber")),
           (SELECT json_build_array(o.status, o.action, o."dueOn", o.message) FROM provisioning_orders o
             WHERE o."agreementRowId" = r.id ORDER BY o.id DESC LIMIT 1)
         ) ORDER BY r."rowNumber")
  FROM agreement_rows r
  LEFT JOIN products p ON p.id = r."productId"
  WHERE r."agreementId" = ag.id)`;

/** The rows of `agreementRowsJson` as output objects (an object literal each: one shape, no per-field loop). */
export function rowsFromJson(tuples: readonly RowTuple[] | null): RowOutput[] {
  if (!tuples) return [];
  return tuples.map((row) => ({
    id: row[0],
    rowNumber: row[1],
    parentRowId: row[2],
    type: row[3],
    productType: row[4],
    productNumber: row[5],
    productName: row[6],
    category: row[7],
    card: row[8],
    campaignId: row[9],
    priceList: row[10],
    price: row[11],
    campaignPrice: row[12],
    quantity: row[13],
    startDate: row[14],
    endDate: row[15],
    campaignEndDate: row[16],
    boundUntil: row[17],
    invoicedUntil: row[18],
    saleDate: row[19],
    sellerName: row[20],
    serialNumber: row[21],
    camId: row[22],
    cardNumber: row[23],
    selectableChannelCount: row[24],
    productKnown: row[25],
    provisioning: row[26] && {
      status: row[26][0],
      action: row[26][1],
      dueOn: row[26][2],
      message: row[26][3],
    },
  }));
}
