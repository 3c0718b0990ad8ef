import type { PrismaClient } from '@sappis/db';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';

/**
 * The billing system (Visma, 'syncToVismaprotected', document 3 section 7): an agreement's rows sent there from
 * the hardware panel's equipment tab.
 */
export interface BillingSync {
  syncAgreement(input: {
    customerNumber: number;
    agreementNumber: number;
    requestedBy: number;
  }): Promise<{ syncedAt: Date; rowCount: number }>;
}

/** The default: records the sync (the agreement's row count at that moment) in `billing_syncs`. */
export function createTableBillingSync(prisma: PrismaClient): BillingSync {
  return {
    async syncAgreement({ customerNumber, agreementNumber, requestedBy }) {
      const rowCount = await prisma.agreementRow.count({ where: { agreement: { agreementNumber } } });
      const sync = await prisma.billingSync.create({
        data: { customerNumber, agreementNumber, rowCount, requestedBy },
      });
      return { syncedAt: sync.syncedAt, rowCount };
    },
  };
}

export const billingSyncAdapter: AdapterDefinition<BillingSync> = {
  system: 'Affärssystemet',
  timeoutMs: 15_000,
  createDefault: createTableBillingSync,
};
