import type { Prisma } from '@prisma/client';
import type { BulkInserter } from '../bulk-insert.ts';
import { earliest } from '../dates.ts';
import { createRandom } from '../random.ts';
import { PRODUCTS, product } from '../reference/products.ts';
import type { Stopwatch } from '../timings.ts';
import type { DemoData } from './context.ts';
import { DEMO_USERS } from './users.ts';

/**
 * /sappis/commerce and /sappis/sync: 60 days of carts from the web shop and from Sappis' ordering, most ordered,
 * some abandoned, a few failed (no access at the address, credit check), with their order e-mails; and earlier
 * runs of 'Synka commerce'.
 */
export interface CommerceDemoRows {
  commerce_carts: Prisma.CommerceCartCreateManyInput[];
  commerce_orders: Prisma.CommerceOrderCreateManyInput[];
  commerce_order_lines: Prisma.CommerceOrderLineCreateManyInput[];
  commerce_order_emails: Prisma.CommerceOrderEmailCreateManyInput[];
  commerce_sync_runs: Prisma.CommerceSyncRunCreateManyInput[];
}

const DAYS = 60;
const BROADBAND = ['BAS100', 'BAS250', 'BAS500', 'BASIP1000'].filter((number) =>
  PRODUCTS.some((item) => item.productNumber === number),
);
const CAMPAIGNS = ['BB1000-299', 'VALKOMMEN', null, null, null] as const;
const FAILURES = [
  'Adressen saknar aktiv access i utbudet.',
  'Kreditupplysningen godkändes inte.',
  'Commerce svarade inte (timeout mot Visma).',
  'Kunden har redan abonnemanget på avtalet.',
];
const HUBSPOT = ['delivered', 'opened', 'clicked', null] as const;

const price = (productNumber: string) => Number(product(productNumber).price);

export function commerceDemoRows(data: DemoData, now: Date): CommerceDemoRows {
  const rng = createRandom('demo:commerce');
  const rows: CommerceDemoRows = {
    commerce_carts: [],
    commerce_orders: [],
    commerce_order_lines: [],
    commerce_order_emails: [],
    commerce_sync_runs: [],
  };
  const customers = data.customers.slice(0, 400);
  const agreementOf = new Map(data.agreements.map((agreement) => [agreement.customerId, agreement]));
  const sellers = DEMO_USERS.slice(0, 4);
  let cartId = 0;
  let orderId = 0;
  let lineId = 0;
  let emailId = 0;
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    // Fewer carts at weekends; the campaign weeks a little more.
    const day = new Date(now.getTime() - daysAgo * 86_400_000);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const carts = rng.int(weekend ? 2 : 5, weekend ? 6 : 12);
    for (let index = 0; index < carts; index += 1) {
      const customer = rng.pick(customers);
      if (!customer) break;
      const agreement = customer.id === undefined ? undefined : agreementOf.get(customer.id);
      const createdAt = new Date(day.getTime() - rng.int(0, 10 * 3_600_000));
      if (createdAt > now) continue;
      const channel = rng.chance(0.75) ? 'WEBSHOP' : 'SAPPIS';
      const productNumbers = [rng.pick(BROADBAND)];
      const campaignCode = rng.pick(CAMPAIGNS);
      const seller = channel === 'SAPPIS' ? rng.pick(sellers) : undefined;
      cartId += 1;
      const idleMinutes = rng.int(5, 90);
      rows.commerce_carts.push({
        id: cartId,
        channel,
        customerNumber: customer.customerNumber,
        agreementNumber: agreement?.agreementNumber ?? null,
        addressId: agreement?.addressId ?? null,
        productNumbers,
        campaignCode,
        sellerNumber: seller?.employeeNumber ?? null,
        createdAt,
        updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + idleMinutes * 60_000)),
      });
      const outcome = rng.weighted([
        ['PLACED', 55],
        ['FAILED', 7],
        ['ABANDONED', 38],
      ] as const);
      if (outcome === 'ABANDONED') continue;
      orderId += 1;
      // A cart still open at the seed moment is placed by then.
      const placedAt = earliest(new Date(createdAt.getTime() + idleMinutes * 60_000), now);
      const monthly = productNumbers.reduce((sum, number) => sum + price(number), 0);
      const oneOff = price('STARTAVGIFT');
      rows.commerce_orders.push({
        id: orderId,
        cartId,
        channel,
        status: outcome,
        customerNumber: customer.customerNumber,
        agreementNumber: agreement?.agreementNumber ?? null,
        addressId: agreement?.addressId ?? null,
        campaignCode,
        monthlyTotal: monthly.toFixed(2),
        oneOffTotal: oneOff.toFixed(2),
        failureReason: outcome === 'FAILED' ? rng.pick(FAILURES) : null,
        placedById: seller?.id ?? null,
        placedAt,
      });
      for (const number of productNumbers) {
        lineId += 1;
        rows.commerce_order_lines.push({
          id: lineId,
          orderId,
          productNumber: number,
          name: product(number).name,
          price: price(number).toFixed(2),
          oneOff: false,
        });
      }
      lineId += 1;
      rows.commerce_order_lines.push({
        id: lineId,
        orderId,
        productNumber: 'STARTAVGIFT',
        name: product('STARTAVGIFT').name,
        price: oneOff.toFixed(2),
        oneOff: true,
      });
      const recipient = customer.email ?? null;
      const email = (kind: string, subject: string, minutes: number) => {
        emailId += 1;
        const sentAt = new Date(placedAt.getTime() + minutes * 60_000);
        const status =
          recipient === null
            ? 'NOT_SENT'
            : sentAt > now || daysAgo === 0
              ? rng.pick(['PENDING', 'SENT'] as const)
              : rng.weighted([
                  ['SENT', 92],
                  ['BOUNCED', 8],
                ] as const);
        rows.commerce_order_emails.push({
          id: emailId,
          orderId,
          kind,
          recipient,
          subject,
          status,
          hubspotStatus: status === 'SENT' ? rng.pick(HUBSPOT) : status === 'BOUNCED' ? 'bounced' : null,
          createdAt: new Date(Math.min(now.getTime(), sentAt.getTime())),
        });
      };
      if (outcome === 'PLACED') {
        email('Orderbekräftelse', 'Tack för din beställning', 1);
        if (daysAgo > 2) email('Välkomstbrev', 'Välkommen som bredbandskund', 2 * 24 * 60);
      } else {
        email('Order ej genomförd', 'Din beställning kunde inte slutföras', 2);
      }
    }
  }
  const allProducts = PRODUCTS.map((item) => item.productNumber);
  const itUser = DEMO_USERS.find((user) => user.username === 'it');
  for (const [index, daysAgo] of [21, 14, 7].entries()) {
    // The first run before the 1000-product came in; campaigns of the time.
    const products = index === 0 ? allProducts.filter((number) => number !== 'BASIP1000') : allProducts;
    rows.commerce_sync_runs.push({
      id: index + 1,
      requestId: `00000000-0000-4000-8000-00000000000${index + 1}`,
      startedById: itUser?.id ?? null,
      startedAt: new Date(now.getTime() - daysAgo * 86_400_000),
      products: products.length,
      prices: products.length,
      campaigns: 3,
      added: index === 0 ? products.length + 3 : index === 1 ? 1 : 0,
      removed: 0,
      productNumbers: products,
      campaignCodes: ['VALKOMMEN', 'BB1000-299', 'FLYTT-FRI'],
    });
  }
  return rows;
}

/** Inserts the commerce demo rows (carts before orders before their lines and e-mails). */
export async function insertCommerceDemo(
  bulk: BulkInserter,
  watch: Stopwatch,
  data: DemoData,
  now: Date,
): Promise<void> {
  const rows = commerceDemoRows(data, now);
  await watch.time(
    'commerce carts, orders and sync runs',
    async () => {
      let count = 0;
      for (const [table, tableRows] of Object.entries(rows)) count += await bulk.insert(table, tableRows);
      return count;
    },
    (count) => count,
  );
}
