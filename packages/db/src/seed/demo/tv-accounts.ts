import type { Prisma } from '@prisma/client';
import type { DemoContext } from './context.ts';
import type { CustomerHandle } from './customers.ts';
import { addTvDiagnostics } from './extras.ts';

/** The TV middleware's and the play service's view of the customers, made to agree with their agreements. */

const PLAY_PRODUCT = 'PLAY';

function activeOn(row: Prisma.AgreementRowCreateManyInput, today: Date): boolean {
  const start = row.startDate as Date | null | undefined;
  const end = row.endDate as Date | null | undefined;
  return (!start || start <= today) && (!end || end >= today);
}

/**
 * After every customer is built: only a customer with a running play service (it comes with a TV package)
 * keeps a play account, and every customer with program cards on an active agreement has its cards and
 * boxes in the middleware. Those still without diagnostics get them from a generator of their own, so the
 * rest of the demo data does not move.
 */
export function settleTvAccounts(ctx: DemoContext, customers: readonly CustomerHandle[]): void {
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
