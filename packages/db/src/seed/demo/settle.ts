import type { Prisma } from '@prisma/client';
import type { DemoContext, DemoData } from './context.ts';
import type { CustomerHandle } from './customers.ts';
import { addTvDiagnostics } from './extras.ts';

/**
 * After every customer, agreement and case is built: what a customer's record says about the rest (its play
 * account, its TV devices, since when it is a customer) made to agree with it. Whatever is added here comes
 * from a generator of its own per customer, so the rest of the demo data does not move.
 */
export function settleCustomers(ctx: DemoContext, customers: readonly CustomerHandle[]): void {
  settleTvAccounts(ctx, customers);
  settleCustomerSince(ctx.data);
}

const PLAY_PRODUCT = 'PLAY';

function activeOn(row: Prisma.AgreementRowCreateManyInput, today: Date): boolean {
  const start = row.startDate as Date | null | undefined;
  const end = row.endDate as Date | null | undefined;
  return (!start || start <= today) && (!end || end >= today);
}

/**
 * Only a customer with a running play service (it comes with a TV package) keeps a play account, and every
 * customer with program cards on an active agreement has its cards and boxes in the middleware.
 */
function settleTvAccounts(ctx: DemoContext, customers: readonly CustomerHandle[]): void {
  const { data, today } = ctx;
  const activeAgreements = new Set(data.agreements.filter((agreement) => !agreement.ended).map((a) => a.id));
  const activeRows = data.agreementRows.filter(
    (row) => activeAgreements.has(row.agreementId) && activeOn(row, today),
  );
  const withCards = new Set(data.tvCards.map((card) => card.customerId));
  for (const customer of customers) {
    const agreementIds = new Set(customer.agreements.map((agreement) => agreement.id));
    const rows = activeRows.filter((row) => agreementIds.has(row.agreementId));
    if (!rows.some((row) => row.productNumber === PLAY_PRODUCT)) {
      customer.row.playExternalId = null;
      customer.row.playLinkedEmail = null;
    }
    if (!withCards.has(customer.id)) {
      addTvDiagnostics({ ...ctx, rng: ctx.rng.fork(`tv:${customer.customerNumber}`) }, customer);
    }
  }
}

type Dated = Date | string;

/** Nothing happens to a customer before it became one: its creation moves back to its earliest record. */
function settleCustomerSince(data: DemoData): void {
  const earliest = new Map<number, number>();
  const record = (customerId: number | null | undefined, date: Dated | null | undefined) => {
    if (customerId === null || customerId === undefined || date === null || date === undefined) return;
    const time = new Date(date).getTime();
    earliest.set(customerId, Math.min(time, earliest.get(customerId) ?? time));
  };
  for (const row of data.agreements) record(row.customerId, row.createdAt);
  for (const row of data.invoices) record(row.customerId, row.invoiceDate);
  for (const row of data.customerEmails) record(row.customerId, row.sentAt);
  for (const row of data.customerTextMessages) record(row.customerId, row.sentAt);
  for (const row of data.creditChecks) record(row.customerId, row.checkedAt);
  for (const row of data.operatorAlerts) record(row.customerId, row.createdAt);
  for (const row of data.documents) record(row.customerId, row.createdAt);
  for (const row of data.parcels) record(row.customerId, row.createdAt);
  for (const row of data.signalHistory) record(row.customerId, row.signalDate);
  for (const row of data.temporaryAddresses) record(row.customerId, row.createdAt);
  const idOf = new Map(data.customers.map((customer) => [customer.customerNumber, customer.id]));
  const createdAtOf = new Map(
    [...data.cases, ...data.childCases].map((item) => [item.id, item.createdAt] as const),
  );
  for (const relation of data.caseRelations) {
    const customerId = relation.customerNumber ? idOf.get(relation.customerNumber) : undefined;
    record(customerId, createdAtOf.get(relation.caseId));
  }
  for (const customer of data.customers) {
    const first = customer.id === undefined ? undefined : earliest.get(customer.id);
    const since = customer.createdAt === undefined ? undefined : new Date(customer.createdAt).getTime();
    if (first !== undefined && since !== undefined && first < since) customer.createdAt = new Date(first);
  }
}
