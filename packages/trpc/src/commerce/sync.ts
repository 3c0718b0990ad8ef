import type { PrismaClient } from '@sappis/db';
import { COMMERCE_TEXTS, catalogueDifference } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { toIsoDateTime } from '../serialize.ts';
import { type CommerceCatalogueAdapter, loadCommerceCatalogue } from './commerce-catalogue.ts';

export const SYNC_RUNS_SHOWN = 50;

export type SyncRunSummary = {
  id: number;
  startedAt: string;
  startedBy: string | null;
  products: number;
  prices: number;
  campaigns: number;
  added: number;
  removed: number;
};

/**
 * 'Synka commerce' (/sappis/sync): once per request id, in one transaction, sends our catalogue (products with
 * today's price, running campaigns) to commerce and records the run with its counts and what was added or
 * removed since the previous run, audited 'commerce.synced'. A failing commerce writes nothing and says so.
 */
export function syncCommerce(
  prisma: PrismaClient,
  commerce: CommerceCatalogueAdapter,
  args: { requestId: string; userId: number; procedure: string; today: string },
): Promise<SyncRunSummary> {
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.userId, procedure: args.procedure },
    async (tx) => {
      const catalogue = await loadCommerceCatalogue(tx, args.today);
      try {
        await commerce.publish(catalogue, { idempotencyKey: args.requestId });
      } catch (error) {
        adapterFailure(error, () => COMMERCE_TEXTS.syncUnavailable);
      }
      const previous = await tx.commerceSyncRun.findFirst({ orderBy: { id: 'desc' } });
      const productNumbers = catalogue.products.map((product) => product.productNumber);
      const campaignCodes = catalogue.campaigns.map((campaign) => campaign.code);
      const products = catalogueDifference(productNumbers, previous?.productNumbers ?? []);
      const campaigns = catalogueDifference(campaignCodes, previous?.campaignCodes ?? []);
      const run = await tx.commerceSyncRun.create({
        data: {
          requestId: args.requestId,
          startedById: args.userId,
          products: productNumbers.length,
          prices: catalogue.products.filter((product) => product.price !== null).length,
          campaigns: campaignCodes.length,
          added: products.added + campaigns.added,
          removed: products.removed + campaigns.removed,
          productNumbers,
          campaignCodes,
        },
      });
      await tx.auditEntry.create({
        data: {
          userId: args.userId,
          action: 'commerce.synced',
          entityType: 'CommerceSyncRun',
          entityId: String(run.id),
          details: {
            requestId: args.requestId,
            products: run.products,
            prices: run.prices,
            campaigns: run.campaigns,
            added: run.added,
            removed: run.removed,
          },
        },
      });
      const user = await tx.user.findUnique({
        where: { id: args.userId },
        select: { firstName: true, lastName: true },
      });
      return {
        id: run.id,
        startedAt: toIsoDateTime(run.startedAt),
        startedBy: user ? `${user.firstName} ${user.lastName}` : null,
        products: run.products,
        prices: run.prices,
        campaigns: run.campaigns,
        added: run.added,
        removed: run.removed,
      };
    },
  );
}

/** The latest sync runs, newest first, with who started them. */
export async function listSyncRuns(prisma: PrismaClient): Promise<SyncRunSummary[]> {
  const runs = await prisma.commerceSyncRun.findMany({ orderBy: { id: 'desc' }, take: SYNC_RUNS_SHOWN });
  const ids = [...new Set(runs.flatMap((run) => (run.startedById === null ? [] : [run.startedById])))];
  const users = await prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return runs.map((run) => ({
    id: run.id,
    startedAt: toIsoDateTime(run.startedAt),
    startedBy: run.startedById === null ? null : (names.get(run.startedById) ?? null),
    products: run.products,
    prices: run.prices,
    campaigns: run.campaigns,
    added: run.added,
    removed: run.removed,
  }));
}
