import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, COMMERCE_TEXTS, isoDay, planCommerceOrder } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdapterError } from '../adapters/adapter-error.ts';
import type { Adapters } from '../adapters/adapters.ts';
import { createOperationDatabase, previewOperation } from '../agreements/testing/operation-database.ts';
import { createCustomerAtAddress } from '../orders/testing/customer-at-address.ts';
import { callerWithAdapters } from '../testing/adapter-caller.ts';
import { signInTestUser } from '../testing/signed-in.ts';

type Caller = Awaited<ReturnType<typeof signInTestUser>>['caller'];

let db: TestDatabase;
let it_: Caller;

const IT_GROUPS = ['SAPPIS', '{product}_IT'] as const;

beforeAll(async () => {
  db = await createOperationDatabase();
  it_ = (await signInTestUser(db.prisma, { groups: [...IT_GROUPS] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/** An IT user whose commerce is `overrides`, calls timing out after 50 ms. */
const itCallerWith = (overrides: Partial<Adapters>) =>
  callerWithAdapters(db.prisma, overrides, [...IT_GROUPS]);

let sequence = 0;
/** A web shop cart with an order (or none), `daysAgo` days back. */
async function webshopOrder(args: {
  status: 'PLACED' | 'FAILED' | null;
  daysAgo: number;
  customerNumber?: number;
  productNumber?: string;
  touchedHoursAgo?: number;
}) {
  sequence += 1;
  const at = new Date(Date.now() - args.daysAgo * 86_400_000);
  const touched = new Date(Date.now() - (args.touchedHoursAgo ?? args.daysAgo * 24) * 3_600_000);
  const productNumber = args.productNumber ?? 'BAS250';
  const cart = await db.prisma.commerceCart.create({
    data: {
      channel: 'WEBSHOP',
      customerNumber: args.customerNumber ?? 990_000 + sequence,
      productNumbers: [productNumber],
      createdAt: at,
      updatedAt: touched,
    },
  });
  if (!args.status) return { cart, order: null };
  const order = await db.prisma.commerceOrder.create({
    data: {
      cartId: cart.id,
      channel: 'WEBSHOP',
      status: args.status,
      customerNumber: cart.customerNumber,
      monthlyTotal: 399,
      oneOffTotal: 0,
      failureReason: args.status === 'FAILED' ? 'Adressen saknar aktiv access' : null,
      placedAt: at,
      lines: { create: { productNumber, name: `Bredband ${productNumber}`, price: 399 } },
      emails:
        args.status === 'PLACED'
          ? {
              create: [
                {
                  kind: 'Orderbekräftelse',
                  recipient: 'kund@example.se',
                  subject: 'Tack för din beställning',
                  status: 'SENT',
                  hubspotStatus: 'delivered',
                  createdAt: at,
                },
              ],
            }
          : undefined,
    },
  });
  return { cart, order };
}

describe('orders.place records its order', () => {
  it('writes the cart, the order and its lines in the same transaction, listed on /sappis/commerce', async () => {
    const { agreement, customer } = await createCustomerAtAddress(db.prisma);
    const inventory = await it_.orders.inventory({ agreementNumber: agreement.agreementNumber });
    const productNumbers = ['BAS500'];
    const { planFingerprint } = await previewOperation(it_, agreement.agreementNumber, (context, today) =>
      planCommerceOrder(context, inventory, { productNumbers }, today),
    );
    const requestId = randomUUID();
    await it_.orders.place({
      requestId,
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices: { productNumbers },
    });
    const listed = await it_.commerce.orders({ channel: 'SAPPIS', query: String(agreement.agreementNumber) });
    expect(listed.total).toBe(1);
    const order = await it_.commerce.order({ id: listed.orders[0]?.id ?? 0 });
    expect(order).toMatchObject({
      channel: 'SAPPIS',
      status: 'PLACED',
      customerNumber: customer.customerNumber,
      agreementNumber: agreement.agreementNumber,
    });
    expect(order.lines.map((line) => [line.productNumber, line.oneOff])).toEqual([
      ['BAS500', false],
      ['STARTAVGIFT', true],
    ]);
    expect(order.monthlyTotal).toBeGreaterThan(0);
    expect(order.cartId).not.toBeNull();
    expect(order.placedBy).not.toBeNull();
  });
});

describe('commerce lists', () => {
  it('filters orders by status, product, customer and days, newest first', async () => {
    const customerNumber = 880_001;
    const placed = await webshopOrder({
      status: 'PLACED',
      daysAgo: 1,
      customerNumber,
      productNumber: 'BAS1000',
    });
    const failed = await webshopOrder({ status: 'FAILED', daysAgo: 2, customerNumber });
    const old = await webshopOrder({ status: 'PLACED', daysAgo: 40, customerNumber });
    const mine = await it_.commerce.orders({ query: String(customerNumber) });
    expect(mine.orders.map((order) => order.id)).toEqual([placed.order?.id, failed.order?.id, old.order?.id]);
    const failures = await it_.commerce.orders({ query: String(customerNumber), status: 'FAILED' });
    expect(failures.orders.map((order) => order.id)).toEqual([failed.order?.id]);
    const byProduct = await it_.commerce.orders({ query: 'bas1000' });
    expect(byProduct.orders.map((order) => order.id)).toContain(placed.order?.id);
    expect(byProduct.orders.every((order) => order.id !== failed.order?.id)).toBe(true);
    const recent = await it_.commerce.orders({
      query: String(customerNumber),
      from: addDays(isoDay(), -7),
      to: isoDay(),
    });
    expect(recent.orders.map((order) => order.id)).toEqual([placed.order?.id, failed.order?.id]);
    const none = await it_.commerce.orders({ query: '777777777' });
    expect(none).toMatchObject({ orders: [], total: 0 });

    const details = await it_.commerce.order({ id: placed.order?.id ?? 0 });
    expect(details.emails).toEqual([
      expect.objectContaining({ kind: 'Orderbekräftelse', status: 'SENT', hubspotStatus: 'delivered' }),
    ]);
    await expect(it_.commerce.order({ id: 99_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: COMMERCE_TEXTS.orderNotFound,
    });
  });

  it('tells open, abandoned and ordered carts apart', async () => {
    const open = await webshopOrder({ status: null, daysAgo: 0, touchedHoursAgo: 1 });
    const abandoned = await webshopOrder({ status: null, daysAgo: 3 });
    const failedOnly = await webshopOrder({ status: 'FAILED', daysAgo: 3 });
    const ordered = await webshopOrder({ status: 'PLACED', daysAgo: 3 });
    const ids = async (status: 'OPEN' | 'ABANDONED' | 'ORDERED') =>
      (await it_.commerce.carts({ status, channel: 'WEBSHOP' })).carts.map((cart) => cart.id);
    expect(await ids('OPEN')).toContain(open.cart.id);
    expect(await ids('OPEN')).not.toContain(abandoned.cart.id);
    expect(await ids('ABANDONED')).toEqual(expect.arrayContaining([abandoned.cart.id, failedOnly.cart.id]));
    expect(await ids('ABANDONED')).not.toContain(ordered.cart.id);
    expect(await ids('ORDERED')).toContain(ordered.cart.id);
    const all = await it_.commerce.carts({});
    const failedCart = all.carts.find((cart) => cart.id === failedOnly.cart.id);
    expect(failedCart).toMatchObject({ status: 'ABANDONED', failedAttempts: 1 });
  });

  it('counts carts and orders per day with conversion', async () => {
    const before = await it_.commerce.statistics({ granularity: 'day', days: 7 });
    await webshopOrder({ status: 'PLACED', daysAgo: 0, touchedHoursAgo: 0 });
    await webshopOrder({ status: null, daysAgo: 0, touchedHoursAgo: 0 });
    const after = await it_.commerce.statistics({ granularity: 'day', days: 7 });
    expect(after.buckets).toHaveLength(7);
    expect(after.buckets.at(-1)?.start).toBe(isoDay());
    expect(after.totals.carts).toBe(before.totals.carts + 2);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.conversion).toBeCloseTo(after.totals.orders / after.totals.carts);
    const weeks = await it_.commerce.statistics({ granularity: 'week', days: 28 });
    expect(weeks.buckets.length).toBeGreaterThanOrEqual(4);
    await expect(it_.commerce.statistics({ days: 400 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('looks up products and campaigns, in Swedish when missing', async () => {
    const product = await it_.commerce.product({ productNumber: 'BAS500' });
    expect(product).toMatchObject({ productNumber: 'BAS500' });
    expect(product.prices.length).toBeGreaterThan(0);
    await expect(it_.commerce.product({ productNumber: 'FINNSINTE' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: COMMERCE_TEXTS.productNotFound,
    });
    await db.prisma.campaign.create({
      data: { code: 'TEST-BB', name: 'Testkampanj', startsAt: new Date('2020-01-01') },
    });
    expect(await it_.commerce.campaign({ code: 'test-bb' })).toMatchObject({
      code: 'TEST-BB',
      running: true,
    });
    await expect(it_.commerce.campaign({ code: 'NEJ' })).rejects.toMatchObject({
      message: COMMERCE_TEXTS.campaignNotFound,
    });
  });
});

describe('commerce.updateHubspotStatus', () => {
  it('stores what HubSpot says, audited; a failing HubSpot changes nothing and says so', async () => {
    const { order } = await webshopOrder({ status: 'PLACED', daysAgo: 1 });
    const email = await db.prisma.commerceOrderEmail.findFirstOrThrow({ where: { orderId: order?.id } });
    await db.prisma.commerceOrderEmail.update({ where: { id: email.id }, data: { hubspotStatus: null } });
    expect(await it_.commerce.updateHubspotStatus({ emailId: email.id })).toEqual({
      hubspotStatus: 'delivered',
    });
    const details = await it_.commerce.order({ id: order?.id ?? 0 });
    expect(details.emails[0]?.hubspotStatus).toBe('delivered');
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'commerce.hubspotStatusUpdated', entityId: String(email.id) },
      }),
    ).toBe(1);

    const failing = await callerWithAdapters(
      db.prisma,
      {
        commerceEmails: {
          hubspotStatus: async () => {
            throw new AdapterError('HubSpot', 'HTTP 503');
          },
        },
      },
      [...IT_GROUPS],
    );
    await expect(failing.commerce.updateHubspotStatus({ emailId: email.id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: COMMERCE_TEXTS.hubspotUnavailable,
    });
    expect(
      (await db.prisma.commerceOrderEmail.findUniqueOrThrow({ where: { id: email.id } })).hubspotStatus,
    ).toBe('delivered');
    await expect(it_.commerce.updateHubspotStatus({ emailId: 99_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: COMMERCE_TEXTS.emailNotFound,
    });
  });
});

describe('commerce sync', () => {
  const counts = () =>
    Promise.all([
      db.prisma.commerceSyncRun.count(),
      db.prisma.auditEntry.count({ where: { action: 'commerce.synced' } }),
    ]);

  it('sends the catalogue, records the run with counts and audit, and lists it', async () => {
    const products = await db.prisma.product.count();
    const first = await it_.commerceSync.run({ requestId: randomUUID() });
    expect(first.products).toBe(products);
    expect(first.prices).toBeGreaterThan(0);
    expect(first.prices).toBeLessThanOrEqual(products);
    expect(first.startedBy).not.toBeNull();
    const runs = await it_.commerceSync.runs();
    expect(runs[0]).toEqual(first);
    const audit = await db.prisma.auditEntry.findFirst({
      where: { action: 'commerce.synced', entityId: String(first.id) },
    });
    expect(audit?.details).toMatchObject({ products, added: first.added });
    // Nothing changed in between: nothing added or removed the next time.
    const second = await it_.commerceSync.run({ requestId: randomUUID() });
    expect(second).toMatchObject({ products, added: 0, removed: 0 });
    await db.prisma.product.create({
      data: {
        productNumber: 'SYNKNY',
        name: 'Ny produkt',
        type: 'SERVICE',
        categoryNumber: 3,
        category: 'Bredband',
      },
    });
    const third = await it_.commerceSync.run({ requestId: randomUUID() });
    expect(third).toMatchObject({ products: products + 1, added: 1, removed: 0 });
  });

  it('writes nothing and says so in Swedish when commerce fails or does not answer', async () => {
    const before = await counts();
    const failing = await itCallerWith({
      commerceCatalogue: {
        publish: async () => {
          throw new AdapterError('Commerce', 'HTTP 502');
        },
      },
    });
    await expect(failing.commerceSync.run({ requestId: randomUUID() })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: COMMERCE_TEXTS.syncUnavailable,
    });
    const silent = await itCallerWith({
      commerceCatalogue: { publish: () => new Promise(() => {}) },
    });
    await expect(silent.commerceSync.run({ requestId: randomUUID() })).rejects.toMatchObject({
      message: COMMERCE_TEXTS.syncUnavailable,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses users outside {product}_IT', async () => {
    const agent = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
    const before = await counts();
    await expect(agent.commerceSync.run({ requestId: randomUUID() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(agent.commerce.orders({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await counts()).toEqual(before);
  });
});
