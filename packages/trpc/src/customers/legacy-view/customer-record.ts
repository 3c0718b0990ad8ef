import type { PrismaClient } from '@sappis/db';
import { agreementMemosJson, type MemoRecord } from './customer-memos-view.ts';
import { agreementRowsJson, type RowTuple } from './customer-rows.ts';
import type { CustomerOutput } from '../customer-schemas.ts';

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

/** An agreement with its main agreement and, when it has one, its access's end date (document 1 section 8). */
export interface AgreementRecord extends Omit<Output['agreements'][number], 'rows'> {
  /** The agreement's rows as `agreementRowsJson` returns them. */
  rows: RowTuple[] | null;
  /** The earliest end date of an access of the agreement's address on its main agreement; active agreements only. */
  accessEndDate: string | null;
  /** That access's source system ('visma' is the billing system). */
  accessSource: string | null;
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
  agreements: AgreementRecord[];
  temporaryAddress: TemporaryAddressRecord | null;
  operatorAlerts: OperatorAlertRecord[];
  memos: MemoRecord[];
}

type RawCustomerRecord = CustomerColumns & {
  mergedIntoCustomerNumber: number | null;
  agreements: string | null;
  temporaryAddress: string | null;
  operatorAlerts: string | null;
  memos: string | null;
};

/**
 * Everything the customer view shows, in one query (one round trip, one plan): the customer's columns, its
 * agreements (agreement number order) with main agreement, access end date and rows, its latest temporary
 * address, its operator alerts (newest first), whether an unpaid invoice is past its due date on `today`
 * ('YYYY-MM-DD'), and the memos that concern its agreements (`agreementMemosJson`). Lists and nested records
 * come back as JSON text (one JSON.parse instead of Prisma's per-column result mapping), dates as 'YYYY-MM-DD'.
 * The agreements CTE `ag` finds the customer by a subquery and reads names by subqueries rather than joins:
 * every join with the heavily indexed customers and agreements tables costs the planner more than the
 * execution. Null for an unknown number.
 */
export async function loadCustomerRecord(
  prisma: PrismaClient,
  customerNumber: number,
  today: string,
): Promise<CustomerRecord | null> {
  const [raw] = await prisma.$queryRaw<RawCustomerRecord[]>`
    WITH ag AS (
      SELECT a.id, a."agreementNumber", a."deliveryAddress", a."deliveryPostalCode", a."deliveryCity",
             a."addressId", a.category, a."distributionNetwork", a."mainCentral", a."mainAgreementId", a.ended,
             m.number AS "mainAgreementNumber", m.name AS "mainAgreementName", m."operatorId",
             (SELECT mc.name FROM main_centrals mc WHERE mc.id = m."mainCentralId") AS "mainAgreementCentral"
      FROM agreements a
      LEFT JOIN main_agreements m ON m.id = a."mainAgreementId"
      WHERE a."customerId" = (SELECT c.id FROM customers c WHERE c."customerNumber" = ${customerNumber})
    )
    SELECT k.id, k."customerNumber", k.name, k."firstName", k."lastName", k.email, k."mobilePhone", k.phone,
           k."personalId", k."customerType"::text AS "customerType", k."nixCode"::text AS "nixCode",
           k."deliveryAddress", k."deliveryPostalCode", k."deliveryCity", k."invoiceName", k."invoiceAddress",
           k."invoiceCoAddress", k."invoicePostalCode", k."invoiceCity",
           k."invoiceDeliveryType"::text AS "invoiceDeliveryType", k."paymentType"::text AS "paymentType",
           k."protectedIdentity", k."hasTrustee", k."creditCheckDone", k."temporarilySuspended",
           k."otherInformation", k."mergedIntoCustomerNumber",
           EXISTS (
             SELECT 1 FROM invoices i
             WHERE i."customerId" = k.id AND i."remainingAmount" > 0 AND i."dueDate" < ${today}::date
           ) AS "hasOverdueUnpaidInvoice",
           (SELECT json_agg(json_build_object(
                     'id', ag.id, 'agreementNumber', ag."agreementNumber", 'deliveryAddress', ag."deliveryAddress",
                     'deliveryPostalCode', ag."deliveryPostalCode", 'deliveryCity', ag."deliveryCity",
                     'addressId', ag."addressId", 'category', ag.category,
                     'distributionNetwork', ag."distributionNetwork", 'mainCentral', ag."mainCentral",
                     'mainAgreementNumber', ag."mainAgreementNumber", 'mainAgreementName', ag."mainAgreementName",
                     'ended', ag.ended, 'accessEndDate', to_char(x."validTo", 'YYYY-MM-DD'),
                     'accessSource', x.source, 'rows', ${agreementRowsJson}
                   ) ORDER BY ag."agreementNumber")::text
            FROM ag
            LEFT JOIN LATERAL (
              SELECT s."validTo", s.source FROM accesses s
              WHERE s."addressId" = ag."addressId" AND s."mainAgreementId" = ag."mainAgreementId"
                AND s."validTo" IS NOT NULL
              ORDER BY s."validTo", s.id
              LIMIT 1
            ) x ON NOT ag.ended) AS agreements,
           (SELECT json_build_object(
                     'id', t.id, 'name', t.name, 'address', t.address, 'co', t.co, 'zipCode', t."zipCode",
                     'city', t.city, 'phoneNumber', t."phoneNumber",
                     'validThrough', to_char(t."validThrough", 'YYYY-MM-DD'))::text
            FROM temporary_addresses t
            WHERE t."customerId" = k.id
            ORDER BY t."createdAt" DESC, t.id DESC
            LIMIT 1) AS "temporaryAddress",
           (SELECT json_agg(json_build_object('id', o.id, 'groupName', o."groupName", 'text', o.text)
                            ORDER BY o."createdAt" DESC, o.id DESC)::text
            FROM operator_alerts o
            WHERE o."customerId" = k.id) AS "operatorAlerts",
           ${agreementMemosJson}::text AS memos
    FROM customers k
    WHERE k."customerNumber" = ${customerNumber}`;
  if (!raw) return null;
  return {
    ...raw,
    agreements: parseList<AgreementRecord>(raw.agreements),
    temporaryAddress: raw.temporaryAddress === null ? null : JSON.parse(raw.temporaryAddress),
    operatorAlerts: parseList<OperatorAlertRecord>(raw.operatorAlerts),
    memos: parseList<MemoRecord>(raw.memos),
  };
}

/** A json_agg as text: null when it aggregated nothing. */
const parseList = <T>(json: string | null): T[] => (json === null ? [] : (JSON.parse(json) as T[]));
