import type { TestDatabase } from '@sappis/db/testing/test-database';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAtAddress } from '../orders/testing/customer-at-address.ts';
import { callerWithAdapters } from '../testing/adapter-caller.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { MARKETABILITY_FAILURE } from './marketability.ts';
import type { MarketabilityAdapter } from './marketability-adapter.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createTestDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

const callerWith = (marketability: MarketabilityAdapter) => callerWithAdapters(db.prisma, { marketability });

describe('marketability.byAddress', () => {
  it('answers the address, its customers and its accesses, under one main agreement when asked', async () => {
    const { customer, agreement, addressId, mainAgreementNumber } = await createCustomerAtAddress(db.prisma);
    const answer = await caller.marketability.byAddress({ addressId, mainAgreementNumber: null });
    expect(answer.address).toMatchObject({ id: addressId, street: 'Ordervägen', city: 'Göteborg' });
    expect(answer.customers).toEqual([
      {
        customerNumber: customer.customerNumber,
        name: 'Karin Lindqvist',
        agreementNumber: agreement.agreementNumber,
        ended: false,
      },
    ]);
    expect(answer.accesses).toMatchObject([{ mainAgreementNumber, network: 'Stadsnät', active: true }]);
    expect(answer.purchasable).toBe(true);
    const other = await caller.marketability.byAddress({ addressId, mainAgreementNumber: 1 });
    expect(other).toMatchObject({ accesses: [], purchasable: false });
  });

  it('is not purchasable on MDU_COMMON premises', async () => {
    const { addressId } = await createCustomerAtAddress(db.prisma, { premisesType: 'MDU_COMMON' });
    expect((await caller.marketability.byAddress({ addressId, mainAgreementNumber: null })).purchasable).toBe(
      false,
    );
  });

  it("answers the spec's text when Marketability fails or is silent, and NOT_FOUND for an unknown address", async () => {
    const failing = await callerWith({
      byAddress: async () => {
        throw new Error('503');
      },
    });
    const silent = await callerWith({ byAddress: () => new Promise(() => {}) });
    for (const use of [failing, silent]) {
      await expect(
        use.marketability.byAddress({ addressId: '5512300', mainAgreementNumber: null }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MARKETABILITY_FAILURE });
    }
    await expect(
      caller.marketability.byAddress({ addressId: 'NOSUCH', mainAgreementNumber: null }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
