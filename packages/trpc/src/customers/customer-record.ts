import type { PrismaClient } from '@sappis/db';
import type pg from 'pg';
import { CUSTOMER_HAND_OVERS_SQL } from '../agreements/assignment/pending-hand-overs.ts';
import { type BytesRowStatement, bytesRowOf } from '../sql-bytes-row.ts';
import { prismaRunner } from '../sql-runner.ts';
import { AGREEMENT_MEMOS_SQL, type MemoRecord } from './customer-memos-view.ts';
import { AGREEMENT_ROWS_SQL } from './customer-rows.ts';
import type { CustomerOutput } from './customer-schemas.ts';

type Output = CustomerOutput;

/** A customer's own columns as the customer view shows them (enums as their names). */
type CustomerColumns = Pick<
  Output,
  | 'id'
  | 'customerNumber'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobilePhone'
  | 'phone'
  | 'personalId'
  | 'customerType'
  | 'nixCode'
  | 'deliveryAddress'
  | 'deliveryPostalCode'
  | 'deliveryCity'
  | 'invoiceName'
  | 'invoiceAddress'
  | 'invoiceCoAddress'
  | 'invoicePostalCode'
  | 'invoiceCity'
  | 'invoiceDeliveryType'
  | 'paymentType'
  | 'protectedIdentity'
  | 'hasTrustee'
  | 'creditCheckDone'
  | 'temporarilySuspended'
  | 'otherInformation'
  | 'hasOverdueUnpaidInvoice'
>;

/** An active agreement whose address has an end date on its main agreement (document 1 section 8). */
export interface AccessEndRecord {
  agreementNumber: number;
  deliveryAddress: string;
  deliveryCity: string;
  mainAgreementNumber: number;
  /** The earliest end date of an access of the agreement's address on its main agreement. */
  endDate: string;
  /** That access's source system ('visma' is the billing system). */
  source: string | null;
}

export type TemporaryAddressRecord = Omit<NonNullable<Output['temporaryAddress']>, 'active'>;

export interface OperatorAlertRecord {
  id: number;
  groupName: string;
  text: string;
}

export interface CustomerRecord extends CustomerColumns {
  /** The survivor when this customer was merged into another (its record is then emptied). */
  mergedIntoCustomerNumber: number | null;
  /** The agreements exactly as `JSON.stringify` writes their output, as UTF-8 bytes. */
  agreementsText: Buffer;
  accessEnds: AccessEndRecord[];
  temporaryAddress: TemporaryAddressRecord | null;
  operatorAlerts: OperatorAlertRecord[];
  memos: MemoRecord[];
  handOvers: Output['handOvers'];
}

/**
 * Everything the customer view shows, built as JSON by one statement with one plan (`$1` the customer number,
 * `$2` today): `agreements`, its agreements (agreement number order) with main agreement and rows as the answer
 * writes them (`AGREEMENT_ROWS_SQL`), and `view`, the rest: the customer's columns (enums as their names), the
 * access end dates of its active agreements, its latest temporary
 * address, its operator alerts (newest first), whether an unpaid invoice is past its due date on today, the
 * memos that concern its agreements and its pending hand-overs. Dates as 'YYYY-MM-DD'; lists never null.
 */
const CUSTOMER_VIEW_SQL = `
  WITH k AS (
    SELECT * FROM customers WHERE "customerNumber" = $1
  ), ag AS (
    SELECT a.id, a."agreementNumber", a."deliveryAddress", a."deliveryPostalCode", a."deliveryCity",
           a."addressId", a.category, a."distributionNetwork", a."mainCentral", a."mainAgreementId", a.ended,
           m.number AS "mainAgreementNumber", m.name AS "mainAgreementName", m."operatorId",
           mc.name AS "mainAgreementCentral"
    FROM k
    JOIN agreements a ON a."customerId" = k.id
    LEFT JOIN main_agreements m ON m.id = a."mainAgreementId"
    LEFT JOIN main_centrals mc ON mc.id = m."mainCentralId"
  ), rw AS (${AGREEMENT_ROWS_SQL}
  )
  SELECT json_build_object(
    'id', k.id, 'customerNumber', k."customerNumber", 'name', k.name, 'firstName', k."firstName",
    'lastName', k."lastName", 'email', k.email, 'mobilePhone', k."mobilePhone", 'phone', k.phone,
    'personalId', k."personalId", 'customerType', k."customerType", 'nixCode', k."nixCode",
    'deliveryAddress', k."deliveryAddress", 'deliveryPostalCode', k."deliveryPostalCode",
    'deliveryCity', k."deliveryCity", 'invoiceName', k."invoiceName", 'invoiceAddress', k."invoiceAddress",
    'invoiceCoAddress', k."invoiceCoAddress", 'invoicePostalCode', k."invoicePostalCode",
    'invoiceCity', k."invoiceCity", 'invoiceDeliveryType', k."invoiceDeliveryType",
    'paymentType', k."paymentType", 'protectedIdentity', k."protectedIdentity", 'hasTrustee', k."hasTrustee",
    'creditCheckDone', k."creditCheckDone", 'temporarilySuspended', k."temporarilySuspended",
    'otherInformation', k."otherInformation", 'mergedIntoCustomerNumber', k."mergedIntoCustomerNumber",
    'hasOverdueUnpaidInvoice', EXISTS (
      SELECT 1 FROM invoices i WHERE i."customerId" = k.id AND i."remainingAmount" > 0 AND i."dueDate" < $2::date
    ),
    'accessEnds', COALESCE((
      SELECT json_agg(json_build_object(
               'agreementNumber', ag."agreementNumber", 'deliveryAddress', ag."deliveryAddress",
               'deliveryCity', ag."deliveryCity", 'mainAgreementNumber', ag."mainAgreementNumber",
               'endDate', x."validTo", 'source', x.source
             ) ORDER BY ag."agreementNumber")
      FROM ag
      CROSS JOIN LATERAL (
        SELECT s."validTo", s.source FROM accesses s
        WHERE s."addressId" = ag."addressId" AND s."mainAgreementId" = ag."mainAgreementId"
          AND s."validTo" IS NOT NULL
        ORDER BY s."validTo", s.id
        LIMIT 1
      ) x
      WHERE NOT ag.ended AND ag."mainAgreementNumber" IS NOT NULL), '[]'::json),
    'temporaryAddress', (
      SELECT json_build_object(
               'id', t.id, 'name', t.name, 'address', t.address, 'co', t.co, 'zipCode', t."zipCode",
               'city', t.city, 'phoneNumber', t."phoneNumber", 'validThrough', t."validThrough")
      FROM temporary_addresses t
      WHERE t."customerId" = k.id
      ORDER BY t."createdAt" DESC, t.id DESC
      LIMIT 1),
    'operatorAlerts', COALESCE((
      SELECT json_agg(json_build_object('id', o.id, 'groupName', o."groupName", 'text', o.text)
                      ORDER BY o."createdAt" DESC, o.id DESC)
      FROM operator_alerts o
      WHERE o."customerId" = k.id), '[]'::json),
    'memos', COALESCE(${AGREEMENT_MEMOS_SQL}, '[]'::json),
    'handOvers', ${CUSTOMER_HAND_OVERS_SQL}
  )::text AS view, COALESCE((
    SELECT '[' || string_agg(row_to_json(v)::text, ',' ORDER BY ag."agreementNumber") || ']'
    FROM ag
    LEFT JOIN rw ON rw."agreementId" = ag.id
    CROSS JOIN LATERAL (
      SELECT ag.id, ag."agreementNumber", ag."deliveryAddress", ag."deliveryPostalCode", ag."deliveryCity",
             ag."addressId", ag.category, ag."distributionNetwork", ag."mainCentral", ag."mainAgreementNumber",
             ag."mainAgreementName", ag.ended, COALESCE(rw.rows, '[]')::json AS rows
    ) v), '[]') AS agreements
  FROM k`;

const CUSTOMER_VIEW: BytesRowStatement = {
  name: 'sappis_customer_view',
  text: CUSTOMER_VIEW_SQL,
  parameterTypes: ['integer', 'date'],
  columns: 2,
};

/**
 * The customer view's record of customer `customerNumber` on `today` ('YYYY-MM-DD'); null for an unknown number.
 * On `sqlPool` (the API's) its agreements are read as bytes (sql-bytes-row.ts), else through Prisma.
 */
export async function loadCustomerRecord(
  db: { prisma: PrismaClient; sqlPool?: pg.Pool | undefined },
  customerNumber: number,
  today: string,
): Promise<CustomerRecord | null> {
  let view: string;
  let agreementsText: Buffer;
  if (db.sqlPool) {
    const row = await bytesRowOf(db.sqlPool, CUSTOMER_VIEW, [customerNumber, today]);
    if (!row) return null;
    view = String(row[0]);
    agreementsText = row[1] as Buffer;
  } else {
    const [row] = await prismaRunner(db.prisma).rows<{ view: string; agreements: string }>(
      CUSTOMER_VIEW_SQL,
      [customerNumber, today],
    );
    if (!row) return null;
    view = row.view;
    agreementsText = Buffer.from(row.agreements);
  }
  return { ...(JSON.parse(view) as Omit<CustomerRecord, 'agreementsText'>), agreementsText };
}
