import type { PrismaClient } from '@sappis/db';
import type { WriteCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { type AnswerCodec, rememberedWrite } from '../adapters/remembered-write.ts';

export interface BillingSyncAnswer {
  syncedAt: Date;
  rowCount: number;
}

/**
 * The billing system (Visma, 'syncToVismaprotected', document 3 section 7): an agreement's rows sent there from
 * the hardware panel's equipment tab.
 */
export interface BillingSync {
  syncAgreement(
    input: { customerNumber: number; agreementNumber: number; requestedBy: number },
    call: WriteCall,
  ): Promise<BillingSyncAnswer>;
}

const SYNC_ANSWER: AnswerCodec<BillingSyncAnswer> = {
  encode: ({ syncedAt, rowCount }) => ({ syncedAt: syncedAt.toISOString(), rowCount }),
  decode: (stored) => {
    const { syncedAt, rowCount } = stored as { syncedAt: string; rowCount: number };
    return { syncedAt: new Date(syncedAt), rowCount };
  },
};

/** The default: records the sync (the agreement's row count at that moment) in `billing_syncs`, once per key. */
export function createTableBillingSync(prisma: PrismaClient): BillingSync {
  return {
    syncAgreement: ({ customerNumber, agreementNumber, requestedBy }, call) =>
      rememberedWrite(prisma, 'billingSync.syncAgreement', call, SYNC_ANSWER, async (tx) => {
        const rowCount = await tx.agreementRow.count({ where: { agreement: { agreementNumber } } });
        const sync = await tx.billingSync.create({
          data: { customerNumber, agreementNumber, rowCount, requestedBy },
        });
        return { syncedAt: sync.syncedAt, rowCount };
      }),
  };
}

export const billingSyncAdapter: AdapterDefinition<BillingSync> = {
  system: 'Affärssystemet',
  timeoutMs: 15_000,
  createDefault: createTableBillingSync,
};
