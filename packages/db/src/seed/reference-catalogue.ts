import type { Prisma, PrismaClient } from '@prisma/client';
import { DEFAULT_PRODUCT_NAME } from '@sappis/shared';
import { BulkInserter } from './bulk-insert.ts';
import { CASE_OWNER_GROUPS, CASE_TYPES, TAGS, TERMINATION_REASONS } from './reference/case-catalog.ts';
import { MAIN_CENTRALS, OPERATORS } from './reference/network.ts';
import { DOCUMENT_TEMPLATES, groupRows } from './reference/operations.ts';
import {
  CHANNELS,
  PRODUCTS,
  packageChannelRows,
  productPriceRows,
  productRows,
} from './reference/products.ts';
import { lockSeeding } from './seed-lock.ts';
import { type SeedTiming, Stopwatch } from './timings.ts';

/**
 * The reference catalogue: the fixed lists of the specification that the product needs on every database,
 * demo or production. The groups of document 1 section 6, case types, case owner groups, termination
 * reasons and tags; products with their prices, channels and packages; operators and main centrals;
 * document templates.
 */

export interface ReferenceCatalogueOptions {
  /** The brand name (setting PRODUCT_NAME): it names the groups '{product}_IT' and '{product}_TEKNIK'. */
  productName?: string;
  /** The moment of the start; the rows are dated then. Defaults to now. */
  now?: Date;
}

export interface ReferenceCatalogueResult {
  /** Rows added; 0 when the database had the whole catalogue. */
  inserted: number;
  timings: SeedTiming[];
  totalMs: number;
}

/**
 * Adds what the database lacks of the reference catalogue, in one transaction under the seed lock. Rows
 * present by their natural key (a name, a product number, a specification id) are left as they are, also
 * when an administrator changed them, so it is safe to call at every start and from several processes.
 */
export async function ensureReferenceCatalogue(
  prisma: PrismaClient,
  options: ReferenceCatalogueOptions = {},
): Promise<ReferenceCatalogueResult> {
  const watch = new Stopwatch();
  const inserted = await prisma.$transaction(
    async (tx) => {
      await lockSeeding(tx);
      return insertReferenceCatalogue(tx, watch, {
        productName: options.productName ?? DEFAULT_PRODUCT_NAME,
        now: options.now ?? new Date(),
      });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  return { inserted, timings: watch.timings, totalMs: watch.totalMs() };
}

/** The catalogue rows missing in the database, inserted inside the caller's transaction (which holds the seed lock). */
export async function insertReferenceCatalogue(
  tx: Prisma.TransactionClient,
  watch: Stopwatch,
  { productName, now }: { productName: string; now: Date },
): Promise<number> {
  const bulk = new BulkInserter(tx, now);
  const step = (name: string, tables: Array<() => Promise<number>>) =>
    watch.time(
      name,
      async () => {
        let rows = 0;
        for (const insert of tables) rows += await insert();
        return rows;
      },
      (rows) => rows,
    );
  const catalogue = await step('groups and case catalogue', [
    () => bulk.insertMissing('groups', groupRows(productName), ['name']),
    () => bulk.insertMissing('case_types', CASE_TYPES, ['id']),
    () => bulk.insertMissing('case_owner_groups', CASE_OWNER_GROUPS, ['id']),
    () => bulk.insertMissing('termination_reasons', TERMINATION_REASONS, ['id']),
    () =>
      bulk.insertMissing(
        'tags',
        TAGS.map((tag) => ({ ...tag, createdAt: now })),
        ['name'],
      ),
  ]);
  const products = await step('products and channels', [
    () => bulk.insertMissing('products', productRows(), ['productNumber']),
    () => bulk.insertMissing('channels', CHANNELS, ['productNumber']),
  ]);
  // Prices and packages point at the stored rows of their product and channel numbers.
  const productId = storedIds(
    PRODUCTS,
    await tx.product.findMany({ select: { id: true, productNumber: true } }),
  );
  const channelId = storedIds(
    CHANNELS,
    await tx.channel.findMany({ select: { id: true, productNumber: true } }),
  );
  const prices = await step('prices and packages', [
    () =>
      bulk.insertMissing(
        'product_prices',
        productPriceRows().map((row) => ({ ...row, productId: productId(row.productId) })),
        ['productId', 'priceGroup', 'validFrom'],
      ),
    () =>
      bulk.insertMissing(
        'package_channels',
        packageChannelRows().map((row) => ({
          productId: productId(row.productId),
          channelId: channelId(row.channelId),
        })),
        ['productId', 'channelId'],
      ),
  ]);
  const network = await step('network and templates', [
    () => bulk.insertMissing('operators', OPERATORS, ['name']),
    () => bulk.insertMissing('main_centrals', MAIN_CENTRALS, ['name']),
    () => bulk.insertMissing('document_templates', DOCUMENT_TEMPLATES, ['name']),
  ]);
  return catalogue + products + prices + network;
}

/** Maps a catalogue id to the id of the stored row with the same product number. */
function storedIds(
  catalogue: ReadonlyArray<{ id: number; productNumber: string }>,
  stored: ReadonlyArray<{ id: number; productNumber: string }>,
): (catalogueId: number) => number {
  const byNumber = new Map(stored.map((row) => [row.productNumber, row.id]));
  const byId = new Map(catalogue.map((row) => [row.id, byNumber.get(row.productNumber)]));
  return (catalogueId) => {
    const id = byId.get(catalogueId);
    if (id === undefined) throw new Error(`Reference row ${catalogueId} is missing after insertion`);
    return id;
  };
}
