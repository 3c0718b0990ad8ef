import type { PrismaClient } from '@sappis/db';
import { CUSTOMER_SYNC_TEXTS, type CustomerSyncTarget } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { CustomerSync } from './customer-sync-adapter.ts';

/**
 * 'Synka kund' / sync to the accounting system: calls the outside system first, then, in one transaction,
 * audits the sync and appends 'customer.changed' (a sync may bring the customer's data up to date, so open
 * views refetch). A failed call writes nothing and answers 'Någonting gick fel vid synkning av kund.'.
 */
export async function syncCustomer(
  prisma: PrismaClient,
  sync: CustomerSync,
  args: { customerNumber: number; target: CustomerSyncTarget; actorId: number },
): Promise<{ syncedAt: string }> {
  let receipt: Awaited<ReturnType<CustomerSync['syncCustomer']>>;
  try {
    receipt =
      args.target === 'accounting'
        ? await sync.syncToAccounting(args.customerNumber)
        : await sync.syncCustomer(args.customerNumber);
  } catch (error) {
    adapterFailure(error, () => CUSTOMER_SYNC_TEXTS.failed);
  }
  const action = args.target === 'accounting' ? 'customer.syncToAccounting' : 'customer.sync';
  await prisma.$transaction(async (tx) => {
    await tx.auditEntry.create({
      data: {
        userId: args.actorId,
        action,
        entityType: 'Customer',
        entityId: String(args.customerNumber),
        customer: { connect: { customerNumber: args.customerNumber } },
        details: { syncedAt: receipt.syncedAt.toISOString() },
      },
    });
    await appendCustomerChanged(tx, {
      customerNumber: args.customerNumber,
      actorId: args.actorId,
      change: action,
    });
  });
  return { syncedAt: receipt.syncedAt.toISOString() };
}
