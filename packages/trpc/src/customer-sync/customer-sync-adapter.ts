import type { PrismaClient } from '@sappis/db';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { AppError } from '../errors.ts';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Kunden finns inte';

/** What the customer system answers to a sync: when the customer was synced. */
export interface CustomerSyncReceipt {
  syncedAt: Date;
}

/**
 * The customer system and the accounting system (document 3 section 7: GET {customer}/{kundnummer}/syncprotected
 * and .../syncToVismaprotected; 200 is success). Swap the default for clients of the real systems.
 */
export interface CustomerSync {
  /** Syncs the customer between the customer system and its sources. */
  syncCustomer(customerNumber: number): Promise<CustomerSyncReceipt>;
  /** Syncs the customer to the accounting system. */
  syncToAccounting(customerNumber: number): Promise<CustomerSyncReceipt>;
}

/**
 * The default, backed by our own tables: our customer table is the customer system here, so a sync has nothing
 * to fetch; it answers for a customer that exists (NOT_FOUND otherwise), as the real systems do.
 */
export function tableCustomerSync(prisma: PrismaClient): CustomerSync {
  const sync = async (customerNumber: number): Promise<CustomerSyncReceipt> => {
    const customer = await prisma.customer.findUnique({ where: { customerNumber }, select: { id: true } });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    return { syncedAt: new Date() };
  };
  return { syncCustomer: sync, syncToAccounting: sync };
}

/** Its line in the ADAPTERS registry (a plain object: adapters.ts imports this file). */
export const customerSyncAdapter: AdapterDefinition<CustomerSync> = {
  system: 'Kundsystemet',
  timeoutMs: 30_000,
  createDefault: tableCustomerSync,
};
