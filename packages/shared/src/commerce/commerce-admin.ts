import { z } from 'zod';
import { addDays, isoWeekNumber, weekStart } from '../dates.ts';
import { boundedInt, pageNumber, plainText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/**
 * /sappis/commerce and /sappis/sync (issue 14): the back office of commerce, the ordering of broadband. Carts
 * (the web shop's and Sappis' own), the orders placed from them with their lines and e-mails, statistics of
 * orders per day or week and of conversion, and the sync of our product and campaign catalogue to commerce.
 */

/** A cart that was not ordered and not touched for this long counts as abandoned. */
export const COMMERCE_ABANDONED_AFTER_HOURS = 24;
export const COMMERCE_PAGE_SIZE = 25;
export const COMMERCE_STATISTICS_MAX_DAYS = 182;

export const COMMERCE_TEXTS = {
  syncUnavailable:
    'Det gick inte att synka mot Commerce. Inget har ändrats. Kontakta IT om problemet kvarstår.',
  syncDone: 'Synkningen mot Commerce är klar.',
  orderNotFound: 'Ordern finns inte.',
  productNotFound: 'Det finns ingen produkt med det produktnumret.',
  campaignNotFound: 'Det finns ingen kampanj med den koden.',
  invalidPeriod: 'Ange en period på 1–182 dagar.',
  invalidDay: 'Ange ett datum som ÅÅÅÅ-MM-DD.',
  noOrders: 'Inga ordrar matchar filtret.',
  noCarts: 'Inga kundvagnar matchar filtret.',
  noEmails: 'Inga e-postmeddelanden har skickats för ordern.',
  noSyncRuns: 'Ingen synkning har körts än.',
  noStatistics: 'Inga kundvagnar eller ordrar under perioden.',
  emailNotFound: 'E-postmeddelandet finns inte.',
  hubspotUnavailable: 'Det gick inte att hämta status från HubSpot. Försök igen senare.',
  hubspotUpdated: 'HubSpot-statusen är uppdaterad.',
} as const;

export const COMMERCE_CHANNELS = ['WEBSHOP', 'SAPPIS'] as const;
export type CommerceChannelKey = (typeof COMMERCE_CHANNELS)[number];
export const COMMERCE_CHANNEL_LABELS: Record<CommerceChannelKey, string> = {
  WEBSHOP: 'Webbshop',
  SAPPIS: 'Sappis',
};

export const COMMERCE_ORDER_STATUSES = ['PLACED', 'FAILED'] as const;
export type CommerceOrderStatusKey = (typeof COMMERCE_ORDER_STATUSES)[number];
export const COMMERCE_ORDER_STATUS_LABELS: Record<CommerceOrderStatusKey, string> = {
  PLACED: 'Lagd',
  FAILED: 'Misslyckad',
};

export const COMMERCE_CART_STATUSES = ['OPEN', 'ABANDONED', 'ORDERED'] as const;
export type CommerceCartStatusKey = (typeof COMMERCE_CART_STATUSES)[number];
export const COMMERCE_CART_STATUS_LABELS: Record<CommerceCartStatusKey, string> = {
  OPEN: 'Pågående',
  ABANDONED: 'Övergiven',
  ORDERED: 'Beställd',
};

export const COMMERCE_EMAIL_STATUSES = ['PENDING', 'SENT', 'NOT_SENT', 'BOUNCED'] as const;
export type CommerceEmailStatusKey = (typeof COMMERCE_EMAIL_STATUSES)[number];
export const COMMERCE_EMAIL_STATUS_LABELS: Record<CommerceEmailStatusKey, string> = {
  PENDING: 'I kö',
  SENT: 'Skickat',
  NOT_SENT: 'Ej skickat',
  BOUNCED: 'Studsade',
};

/**
 * A cart's status: ordered when an order was placed from it (a failed attempt does not count), otherwise
 * abandoned once it has not been touched for COMMERCE_ABANDONED_AFTER_HOURS, otherwise still open.
 */
export function cartStatus(cart: { ordered: boolean; updatedAt: Date }, now: Date): CommerceCartStatusKey {
  if (cart.ordered) return 'ORDERED';
  const idleMs = now.getTime() - cart.updatedAt.getTime();
  return idleMs >= COMMERCE_ABANDONED_AFTER_HOURS * 3_600_000 ? 'ABANDONED' : 'OPEN';
}

/** The moment before which an unordered cart is abandoned. */
export function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - COMMERCE_ABANDONED_AFTER_HOURS * 3_600_000);
}

const optionalDay = plainText(10, COMMERCE_TEXTS.invalidDay).refine(
  (value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value),
  COMMERCE_TEXTS.invalidDay,
);

export const commerceOrderFilterSchema = z.object({
  status: z.enum(COMMERCE_ORDER_STATUSES).nullable().default(null),
  channel: z.enum(COMMERCE_CHANNELS).nullable().default(null),
  /** A customer or agreement number, or a product number on one of the lines. */
  query: plainText(40)
    .transform((value) => value.trim())
    .default(''),
  from: optionalDay.default(''),
  to: optionalDay.default(''),
  page: pageNumber,
});
export type CommerceOrderFilter = z.input<typeof commerceOrderFilterSchema>;

export const commerceCartFilterSchema = z.object({
  status: z.enum(COMMERCE_CART_STATUSES).nullable().default(null),
  channel: z.enum(COMMERCE_CHANNELS).nullable().default(null),
  page: pageNumber,
});

export const COMMERCE_GRANULARITIES = ['day', 'week'] as const;
export type CommerceGranularity = (typeof COMMERCE_GRANULARITIES)[number];

export const commerceStatisticsInputSchema = z.object({
  granularity: z.enum(COMMERCE_GRANULARITIES).default('day'),
  days: boundedInt(1, COMMERCE_STATISTICS_MAX_DAYS, COMMERCE_TEXTS.invalidPeriod).default(30),
});

export const commerceSyncInputSchema = z.object({ requestId: requestIdSchema });

export interface CommerceStatisticsBucket {
  /** The first day of the bucket ('YYYY-MM-DD'): the day, or the Monday of the week. */
  start: string;
  /** 'v. 47' for a week, '24/11' for a day. */
  label: string;
  carts: number;
  orders: number;
  failed: number;
}

export interface CommerceStatistics {
  granularity: CommerceGranularity;
  buckets: CommerceStatisticsBucket[];
  totals: { carts: number; orders: number; failed: number };
  /** Placed orders per cart of the period, 0-1 (0 when there were no carts). */
  conversion: number;
}

/**
 * Orders per day or week and conversion over the days `from` to `to` (both included): every bucket of the period
 * is present, also empty ones; days outside the period are ignored. Carts count the day they were created,
 * orders the day they were placed (placed and failed apart); conversion is placed orders per cart.
 */
export function commerceStatistics(args: {
  from: string;
  to: string;
  granularity: CommerceGranularity;
  cartDays: readonly string[];
  orders: readonly { day: string; status: CommerceOrderStatusKey }[];
}): CommerceStatistics {
  const bucketOf = (day: string) => (args.granularity === 'week' ? weekStart(day) : day);
  const buckets = new Map<string, CommerceStatisticsBucket>();
  for (let day = args.from; day <= args.to; day = addDays(day, 1)) {
    const start = bucketOf(day);
    if (!buckets.has(start)) {
      const label =
        args.granularity === 'week'
          ? `v. ${isoWeekNumber(start)}`
          : `${Number(start.slice(8, 10))}/${Number(start.slice(5, 7))}`;
      buckets.set(start, { start, label, carts: 0, orders: 0, failed: 0 });
    }
  }
  const inPeriod = (day: string) => day >= args.from && day <= args.to;
  for (const day of args.cartDays) {
    if (inPeriod(day)) (buckets.get(bucketOf(day)) as CommerceStatisticsBucket).carts += 1;
  }
  for (const order of args.orders) {
    if (!inPeriod(order.day)) continue;
    const bucket = buckets.get(bucketOf(order.day)) as CommerceStatisticsBucket;
    if (order.status === 'PLACED') bucket.orders += 1;
    else bucket.failed += 1;
  }
  const list = [...buckets.values()];
  const totals = list.reduce(
    (sum, bucket) => ({
      carts: sum.carts + bucket.carts,
      orders: sum.orders + bucket.orders,
      failed: sum.failed + bucket.failed,
    }),
    { carts: 0, orders: 0, failed: 0 },
  );
  return {
    granularity: args.granularity,
    buckets: list,
    totals,
    conversion: totals.carts === 0 ? 0 : Math.min(1, totals.orders / totals.carts),
  };
}

/** Conversion as Swedish percent with one decimal, e.g. '42,5 %'. */
export function formatConversion(conversion: number): string {
  return `${(Math.round(conversion * 1000) / 10).toFixed(1).replace('.', ',')} %`;
}

/** What a sync run found: our catalogue against what commerce had, by key (product number, campaign code). */
export function catalogueDifference(
  ours: readonly string[],
  theirs: readonly string[],
): { added: number; removed: number } {
  const ourSet = new Set(ours);
  const theirSet = new Set(theirs);
  return {
    added: [...ourSet].filter((key) => !theirSet.has(key)).length,
    removed: [...theirSet].filter((key) => !ourSet.has(key)).length,
  };
}
