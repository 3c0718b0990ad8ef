import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { COMMERCE_ORDER_TEXTS, type CommerceInventory, planCommerceOrder } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationDatabase, previewOperation } from '../agreements/testing/operation-database.ts';
import { callerWithAdapters } from '../testing/adapter-caller.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import type { CommerceInventoryAdapter } from './commerce-inventory.ts';
import { createCustomerAtAddress } from './testing/customer-at-address.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createOperationDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/** A customer whose agreement lies at an address with one access under a main agreement. */
const customerAtAddress = (premisesType: 'SDU' | 'MDU_COMMON' = 'SDU') =>
  createCustomerAtAddress(db.prisma, { premisesType });

/** What the form does: the inventory, the plan with the cart, its fingerprint. */
async function preview(agreementNumber: number, productNumbers: string[], use = caller) {
  const inventory = await use.orders.inventory({ agreementNumber });
  const { planFingerprint } = await previewOperation(use, agreementNumber, (context, today) =>
    planCommerceOrder(context, inventory, { productNumbers }, today),
  );
  return { inventory, planFingerprint };
}

const callerWithCommerce = (commerceInventory: CommerceInventoryAdapter) =>
  callerWithAdapters(db.prisma, { commerceInventory });

const rowsOf = (agreementId: number) =>
  db.prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { rowNumber: 'asc' } });

describe('orders.inventory', () => {
  it("lists the address's broadband subscriptions with prices, the transmissions and the start fee", async () => {
    const { agreement, addressId } = await customerAtAddress();
    const inventory: CommerceInventory = await caller.orders.inventory({
      agreementNumber: agreement.agreementNumber,
    });
    expect(inventory).toMatchObject({
      addressId,
      premisesType: 'SDU',
      transmissions: ['IP'],
      categories: [{ number: 3, name: 'Bredband' }],
      startFee: { productNumber: 'STARTAVGIFT', name: 'Startavgift' },
    });
    const numbers = inventory.broadbandSubscriptions.map((item) => item.productNumber);
    expect(numbers).toContain('BAS500');
    expect(numbers.some((number) => number.startsWith('KOLL'))).toBe(false);
    expect(inventory.broadbandSubscriptions.every((item) => item.price > 0)).toBe(true);
  });

  it("answers the spec's text when the ordering tool fails or times out", async () => {
    const { agreement } = await customerAtAddress();
    const failing = await callerWithCommerce({
      inventory: async () => {
        throw new Error('502 Bad Gateway');
      },
    });
    const silent = await callerWithCommerce({ inventory: () => new Promise(() => {}) });
    for (const use of [failing, silent]) {
      await expect(
        use.orders.inventory({ agreementNumber: agreement.agreementNumber }),
      ).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: COMMERCE_ORDER_TEXTS.inventoryUnavailable,
      });
    }
  });
});

describe('orders.place', () => {
  it('creates the subscription and start-fee rows with the user as seller, audit and customer.changed', async () => {
    const { agreement } = await customerAtAddress();
    const before = await rowsOf(agreement.id);
    const { planFingerprint } = await preview(agreement.agreementNumber, ['BAS500']);

    const result = await caller.orders.place({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices: { productNumbers: ['BAS500'] },
    });

    const after = await rowsOf(agreement.id);
    expect(after).toHaveLength(before.length + 2);
    const created = after.filter((row) => result.createdRowIds.includes(row.id));
    expect(created.map((row) => [row.productNumber, row.type, row.quantity])).toEqual([
      ['BAS500', 'SERVICE', 1],
      ['STARTAVGIFT', 'EXTRA_BILLING', 1],
    ]);
    expect(Number(created[0]?.price)).toBeGreaterThan(0);
    expect(created[0]?.sellerName).toBeTruthy();
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.commerceOrder', entityId: String(agreement.agreementNumber) },
    });
    expect(audit).toBeTruthy();
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      change: 'commerceOrder',
    });
  });

  it('acts once for five submits with the same request id', async () => {
    const { agreement } = await customerAtAddress();
    const before = (await rowsOf(agreement.id)).length;
    const { planFingerprint } = await preview(agreement.agreementNumber, ['BAS100']);
    const requestId = randomUUID();
    const input = {
      requestId,
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices: { productNumbers: ['BAS100'] },
    };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => caller.orders.place(input)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await rowsOf(agreement.id)).length).toBe(before + 2);
  });

  it('writes nothing when the ordering tool fails, for bad input, blocked premises or a stale plan', async () => {
    const { agreement } = await customerAtAddress();
    const blocked = await customerAtAddress('MDU_COMMON');
    const { planFingerprint } = await preview(agreement.agreementNumber, ['BAS500']);
    const before = await db.prisma.agreementRow.count();
    const place = (productNumbers: string[], use = caller, agreementNumber = agreement.agreementNumber) =>
      use.orders.place({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint,
        choices: { productNumbers },
      });

    const failing = await callerWithCommerce({
      inventory: async () => {
        throw new Error('ECONNRESET');
      },
    });
    await expect(place(['BAS500'], failing)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: COMMERCE_ORDER_TEXTS.inventoryUnavailable,
    });
    await expect(place([])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: COMMERCE_ORDER_TEXTS.emptyCart,
    });
    await expect(place(['TVSTART'])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: COMMERCE_ORDER_TEXTS.notInInventory,
    });
    await expect(place(['BAS500', 'BAS250', 'BAS100', 'BAS500', 'BAS250', 'BAS100'])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(place(['BAS500'], caller, blocked.agreement.agreementNumber)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: COMMERCE_ORDER_TEXTS.purchaseBlocked,
    });
    await expect(place(['BAS100'])).rejects.toMatchObject({ code: 'CONFLICT' });

    expect(await db.prisma.agreementRow.count()).toBe(before);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'agreement.commerceOrder', entityId: String(agreement.agreementNumber) },
      }),
    ).toBe(0);
  });

  it('refuses an agreement without an address id', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({ where: { id: agreement.id }, data: { addressId: null } });
    await expect(
      caller.orders.inventory({ agreementNumber: agreement.agreementNumber }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: COMMERCE_ORDER_TEXTS.noAddress,
    });
  });
});
