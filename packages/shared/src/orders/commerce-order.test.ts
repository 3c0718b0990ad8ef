import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testContext, testRow } from '../agreements/operations/testing/operation-context.ts';
import {
  COMMERCE_ORDER_TEXTS,
  type CommerceInventory,
  cartTotals,
  planCommerceOrder,
} from './commerce-order.ts';

const inventory: CommerceInventory = {
  addressId: 'A1',
  mainAgreementNumber: 7001,
  premisesType: 'SDU',
  categories: [{ number: 3, name: 'Bredband' }],
  transmissions: ['IP'],
  broadbandSubscriptions: [
    { productNumber: 'BAS100', description: 'Bredband 100/100', price: 349, subscription: true },
    { productNumber: 'BAS250', description: 'Bredband 250/250', price: 399.5, subscription: true },
  ],
  startFee: { productNumber: 'STARTAVGIFT', name: 'Startavgift', price: 495 },
};
const today = '2026-11-24';

describe('cartTotals', () => {
  it('sums the monthly prices and charges the start fee once for a non-empty cart', () => {
    expect(cartTotals(inventory, [])).toEqual({ monthly: 0, oneOff: 0 });
    expect(cartTotals(inventory, ['BAS100'])).toEqual({ monthly: 349, oneOff: 495 });
    expect(cartTotals(inventory, ['BAS100', 'BAS250', 'BAS100', 'NOPE'])).toEqual({
      monthly: 748.5,
      oneOff: 495,
    });
  });

  it('does not depend on the cart order and has at most two decimals', () => {
    const numbers = inventory.broadbandSubscriptions.map((item) => item.productNumber);
    fc.assert(
      fc.property(fc.shuffledSubarray(numbers), (cart) => {
        const totals = cartTotals(inventory, cart);
        expect(totals).toEqual(cartTotals(inventory, [...cart].reverse()));
        expect(Number(totals.monthly.toFixed(2))).toBe(totals.monthly);
      }),
    );
  });
});

describe('planCommerceOrder', () => {
  it('creates a service row per subscription starting today and the start fee as a one-off row', () => {
    const outcome = planCommerceOrder(testContext([]), inventory, { productNumbers: ['BAS250'] }, today);
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.operation).toBe('commerceOrder');
    expect(outcome.plan.newRows).toMatchObject([
      { productNumber: 'BAS250', type: 'SERVICE', price: 399.5, startDate: today, endDate: null },
      { productNumber: 'STARTAVGIFT', type: 'EXTRA_BILLING', price: 495, quantity: 1 },
    ]);
    expect(outcome.plan.fees).toEqual([{ name: 'Startavgift', amount: 495 }]);
  });

  it('refuses an empty cart, a product outside the inventory and a subscription already running', () => {
    const running = testContext([testRow({ productNumber: 'BAS100', endDate: null })]);
    expect(planCommerceOrder(running, inventory, { productNumbers: [] }, today)).toEqual({
      ok: false,
      refusals: { productNumbers: [COMMERCE_ORDER_TEXTS.emptyCart] },
    });
    expect(planCommerceOrder(running, inventory, { productNumbers: ['TVSTART'] }, today)).toEqual({
      ok: false,
      refusals: { productNumbers: [COMMERCE_ORDER_TEXTS.notInInventory] },
    });
    expect(planCommerceOrder(running, inventory, { productNumbers: ['BAS100'] }, today)).toEqual({
      ok: false,
      refusals: { productNumbers: [COMMERCE_ORDER_TEXTS.alreadyActive] },
    });
    const ended = testContext([testRow({ productNumber: 'BAS100', endDate: '2026-01-31' })]);
    expect(planCommerceOrder(ended, inventory, { productNumbers: ['BAS100'] }, today).ok).toBe(true);
  });

  it('refuses an ended agreement and an address where purchases are blocked', () => {
    const choices = { productNumbers: ['BAS100'] };
    const endedAgreement = testContext([], { agreement: { ended: true } });
    expect(planCommerceOrder(endedAgreement, inventory, choices, today)).toMatchObject({
      ok: false,
      refusals: { '': [COMMERCE_ORDER_TEXTS.agreementEnded] },
    });
    for (const premisesType of ['MDU_COMMON', 'MDU_TECHNICAL'] as const) {
      expect(
        planCommerceOrder(testContext([]), { ...inventory, premisesType }, choices, today),
      ).toMatchObject({
        ok: false,
        refusals: { '': [COMMERCE_ORDER_TEXTS.purchaseBlocked] },
      });
    }
  });
});
